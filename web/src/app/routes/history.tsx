import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { ProductSummary } from '../../components/product-summary.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { MAX_COMPARE } from '../../config/constants.ts';
import { compareHref } from '../../features/compare/lib/compare-list.ts';
import { useHistory } from '../../features/history/hooks/use-history.ts';
import { AddToList } from '../../features/lists/components/add-to-list.tsx';
import { logger } from '../../lib/logger.ts';
import '../../components/page.css';
import './history.css';

const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday"; "just now" under a minute. */
export function when(iso: string, now = Date.now()): string {
  const seconds = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return RELATIVE.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** The reports the shopper opened (issue 17), newest first: open one again, forget one or all, compare a few. */
export function HistoryRoute() {
  const history = useHistory();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string[]>([]);
  const act = (work: Promise<void>, failure: string) =>
    work.catch((error: unknown) => {
      logger.warn(failure, error);
      notify({ status: 'error', title: failure, description: 'Please try again.' });
    });
  const toggle = (id: string, on: boolean) =>
    setSelected((ids) => (on ? [...ids, id].slice(-MAX_COMPARE) : ids.filter((x) => x !== id)));

  return (
    <div className="cc-page">
      <PageTitle page="History" />
      <div className="cc-page-row cc-history-head">
        <h1>History</h1>
        {history.entries.length > 0 && (
          <button
            type="button"
            className="cc-button cc-outline-brand"
            onClick={() => void act(history.clear(), 'Could not clear your history')}
          >
            Clear history
          </button>
        )}
      </div>
      <p className="cc-muted cc-small">
        {history.kept === 'account'
          ? 'The reports you opened, kept in your account (the last 100).'
          : 'The reports you opened on this device (the last 100). Sign in to keep them in your account.'}
      </p>
      {history.error && (
        <p className="cc-page-error" role="alert">
          Your history could not be loaded. Please try again.
        </p>
      )}
      {history.isPending ? (
        <div
          key="waiting"
          className="cc-page-waiting cc-history-waiting"
          aria-busy="true"
          aria-label="Loading your history"
        />
      ) : history.entries.length === 0 ? (
        <div className="cc-history-empty">
          <p>No reports yet. The products you open appear here.</p>
          <Link to="/search" className="cc-button cc-button-md cc-solid">
            Search Products
          </Link>
        </div>
      ) : (
        <>
          <div className="cc-page-row">
            <button
              type="button"
              className="cc-button cc-solid"
              disabled={selected.length < 2}
              onClick={() => void navigate(compareHref(selected))}
            >
              Compare selected{selected.length > 0 ? ` (${selected.length})` : ''}
            </button>
            <p className="cc-muted cc-small">Select 2 to {MAX_COMPARE} products to compare.</p>
          </div>
          <ul className="cc-history">
            {history.entries.map((entry) => (
              <li key={entry.product_id}>
                {/* The whole strip beside the picture is the checkbox's target: a finger's width, not 20 px. */}
                <label className="cc-history-check">
                  <input
                    type="checkbox"
                    checked={selected.includes(entry.product_id)}
                    onChange={(event) => toggle(entry.product_id, event.target.checked)}
                    aria-label={`Select ${entry.name} to compare`}
                  />
                </label>
                <ProductSummary
                  id={entry.product_id}
                  name={entry.name}
                  brand={entry.brand}
                  quantity={entry.quantity}
                  imageUrl={entry.image_url}
                  scores={entry.scores}
                  actions={<AddToList productId={entry.product_id} compact />}
                  meta={
                    <time dateTime={entry.viewed_at} title={new Date(entry.viewed_at).toLocaleString()}>
                      {when(entry.viewed_at)}
                    </time>
                  }
                />
                <button
                  type="button"
                  className="cc-button cc-ghost"
                  aria-label={`Remove ${entry.name} from history`}
                  onClick={() => {
                    toggle(entry.product_id, false);
                    void act(history.remove(entry.product_id), 'Could not remove it from your history');
                  }}
                >
                  <Trash2 aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
