import type { ReactNode } from 'react';
import type { Miss } from '../hooks/use-identify-flow.ts';
import './search.css';
import { useT } from '../../../i18n/react.tsx';

/**
 * What to do next when a search found nothing (the warning toast goes away after 3 s; this stays): the term or the
 * barcode that was read, the server's explanation, and tips.
 */
export function NoMatch({
  miss,
  offer,
}: {
  miss: Miss;
  /** What the route offers after a barcode or a photo found nothing (reading the pack), with the barcode read. */
  offer?: (barcode: string | undefined) => ReactNode;
}) {
  const t = useT();
  const typed = miss.term?.trim() ?? '';
  const barcode = miss.read && /^\d{8,14}$/.test(miss.read) ? miss.read : /^\d{8,14}$/.test(typed) ? typed : undefined;
  // Being looked up is no miss: said in the shopper's language rather than the server's English explanation.
  const lookingUp = Boolean(barcode && miss.lookingUp);
  const title = barcode
    ? t(lookingUp ? 'search.miss.lookingUp' : 'search.miss.barcode', { barcode })
    : miss.source === 'text' && typed
      ? t('search.miss.term', { term: typed })
      : t('search.miss.image');
  const tips = barcode
    ? [t('search.tip.byName'), t('search.tip.frontPhoto')]
    : miss.source === 'text'
      ? [t('search.tip.spelling'), t('search.tip.brand'), t('search.tip.photo')]
      : [t('search.tip.flat'), t('search.tip.textTab')];
  return (
    <div className="cc-search-box cc-search-miss" role="status" aria-live="polite">
      <h2>{title}</h2>
      {lookingUp ? <p>{t('search.miss.lookingUp.text')}</p> : miss.message && <p>{miss.message}</p>}
      {miss.read && !barcode && <p>{t('search.miss.read', { read: miss.read })}</p>}
      {/* The pack in the shopper's hand says everything the report needs: offered first. */}
      {offer && (barcode || miss.source !== 'text') && offer(barcode)}
      <ul>
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </div>
  );
}
