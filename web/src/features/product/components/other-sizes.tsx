import type { Candidate } from '@clearcart/contracts';
import { Link } from 'react-router';
import { useT } from '../../../i18n/react.tsx';
import { candidateDetail } from '../../../lib/candidate-detail.ts';
import { useProduct } from '../api/get-product.ts';
import { useSizes } from '../api/get-sizes.ts';
import { Block } from './report-parts.tsx';

/** What a size is called beside the others: its pack size, its pack or market words ("mini can", "US") and, for twins, its barcode. */
function sizeLabel(size: Candidate, all: readonly Candidate[]): string {
  const packWords = /\(([^)]*)\)/.exec(size.name)?.[1];
  return [candidateDetail(size, all) || size.name, packWords].filter(Boolean).join(' · ');
}

/**
 * The same product in its other pack sizes, each a link to its own report. Shown last, below the report, so nothing
 * above it moves when it arrives; nothing at all when there are none or the network is not there.
 */
export function OtherSizes({ id, enabled }: { id: string; enabled: boolean }) {
  const t = useT();
  const sizes = useSizes(id, enabled).data?.sizes ?? [];
  // The report's own product (already fetched) counts as a twin too: another market's can of the same size is told apart
  // from the one on screen by its barcode, not shown as a second "330 ml".
  const entity = useProduct(id).data?.entity;
  if (sizes.length === 0) return null;
  const shown: Candidate | undefined = entity && {
    product_id: entity.id,
    name: entity.name,
    brand: entity.brand,
    score: 1,
    ...(entity.quantity ? { quantity: entity.quantity } : {}),
    ...(entity.gtin ? { gtin: entity.gtin } : {}),
  };
  const all = shown ? [...sizes, shown] : sizes;
  return (
    <Block title={t('product.otherSizes')}>
      <ul className="cc-row cc-gap-3 cc-sizes" translate="no">
        {sizes.map((size) => (
          <li key={size.product_id}>
            <Link
              to={`/product/${encodeURIComponent(size.product_id)}`}
              className="cc-button cc-button-xs cc-outline-brand"
            >
              {sizeLabel(size, all)}
            </Link>
          </li>
        ))}
      </ul>
    </Block>
  );
}
