import type { ProductEntity, Ratings, ReadCompletion } from '@clearcart/contracts';
import { ScanText } from 'lucide-react';
import { Link } from 'react-router';
import type { Prefill } from '../lib/draft.ts';
import { readOfGtin, useCatalogsOwnReport } from '../hooks/use-pack-read.ts';
import { useReadProducts } from '../hooks/use-read-products.ts';
import { dayOf } from '../lib/dates.ts';
import { missingFacts, prefillOfProduct, readHref } from '../lib/prefill.ts';
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

/** "No ingredient list on record: if the pack prints one, …", for what a report lacks (a whole food may print none). */
function missingSentence(missing: readonly string[], t: Translate): string {
  if (missing.length > 1) return t('read.missing.both');
  return missing[0] === 'nutrition table' ? t('read.missing.nutrition') : t('read.missing.ingredients');
}

/** "Completed with the ingredient list you read from the pack on 3 December 2026 — not checked by anyone." */
export function completedSentence({ facts, read_on }: ReadCompletion, t: Translate): string {
  // Noon of that day where the shopper is: the day they read it, in whatever time zone.
  const date = dayOf(`${read_on}T12:00:00`);
  if (facts.length > 1) return t('read.completed.both', { date });
  return facts[0] === 'nutrition' ? t('read.completed.nutrition', { date }) : t('read.completed.ingredients', { date });
}

/**
 * On a report that lacks the ingredient list or the nutrition table: the pack may print them. One short line under the
 * title, so the report's tabs stay in sight on a phone. When the shopper read that pack, the report is completed with
 * what they read (`completed`, said as such, with the catalog's own a tap away), or offers it back.
 */
export function ReadMissingOffer({
  entity,
  ratings,
  completed,
}: {
  entity: ProductEntity;
  ratings: Partial<Ratings>;
  completed?: ReadCompletion | undefined;
}) {
  const missing = missingFacts(entity, ratings);
  const t = useT();
  const { products } = useReadProducts();
  const [catalogsOwn, showCatalogsOwn] = useCatalogsOwnReport();
  const gtin = prefillOfProduct(entity).gtin;
  const read = readOfGtin(products, gtin);
  const readLink = read && (
    <Link to={`/read/${encodeURIComponent(read.id)}`} className="cc-button cc-button-xs cc-outline-brand">
      <ScanText aria-hidden="true" /> {t('read.kept.open')}
    </Link>
  );
  if (completed)
    return (
      <p className="cc-read-offer-line cc-read-completed" role="note">
        <span>{completedSentence(completed, t)}</span> {readLink}{' '}
        <button type="button" className="cc-button cc-button-xs cc-ghost" onClick={() => showCatalogsOwn(true)}>
          {t('read.completed.catalog')}
        </button>
      </p>
    );
  if (missing.length === 0) return null;
  // The shopper read this pack before (read once, kept): their report with what they read, said as such.
  if (read)
    return (
      <p className="cc-read-offer-line">
        <span>{t('read.kept.line', { date: formatDate(read.updated_at) })}</span> {readLink}
        {catalogsOwn && (read.facts.ingredients_text !== undefined || read.facts.nutrition !== undefined) && (
          <button type="button" className="cc-button cc-button-xs cc-ghost" onClick={() => showCatalogsOwn(false)}>
            {t('read.completed.again')}
          </button>
        )}
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
