import { cleanText } from '@clearcart/text';
import type { PersonalAlert } from '@clearcart/contracts';
import { Notice } from './report-parts.tsx';

/** Conflicts with the shopper's saved preferences, at the top of the report. */
export function PersonalAlerts({ alerts }: { alerts: PersonalAlert[] | undefined }) {
  if (!alerts || alerts.length === 0) return null;
  const high = alerts.some((alert) => alert.severity === 'high');
  return (
    <Notice status={high ? 'error' : 'warning'} role="alert" title="Based on your preferences">
      <ul>
        {alerts.map((alert) => (
          <li key={`${alert.code}-${alert.message}`}>{cleanText(alert.message)}</li>
        ))}
      </ul>
    </Notice>
  );
}
