import type { Preferences, ProductResponse } from '@clearcart/contracts';
import { useQueries } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { memo, type CSSProperties } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { ProductThumb } from '../../components/product-thumb.tsx';
import { MAX_COMPARE } from '../../config/constants.ts';
import { compareHref } from '../../features/compare/lib/compare-list.ts';
import { compareRows, type CompareCell } from '../../features/compare/lib/compare-rows.ts';
import { AddToList } from '../../features/lists/components/add-to-list.tsx';
import { usePreferences } from '../../features/preferences/api/get-preferences.ts';
import { evaluateProduct } from '../../features/product/api/evaluate-product.ts';
import { evaluateWithRead } from '../../features/product/api/evaluate-with-read.ts';
import { productName } from '../../features/product/lib/product-response.ts';
import { completedSentence } from '../../features/read-label/components/read-offer.tsx';
import { packReadOf } from '../../features/read-label/hooks/use-pack-read.ts';
import { useReadProducts, type ReadProduct } from '../../features/read-label/hooks/use-read-products.ts';
import '../../components/page.css';
import './compare.css';
import { useT } from '../../i18n/react.tsx';
import { onRecord } from '../../lib/brand.ts';

/** The ids of the address (`?ids=a,b`): distinct, non-empty, at most MAX_COMPARE. */
export function compareIds(raw: string | null): string[] {
  const ids = (raw ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)].slice(0, MAX_COMPARE);
}

/**
 * A product's evaluation in a comparison, for the preferences it was made for (the server draws it for none) and the
 * packs the shopper read (`reads`, their ids and times: a read kept or changed asks again).
 */
export const compareQueryKey = (id: string, preferences: Preferences | null, reads = '') =>
  reads
    ? (['compare', id, preferences ? JSON.stringify(preferences) : '', reads] as const)
    : (['compare', id, preferences ? JSON.stringify(preferences) : ''] as const);

/**
 * A product as its report shows it: completed by what the shopper read from its pack where the catalog lacks it, so
 * the comparison and the report give one answer; the catalog's own when the completed one cannot be had.
 */
async function evaluateAsReported(
  id: string,
  preferences: Preferences | null,
  reads: readonly ReadProduct[],
): Promise<ProductResponse> {
  const catalogs = await evaluateProduct(id, preferences);
  const read = packReadOf(reads, catalogs.entity.gtin);
  if (!read) return catalogs;
  return evaluateWithRead(id, read, preferences).catch(() => catalogs);
}

function Cell({ cell }: { cell: CompareCell }) {
  const t = useT();
  const parts = cell.highlighted ? cell.text.split(', ') : [cell.text];
  return (
    <div className="cc-compare-cell">
      <span className={cell.better ? 'cc-compare-better' : undefined}>
        {parts.map((part, i) => (
          <span key={part}>
            {i > 0 && ', '}
            {cell.highlighted?.includes(part) ? (
              <mark className="cc-p-red" title={t('compare.yourAllergen')}>
                {part}
              </mark>
            ) : (
              part
            )}
          </span>
        ))}
      </span>
      {cell.better && (
        <span className="cc-tag cc-p-green">
          <Check size={12} aria-hidden="true" /> {t('compare.better')}
        </span>
      )}
    </div>
  );
}

/** The same products, in the same order: the comparison is not drawn again when only the page's queries moved. */
const sameProducts = (a: { ids: string[]; products: ProductResponse[] }, b: typeof a) =>
  a.ids.length === b.ids.length &&
  a.ids.every((id, i) => id === b.ids[i]) &&
  a.products.length === b.products.length &&
  a.products.every((product, i) => product === b.products[i]);

/**
 * The table. Two products fit a phone side by side; more scroll sideways with the row names fixed, and say so.
 * Focusable so the keyboard can scroll it too. Drawn again only for other products: the page around it renders
 * again as its queries settle (the preferences, each product's), and the table is most of its work.
 */
const Comparison = memo(function Comparison({ ids, products }: { ids: string[]; products: ProductResponse[] }) {
  const t = useT();
  const rows = compareRows(products);
  const without = (id: string) => compareHref(ids.filter((x) => x !== id));
  // The table's width follows its number of products (compare.css): two fit a phone, more scroll sideways.
  const width = { '--cc-compare-count': products.length } as CSSProperties;
  return (
    <div className="cc-compare">
      {products.length > 2 && (
        <p className="cc-compare-swipe" aria-hidden="true">
          {t('compare.swipe', { count: products.length })}
        </p>
      )}
      <div className="cc-compare-scroll" tabIndex={0} role="region" aria-label={t('compare.region')}>
        <table className={products.length > 2 ? 'cc-compare-many' : undefined} style={width}>
          <thead>
            <tr>
              <th scope="col" className="cc-compare-label">
                <span className="cc-visually-hidden">{t('compare.product')}</span>
              </th>
              {products.map((product) => (
                <th key={product.entity.id} scope="col">
                  <div className="cc-compare-product">
                    <ProductThumb src={product.entity.image_url} size="16" />
                    <Link
                      to={`/product/${encodeURIComponent(product.entity.id)}`}
                      className="cc-compare-name"
                      translate="no"
                    >
                      {productName(product.entity)}
                    </Link>
                    <span className="cc-muted" translate="no">
                      {[onRecord(product.entity.brand), product.entity.quantity].filter(Boolean).join(' · ')}
                    </span>
                    {product.metadata.completed_with && (
                      <span className="cc-muted cc-compare-completed">
                        {completedSentence(product.metadata.completed_with, t)}
                      </span>
                    )}
                    {ids.length > 2 && (
                      <Link to={without(product.entity.id)} className="cc-compare-remove">
                        <X size={12} aria-hidden="true" /> {t('compare.remove', { name: productName(product.entity) })}
                      </Link>
                    )}
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="cc-compare-label">
                  {row.label}
                </th>
                {row.cells.map((cell, i) => (
                  <td
                    key={products[i]?.entity.id}
                    className={cell.better ? 'cc-p-green' : undefined}
                    translate={row.names ? 'no' : undefined}
                  >
                    <Cell cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Outside the sideways-scrolling table, so a list picker is never clipped by it. */}
      <ul className="cc-compare-lists" aria-label={t('lists.addToAList')}>
        {products.map((product) => (
          <li key={product.entity.id}>
            <span translate="no">{productName(product.entity)}</span>
            <AddToList productId={product.entity.id} compact />
          </li>
        ))}
      </ul>
    </div>
  );
}, sameProducts);

/** 2–4 products side by side: the three scores and the facts behind them, the better value marked. */
export function CompareRoute() {
  const [params] = useSearchParams();
  const ids = compareIds(params.get('ids'));
  const loaded = usePreferences();
  const preferences = loaded.data?.saved ? loaded.data.preferences : null;
  const reads = useReadProducts();
  const readsKey = reads.products.map((read) => `${read.id}@${read.updated_at}`).join(',');
  const t = useT();
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: compareQueryKey(id, preferences, readsKey),
      queryFn: () => evaluateAsReported(id, preferences, reads.products),
      enabled: !loaded.isPending && !reads.isPending,
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });

  if (ids.length < 2) {
    return (
      <div className="cc-page">
        <PageTitle page={t('compare.pageTitle')} />
        <h1>{t('compare.title')}</h1>
        <p>{t('compare.choose', { max: MAX_COMPARE })}</p>
        <div className="cc-page-row">
          <Link to="/history" className="cc-button cc-button-md cc-solid">
            {t('compare.openHistory')}
          </Link>
          <Link to="/search" className="cc-button cc-button-md cc-outline">
            {t('home.searchProducts')}
          </Link>
        </div>
      </div>
    );
  }

  const products = results.map((r) => r.data).filter((p): p is ProductResponse => p !== undefined);
  const pending = results.some((r) => r.isPending);
  const failed = ids.filter((_, i) => results[i]?.isError);

  return (
    <div className="cc-page cc-page-wide">
      <PageTitle page={t('compare.pageTitle')} />
      <h1>{t('compare.title')}</h1>
      {failed.length > 0 && (
        <p className="cc-page-error" role="alert">
          {t('compare.couldNotLoad', { ids: failed.join(', ') })}
        </p>
      )}
      {pending ? (
        // The table's place, about its height, held while the products load.
        <div
          key="waiting"
          className="cc-page-waiting cc-compare-waiting"
          aria-busy="true"
          aria-label={t('compare.loading')}
        />
      ) : (
        // Its own key: the table is new, not the waiting box moved.
        <Comparison key="comparison" ids={ids} products={products} />
      )}
      <p className="cc-muted cc-compare-note">{preferences ? t('compare.notePersonal') : t('compare.note')}</p>
    </div>
  );
}
