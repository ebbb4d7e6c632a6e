import type { ProductEntity, Ratings } from '@clearcart/contracts';
import { ScanText } from 'lucide-react';
import { Link } from 'react-router';
import type { Prefill } from '../lib/draft.ts';
import { useReadProducts } from '../hooks/use-read-products.ts';
import { missingFacts, prefillOfProduct, readHref } from '../lib/prefill.ts';
import { sameGtin } from '../lib/read-by-barcode.ts';
import { formatDate } from '../../../i18n/format.ts';
import './read-label.css';
import { useT, type Translate } from '../../../i18n/react.tsx';

/** "Read it from the package": the guided capture, with what is known of the product already. */
export function ReadOffer({ prefill, lead }: { prefill?: Prefill; lead: string }) {
  const t = useT();
  return (
    <div className="cc-read-offer">
      <p>{lead}</p>
      <Link to={readHref(prefill)} className="cc-button cc-button-md cc-solid">
        <ScanText aria-hidden="true" /> {t('read.title')}
      </Link>
    </div>
  );
}

/** After a barcode or a photo found no product: its pack says everything the report needs. */
export function ReadUnknownOffer({ barcode }: { barcode: string | undefined }) {
  const t = useT();
  return <ReadOffer prefill={barcode ? { gtin: barcode } : {}} lead={t('read.offer.unknown')} />;
}

/** "No ingredient list on record: it is on the pack", for what a report lacks. */
function missingSentence(missing: readonly string[], t: Translate): string {
  if (missing.length > 1) return t('read.missing.both');
  return missing[0] === 'nutrition table' ? t('read.missing.nutrition') : t('read.missing.ingredients');
}

/**
 * On a report that lacks the ingredient list or the nutrition table: they are on the pack. One short line under the
 * title, so the report's tabs stay in sight on a phone.
 */
export function ReadMissingOffer({ entity, ratings }: { entity: ProductEntity; ratings: Partial<Ratings> }) {
  const missing = missingFacts(entity, ratings);
  const t = useT();
  const { products } = useReadProducts();
  if (missing.length === 0) return null;
  // The shopper read this pack before (issue 55: read once, kept): their report with what they read, said as such.
  const gtin = prefillOfProduct(entity).gtin;
  const read = gtin ? products.find((p) => p.facts.gtin && sameGtin(p.facts.gtin, gtin)) : undefined;
  if (read)
    return (
      <p className="cc-read-offer-line">
        <span>{t('read.kept.line', { date: formatDate(read.updated_at) })}</span>{' '}
        <Link to={`/read/${encodeURIComponent(read.id)}`} className="cc-button cc-button-xs cc-outline-brand">
          <ScanText aria-hidden="true" /> {t('read.kept.open')}
        </Link>
      </p>
    );
  return (
    <p className="cc-read-offer-line">
      <span>{missingSentence(missing, t)}</span>{' '}
      <Link to={readHref(prefillOfProduct(entity))} className="cc-button cc-button-xs cc-outline-brand">
        <ScanText aria-hidden="true" /> {t('read.title')}
      </Link>
    </p>
  );
}
