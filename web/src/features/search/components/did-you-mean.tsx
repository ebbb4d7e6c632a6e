import type { Candidate } from '@clearcart/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { candidateDetail } from '../lib/candidate-detail.ts';
import './search.css';

/** Links to the closest matches when the server could not pick one product; `action`: what the route adds to each. */
export function DidYouMean({
  candidates,
  action,
}: {
  candidates: Candidate[];
  action?: (candidate: Candidate) => ReactNode;
}) {
  if (candidates.length === 0) return null;
  return (
    <div className="cc-search-box" aria-live="polite">
      <h2>Did you mean…</h2>
      <ul>
        {candidates.map((candidate) => (
          <li key={candidate.product_id}>
            <Link to={`/product/${encodeURIComponent(candidate.product_id)}`} className="cc-search-link">
              {candidate.name}
            </Link>{' '}
            <span className="cc-muted cc-small">
              {[`by ${candidate.brand}`, candidateDetail(candidate, candidates)].filter(Boolean).join(' · ')}
            </span>
            {action?.(candidate)}
          </li>
        ))}
      </ul>
    </div>
  );
}
