import type { Preferences } from '@clearcart/contracts';
import { Link } from 'react-router';
import { ProductSummary } from '../../../components/product-summary.tsx';
import { useAlternatives } from '../api/get-alternatives.ts';
import './better-choices.css';

interface BetterChoicesProps {
  id: string;
  preferences: Preferences | null;
  enabled: boolean;
}

/** "Better choices" below the report: products of the same category that suit this shopper better, and why. */
export function BetterChoices({ id, preferences, enabled }: BetterChoicesProps) {
  const query = useAlternatives(id, preferences, enabled);
  const answer = query.data;
  let body;
  if (query.isError) {
    body = <p className="cc-muted">Better choices could not be loaded. They will be back on your next visit.</p>;
  } else if (!answer) {
    body = <div className="cc-choices-placeholder" aria-hidden="true" />;
  } else if (answer.alternatives.length === 0) {
    body = <p className="cc-muted">{answer.message}</p>;
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
              <p className="cc-small">{alternative.reasons.join(' · ')}</p>
            </ProductSummary>
            <Link
              to={`/compare?ids=${encodeURIComponent(id)},${encodeURIComponent(alternative.id)}`}
              aria-label={`Compare with ${alternative.name}`}
              className="cc-button cc-button-xs cc-outline-brand"
            >
              Compare
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="better-choices-heading" className="cc-choices">
      <h2 id="better-choices-heading">Better choices</h2>
      {body}
      {answer && answer.alternatives.length > 0 && (
        <p className="cc-muted cc-choices-note">
          {preferences
            ? `Among ${answer.category}: better on what you care about most, and none conflicts with your preferences.`
            : `Among ${answer.category}: better overall, and no worse on health, environment or ethics.`}
        </p>
      )}
    </section>
  );
}
