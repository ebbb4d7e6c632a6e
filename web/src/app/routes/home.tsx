import { HeartPulse, Leaf, Scale, ScanBarcode } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { APP_NAME } from '../../config/constants.ts';
import { OfflineInvite } from '../../features/offline/components/offline-invite.tsx';

interface Feature {
  key: 'environment' | 'health' | 'ethical';
  title: string;
  description: string;
  icon: ReactNode;
}

const FEATURES: Feature[] = [
  {
    key: 'environment',
    title: 'Environmental & Sustainability',
    description:
      'See the carbon footprint, packaging, palm oil and certifications behind a product, so you can choose the lighter option.',
    icon: <Leaf aria-hidden="true" />,
  },
  {
    key: 'health',
    title: 'Health & Allergen Information',
    description:
      'Spot allergens, additives and ingredients of concern at a glance, matched against the preferences you set.',
    icon: <HeartPulse aria-hidden="true" />,
  },
  {
    key: 'ethical',
    title: 'Ethical & Animal Welfare',
    description: 'Understand labour practices, animal testing and animal welfare, and who owns the brand.',
    icon: <Scale aria-hidden="true" />,
  },
];

/** The first screen: plain elements and CSS (app/first-screen.css), so it paints without the UI kit. */
export function HomeRoute() {
  return (
    <>
      <PageTitle page="Make Informed Choices About Products" />
      <section className="cc-hero">
        <div className="cc-container cc-stack" style={{ maxWidth: '56rem' }}>
          <span className="cc-badge">Make Better Choices</span>
          <h1>Make Informed Choices About Products</h1>
          <p className="cc-lead">
            {APP_NAME} explains the environmental impact, health effects, animal welfare, allergens and ethical
            production behind the products you buy.
          </p>
          <div className="cc-actions">
            <Link to="/search" className="cc-button cc-button-lg cc-solid">
              Search Products
            </Link>
            <Link to="/search" state={{ tab: 1 }} className="cc-button cc-button-lg cc-outline">
              <ScanBarcode aria-hidden="true" /> Scan a barcode
            </Link>
            <Link to="/preferences" className="cc-button cc-button-lg cc-outline">
              Set Your Preferences
            </Link>
          </div>
          <OfflineInvite />
        </div>
      </section>

      <section className="cc-section cc-container" aria-labelledby="how-heading">
        <h2 id="how-heading">How {APP_NAME} Helps</h2>
        <div className="cc-features">
          {FEATURES.map((feature) => (
            <div key={feature.key} data-feature={feature.key} className={`cc-feature cc-feature-${feature.key}`}>
              {feature.icon}
              <h3>{feature.title}</h3>
              <p>{feature.description}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="cc-cta" aria-labelledby="cta-heading">
        <div className="cc-container cc-stack" style={{ maxWidth: '48rem', gap: '1rem' }}>
          <h2 id="cta-heading">Make Better Choices Today</h2>
          <p className="cc-muted">Type a name, snap a photo or upload an image to get a full report in seconds.</p>
          <Link to="/search" className="cc-button cc-button-lg cc-solid">
            Search Your First Product
          </Link>
        </div>
      </section>
    </>
  );
}
