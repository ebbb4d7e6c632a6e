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
import { DeviceReadProducts } from '../../features/read-label/components/device-read-products.tsx';
import { logger } from '../../lib/logger.ts';
import '../../components/page.css';
import './history.css';
import { t } from '../../i18n/i18n.ts';
import { formatDate, formatRelative } from '../../i18n/format.ts';
import { useT } from '../../i18n/react.tsx';

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
    if (Math.abs(seconds) >= size) return formatRelative(Math.round(seconds / size), unit);
  }
  return t('history.justNow');
}

/** The reports the shopper opened, newest first: open one again, forget one or all, compare a few. */
export function HistoryRoute() {
  const history = useHistory();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string[]>([]);
  const t = useT();
  const act = (work: Promise<void>, failure: string) =>
    work.catch((error: unknown) => {
      logger.warn(failure, error);
      notify({ status: 'error', title: failure, description: t('common.tryAgain') });
    });
  const toggle = (id: string, on: boolean) =>
    setSelected((ids) => (on ? [...ids, id].slice(-MAX_COMPARE) : ids.filter((x) => x !== id)));

  return (
    <div className="cc-page">
      <PageTitle page={t('frame.history')} />
      <div className="cc-page-row cc-history-head">
        <h1>{t('frame.history')}</h1>
        {history.entries.length > 0 && (
          <button
            type="button"
            className="cc-button cc-outline-brand"
            onClick={() => void act(history.clear(), t('history.clearFailed'))}
          >
            {t('history.clear')}
          </button>
        )}
      </div>
      <p className="cc-muted cc-small">
        {history.kept === 'account' ? t('history.keptInAccount') : t('history.keptOnDevice')}
      </p>
      {history.error && (
        <p className="cc-page-error" role="alert">
          {t('history.loadFailed')}
        </p>
      )}
      {history.isPending ? (
        <div
          key="waiting"
          className="cc-page-waiting cc-history-waiting"
          aria-busy="true"
          aria-label={t('history.loading')}
        />
      ) : history.entries.length === 0 ? (
        <div className="cc-history-empty">
          <p>{t('history.empty')}</p>
          <Link to="/search" className="cc-button cc-button-md cc-solid">
            {t('home.searchProducts')}
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
              {t('history.compareSelected')}
              {selected.length > 0 ? ` (${selected.length})` : ''}
            </button>
            <p className="cc-muted cc-small">{t('history.selectHint', { max: MAX_COMPARE })}</p>
          </div>
          <ul className="cc-history">
            {history.entries.map((entry) => (
              <li key={entry.product_id}>
                {/* The whole strip beside the picture is the checkbox's target: a finger's width, not 20 px.
                    A product read from its package is the shopper's own, not the catalog's: nothing to compare it
                    with side by side or to add to a list. */}
                {entry.my_product_id ? (
                  <span className="cc-history-check" />
                ) : (
                  <label className="cc-history-check">
                    <input
                      type="checkbox"
                      checked={selected.includes(entry.product_id)}
                      onChange={(event) => toggle(entry.product_id, event.target.checked)}
                      aria-label={t('history.selectToCompare', { name: entry.name })}
                    />
                  </label>
                )}
                <ProductSummary
                  id={entry.product_id}
                  href={entry.my_product_id ? `/read/${encodeURIComponent(entry.my_product_id)}` : undefined}
                  name={entry.name}
                  brand={entry.brand}
                  quantity={entry.quantity}
                  imageUrl={entry.image_url}
                  scores={entry.scores}
                  actions={entry.my_product_id ? undefined : <AddToList productId={entry.product_id} compact />}
                  meta={
                    <time
                      dateTime={entry.viewed_at}
                      title={formatDate(entry.viewed_at, { dateStyle: 'medium', timeStyle: 'short' })}
                    >
                      {when(entry.viewed_at)}
                    </time>
                  }
                />
                <button
                  type="button"
                  className="cc-button cc-ghost"
                  aria-label={t('history.remove', { name: entry.name })}
                  onClick={() => {
                    toggle(entry.product_id, false);
                    void act(history.remove(entry.product_id), t('history.removeFailed'));
                  }}
                >
                  <Trash2 aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {/* Signed out, the products read from their packages are kept on the device, apart from the history. */}
      {history.kept === 'device' && <DeviceReadProducts />}
    </div>
  );
}
