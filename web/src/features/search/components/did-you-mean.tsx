import type { Candidate } from '@clearcart/contracts';
import { Link } from 'react-router';
import { candidateDetail } from '../lib/candidate-detail.ts';
import './search.css';

/** Links to the closest matches when the server could not pick one product. */
export function DidYouMean({ candidates }: { candidates: Candidate[] }) {
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
          </li>
        ))}
      </ul>
    </div>
  );
}
