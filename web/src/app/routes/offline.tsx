import { PageTitle } from '../../components/page-title.tsx';
import { OfflinePanel } from '../../features/offline/components/offline-panel.tsx';
import '../../components/page.css';
import { useT } from '../../i18n/react.tsx';

/** Use offline: the shop's products on the phone, for scanning with no signal. */
export function OfflineRoute() {
  const t = useT();
  return (
    <div className="cc-page">
      <PageTitle page={t('offline.title')} />
      <h1>{t('offline.title')}</h1>
      <OfflinePanel />
    </div>
  );
}
