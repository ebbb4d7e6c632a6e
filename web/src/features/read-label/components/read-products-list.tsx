import { Link } from 'react-router';
import { KINDS } from '../lib/draft.ts';
import { dayOf } from '../lib/dates.ts';
import type { ReadProduct } from '../hooks/use-read-products.ts';
import './read-label.css';
import { useT } from '../../../i18n/react.tsx';
import { onRecord } from '../../../lib/brand.ts';

/** The products the shopper read from their packages, newest first, each opening its report. */
export function ReadProductsList({ products }: { products: readonly ReadProduct[] }) {
  const t = useT();
  return (
    <ul className="cc-read-list">
      {products.map((product) => (
        <li key={product.id}>
          <Link to={`/read/${encodeURIComponent(product.id)}`} className="cc-read-list-name" translate="no">
            {product.facts.name}
          </Link>
          <p className="cc-muted cc-small">
            {onRecord(product.facts.brand) && <span translate="no">{product.facts.brand} · </span>}
            {[
              KINDS.find((k) => k.kind === product.facts.kind)?.label,
              t('read.readOn', { day: dayOf(product.created_at) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  );
}
