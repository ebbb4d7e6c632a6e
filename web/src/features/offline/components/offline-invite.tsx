import { CloudCheck, CloudDownload } from 'lucide-react';
import { Link } from 'react-router';
import { useOfflineStatus } from '../hooks/use-offline-status.ts';
import { formatDay } from '../lib/format.ts';
import './offline.css';
import { useT } from '../../../i18n/react.tsx';

/** "Use offline" where scanning starts (Home, the scanner): an invitation, or what the phone already holds. */
export function OfflineInvite() {
  const { pack } = useOfflineStatus();
  const t = useT();
  if (pack) {
    return (
      <div className="cc-offline-invite" data-ready="true">
        <p>
          <CloudCheck size={18} aria-hidden="true" />
          {t('offline.ready', { count: pack.count, day: formatDay(pack.updatedAt) })}
        </p>
        <Link to="/offline" className="cc-button cc-button-md cc-ghost">
          {t('offline.manage')}
        </Link>
      </div>
    );
  }
  return (
    <div className="cc-offline-invite">
      <p>
        <CloudDownload size={18} aria-hidden="true" />
        {t('offline.invite')}
      </p>
      <Link to="/offline" className="cc-button cc-button-md cc-outline">
        {t('frame.useOffline')}
      </Link>
    </div>
  );
}
