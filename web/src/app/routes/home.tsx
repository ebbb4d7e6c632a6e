import { HeartPulse, Leaf, Scale, ScanBarcode } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { APP_NAME } from '../../config/constants.ts';
import { OfflineInvite } from '../../features/offline/components/offline-invite.tsx';
import { useT } from '../../i18n/react.tsx';

interface Feature {
  key: 'environment' | 'health' | 'ethical';
  icon: ReactNode;
}

const FEATURES: Feature[] = [
  {
    key: 'environment',
    icon: <Leaf aria-hidden="true" />,
  },
  {
    key: 'health',
    icon: <HeartPulse aria-hidden="true" />,
  },
  {
    key: 'ethical',
    icon: <Scale aria-hidden="true" />,
  },
];

/** The first screen: plain elements and CSS (first-screen/first-screen.css), so it paints without the UI kit. */
export function HomeRoute() {
  const t = useT();
  return (
    <>
      <PageTitle page={t('home.title')} />
      <section className="cc-hero">
        <div className="cc-container cc-stack" style={{ maxWidth: '56rem' }}>
          <span className="cc-badge">{t('home.badge')}</span>
          <h1>{t('home.title')}</h1>
          <p className="cc-lead">{t('home.lead', { app: APP_NAME })}</p>
          <div className="cc-actions">
            <Link to="/search" className="cc-button cc-button-lg cc-solid">
              {t('home.searchProducts')}
            </Link>
            <Link to="/search" state={{ tab: 1 }} className="cc-button cc-button-lg cc-outline">
              <ScanBarcode aria-hidden="true" /> {t('frame.scanBarcode')}
            </Link>
            <Link to="/preferences" className="cc-button cc-button-lg cc-outline">
              {t('home.setPreferences')}
            </Link>
          </div>
          <OfflineInvite />
        </div>
      </section>

      <section className="cc-section cc-container" aria-labelledby="how-heading">
        <h2 id="how-heading">{t('home.howHelps', { app: APP_NAME })}</h2>
        <div className="cc-features">
          {FEATURES.map((feature) => (
            <div key={feature.key} data-feature={feature.key} className={`cc-feature cc-feature-${feature.key}`}>
              {feature.icon}
              <h3>{t(`home.${feature.key}.title`)}</h3>
              <p>{t(`home.${feature.key}.description`)}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="cc-cta" aria-labelledby="cta-heading">
        <div className="cc-container cc-stack" style={{ maxWidth: '48rem', gap: '1rem' }}>
          <h2 id="cta-heading">{t('home.ctaTitle')}</h2>
          <p className="cc-muted">{t('home.ctaText')}</p>
          <Link to="/search" className="cc-button cc-button-lg cc-solid">
            {t('home.ctaButton')}
          </Link>
        </div>
      </section>
    </>
  );
}
