import { cleanText } from '@clearcart/text';
import type { PersonalAlert, Preferences } from '@clearcart/contracts';
import { verdictOf } from '../lib/verdict.ts';
import { Notice } from './report-parts.tsx';
import { useT } from '../../../i18n/react.tsx';

/**
 * The verdict for the shopper's saved preferences, at the top of the report: "Not for you" with the conflicts, "Can't
 * tell" with the facts missing, or "Fits your preferences" with what was checked.
 */
export function PersonalAlerts({
  alerts,
  preferences,
}: {
  alerts: PersonalAlert[] | undefined;
  preferences: Preferences | null;
}) {
  const t = useT();
  if (!alerts) return null;
  const verdict = verdictOf(alerts, preferences);
  if (!verdict && alerts.length === 0) return null;
  const title = (
    <>
      {verdict?.title ?? t('verdict.basedOn')}
      {verdict && <span className="cc-verdict-basis"> · {t('verdict.basedOn')}</span>}
    </>
  );
  if (verdict?.kind === 'fits') {
    return (
      <Notice status="success" title={title}>
        <p data-server-text>{verdict.detail}</p>
      </Notice>
    );
  }
  const high = alerts.some((alert) => alert.severity === 'high');
  return (
    <Notice status={high ? 'error' : 'warning'} role="alert" title={title}>
      <ul>
        {alerts.map((alert) => (
          <li key={`${alert.code}-${alert.message}`} data-server-text>
            {cleanText(alert.message)}
          </li>
        ))}
      </ul>
    </Notice>
  );
}
