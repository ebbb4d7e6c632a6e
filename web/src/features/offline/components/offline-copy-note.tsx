import { CloudOff } from 'lucide-react';
import { useOfflineCopy } from '../hooks/use-offline-status.ts';
import { formatDay } from '../lib/format.ts';
import './offline.css';
import { useT } from '../../../i18n/react.tsx';

/** On a report computed on this device from the offline products: which day's copy it is. */
export function OfflineCopyNote({ id }: { id: string }) {
  const date = useOfflineCopy(id);
  const t = useT();
  if (!date) return null;
  return (
    <p className="cc-offline-copy" role="note">
      <CloudOff size={14} aria-hidden="true" />
      {t('offline.copyFrom', { day: formatDay(date) })}
    </p>
  );
}
