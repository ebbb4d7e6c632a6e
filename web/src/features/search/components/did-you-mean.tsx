import type { Candidate } from '@clearcart/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { candidateDetail } from '../../../lib/candidate-detail.ts';
import './search.css';
import { useT } from '../../../i18n/react.tsx';
import { onRecord } from '../../../lib/brand.ts';

/** Links to the closest matches when the server could not pick one product; `action`: what the route adds to each. */
export function DidYouMean({
  candidates,
  action,
}: {
  candidates: Candidate[];
  action?: (candidate: Candidate) => ReactNode;
}) {
  const t = useT();
  if (candidates.length === 0) return null;
  const detail = (candidate: Candidate) => candidateDetail(candidate, candidates);
  return (
    <div className="cc-search-box" aria-live="polite">
      <h2>{t('search.didYouMean')}</h2>
      <ul>
        {candidates.map((candidate) => (
          <li key={candidate.product_id}>
            <Link to={`/product/${encodeURIComponent(candidate.product_id)}`} className="cc-search-link" translate="no">
              {candidate.name}
            </Link>{' '}
            <span className="cc-muted cc-small">
              {onRecord(candidate.brand) && t('search.byBrand', { brand: candidate.brand })}
              {/* The pack size (and a barcode telling twins apart) as the record gives it. */}
              {detail(candidate) && (
                <span translate="no">
                  {onRecord(candidate.brand) && ' · '}
                  {detail(candidate)}
                </span>
              )}
            </span>
            {action?.(candidate)}
          </li>
        ))}
      </ul>
    </div>
  );
}
