import type { Preferences, ShopperFacts } from '@clearcart/contracts';
import { Link } from 'react-router';
import { ProductSummary } from '../../../components/product-summary.tsx';
import { useAlternatives } from '../api/get-alternatives.ts';
import './better-choices.css';
import { useT } from '../../../i18n/react.tsx';

type BetterChoicesProps = (
  | { id: string; facts?: undefined }
  /** A product read from its package: not in the catalog, so not to compare side by side. */
  | { id?: undefined; facts: ShopperFacts }
) & {
  preferences: Preferences | null;
  enabled: boolean;
  /** No network: nothing is asked, and the block says they need one (they are not in the offline products). */
  offline?: boolean;
};

/** "Better choices" below the report: products of the same category that suit this shopper better, and why. */
export function BetterChoices({ id, facts, preferences, enabled, offline = false }: BetterChoicesProps) {
  const query = useAlternatives(id !== undefined ? { id } : { facts }, preferences, enabled && !offline);
  const answer = query.data;
  const t = useT();
  let body;
  if (offline && !answer) {
    body = <p className="cc-muted">{t('choices.needNetwork')}</p>;
  } else if (query.isError) {
    body = <p className="cc-muted">{t('choices.loadFailed')}</p>;
  } else if (!answer) {
    body = <div className="cc-choices-placeholder" aria-hidden="true" />;
  } else if (answer.alternatives.length === 0) {
    body = (
      <p className="cc-muted" data-server-text>
        {answer.message}
      </p>
    );
  } else {
    body = (
      <ul>
        {answer.alternatives.map((alternative) => (
          <li key={alternative.id}>
            <ProductSummary
              id={alternative.id}
              name={alternative.name}
              brand={alternative.brand}
              quantity={alternative.quantity}
              imageUrl={alternative.image_url}
              scores={alternative.scores}
            >
              <p className="cc-small" data-server-text>
                {alternative.reasons.join(' · ')}
              </p>
            </ProductSummary>
            {id !== undefined && (
              <Link
                to={`/compare?ids=${encodeURIComponent(id)},${encodeURIComponent(alternative.id)}`}
                aria-label={t('choices.compareWith', { name: alternative.name })}
                className="cc-button cc-button-xs cc-outline-brand"
              >
                {t('choices.compare')}
              </Link>
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="better-choices-heading" className="cc-choices">
      <h2 id="better-choices-heading">{t('choices.title')}</h2>
      {body}
      {answer && answer.alternatives.length > 0 && (
        <p className="cc-muted cc-choices-note">
          {preferences
            ? t('choices.notePersonal', { category: answer.category ?? '' })
            : t('choices.noteGeneral', { category: answer.category ?? '' })}
        </p>
      )}
    </section>
  );
}
