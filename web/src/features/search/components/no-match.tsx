import type { Miss } from '../hooks/use-identify-flow.ts';
import './search.css';

/**
 * What to do next when a search found nothing (the toast of spec §8 goes away after 3 s; this stays): the term or the
 * barcode that was read, the server's explanation, and tips.
 */
export function NoMatch({ miss }: { miss: Miss }) {
  const typed = miss.term?.trim() ?? '';
  const barcode = miss.read && /^\d{8,14}$/.test(miss.read) ? miss.read : /^\d{8,14}$/.test(typed) ? typed : undefined;
  const title = barcode
    ? `Barcode ${barcode} is not in our catalog`
    : miss.source === 'text' && typed
      ? `No matches for “${typed}”`
      : 'No product recognised in this image';
  const tips = barcode
    ? [
        'Search by the product’s name or brand instead.',
        'Or try a photo of the front of the pack: we read its words too.',
      ]
    : miss.source === 'text'
      ? [
          'Check the spelling, or use fewer words.',
          'Search by the brand alone, for example “Nutella”.',
          'Take a photo of the barcode, or upload a picture of the pack.',
        ]
      : [
          'Photograph the barcode flat, in focus and filling most of the frame.',
          'Or search by the product’s name or brand on the Text Search tab.',
        ];
  return (
    <div className="cc-search-box cc-search-miss" role="status" aria-live="polite">
      <h2>{title}</h2>
      {miss.message && <p>{miss.message}</p>}
      {miss.read && !barcode && <p>We read: “{miss.read}”</p>}
      <ul>
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </div>
  );
}
