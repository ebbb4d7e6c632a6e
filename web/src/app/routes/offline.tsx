import { PageTitle } from '../../components/page-title.tsx';
import { OfflinePanel } from '../../features/offline/components/offline-panel.tsx';
import '../../components/page.css';

/** Use offline (issue 33): the shop's products on the phone, for scanning with no signal. */
export function OfflineRoute() {
  return (
    <div className="cc-page">
      <PageTitle page="Use offline" />
      <h1>Use offline</h1>
      <OfflinePanel />
    </div>
  );
}
