import { CloudCheck, CloudDownload } from 'lucide-react';
import { Link } from 'react-router';
import { useOfflineStatus } from '../hooks/use-offline-status.ts';
import { formatDay } from '../lib/format.ts';
import './offline.css';

/** "Use offline" where scanning starts (Home, the scanner): an invitation, or what the phone already holds. */
export function OfflineInvite() {
  const { pack } = useOfflineStatus();
  if (pack) {
    return (
      <div className="cc-offline-invite" data-ready="true">
        <p>
          <CloudCheck size={18} aria-hidden="true" />
          Offline ready: {pack.count.toLocaleString('en')} products on this phone, copy from {formatDay(pack.updatedAt)}
          .
        </p>
        <Link to="/offline" className="cc-button cc-button-md cc-ghost">
          Manage
        </Link>
      </div>
    );
  }
  return (
    <div className="cc-offline-invite">
      <p>
        <CloudDownload size={18} aria-hidden="true" />
        No signal in the shop? Keep the most scanned products on this phone and scan without a network.
      </p>
      <Link to="/offline" className="cc-button cc-button-md cc-outline">
        Use offline
      </Link>
    </div>
  );
}
