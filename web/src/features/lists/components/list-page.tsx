import type { Candidate, ItemReport, Preferences, WorstItem } from '@clearcart/contracts';
import { LIST_LIMITS } from '@clearcart/contracts/list-limits';
import { ArrowDown, ArrowLeft, ArrowUp, Download, Link2, Minus, Pencil, Plus, Trash2 } from 'lucide-react';
import { createContext, useContext, useState, type ComponentType, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ProductSummary } from '../../../components/product-summary.tsx';
import { ProductThumb } from '../../../components/product-thumb.tsx';
import { ThreeScores } from '../../../components/three-scores.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { errorDescription, failureDescription } from '../../../lib/api-client.ts';
import { logger } from '../../../lib/logger.ts';
import { personLine, personName } from '../../../lib/person-lines.ts';
import { useListPage, type ListPageState, type ListView } from '../hooks/use-list-page.ts';
import { useLists } from '../hooks/use-lists.ts';
import { download } from '../../../lib/download.ts';
import { exportFile } from '../lib/list-file.ts';
import { ProductPicker } from './product-picker.tsx';
import '../../../components/palette.css';
import '../../../components/text-input.css';
import './lists.css';
import { t } from '../../../i18n/i18n.ts';
import { T, useT } from '../../../i18n/react.tsx';

/** Runs a change, and says so when it fails: the list stays as it was. */
async function attempt(work: () => Promise<unknown>, failure: string): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (error) {
    logger.warn(failure, error);
    notify({
      status: 'error',
      title: failure,
      description: failureDescription(error),
    });
    return false;
  }
}

/** "Léa: 3 items with an alert · 6 can't tell", "Me: no alerts". */
function basketLine(person: { name: string; items_with_alerts: number; items_unsure: number }): string {
  const parts = [
    person.items_with_alerts > 0 ? t('lists.withAlert', { count: person.items_with_alerts }) : '',
    person.items_unsure > 0 ? t('lists.cantTell', { count: person.items_unsure }) : '',
  ].filter(Boolean);
  return t('lists.personLine', {
    name: personName(person.name),
    parts: parts.length > 0 ? parts.join(' · ') : t('lists.noAlerts'),
  });
}

const itemName = (item: ItemReport) => item.product?.name ?? (item.text || item.product_id || t('lists.item'));

/** The basket at a glance: counts, average scores, whom items are not for, the worst items and better choices. */
function Basket({ list, page }: { list: ListView; page: ListPageState }) {
  const t = useT();
  const summary = list.summary;
  if (!summary) {
    return (
      <section className="cc-basket" aria-labelledby="basket-title" aria-busy="true">
        <h2 id="basket-title" className="cc-list-h2">
          {t('lists.basket')}
        </h2>
        <p className="cc-muted cc-small">{page.reporting ? t('lists.checking') : t('lists.noSummary')}</p>
      </section>
    );
  }
  const swap = (worst: WorstItem, choice: { id: string; name: string }) =>
    void attempt(
      () => page.update(worst.item_id, { product_id: choice.id, text: choice.name }),
      t('lists.swapFailed', { name: worst.name }),
    );
  return (
    <section className="cc-basket" aria-labelledby="basket-title">
      <h2 id="basket-title" className="cc-list-h2">
        {t('lists.basket')}
      </h2>
      <p className="cc-small">
        {t('lists.summary', { items: summary.items, checked: summary.checked, matched: summary.matched })}
      </p>
      <div className="cc-basket-row">
        <span className="cc-muted cc-small">{t('lists.averageScores')}</span>
        <ThreeScores scores={summary.average_scores} />
      </div>
      {summary.people.length > 0 && (
        <ul className="cc-basket-people" aria-label={t('lists.alertsPerPerson')}>
          {summary.people.map((person) => (
            <li
              key={person.profile_id ?? person.name}
              className={`cc-tag cc-p-${person.items_with_alerts > 0 ? 'red' : person.items_unsure > 0 ? 'orange' : 'green'}`}
            >
              {basketLine(person)}
            </li>
          ))}
        </ul>
      )}
      {summary.worst.length > 0 && (
        <div className="cc-worst">
          <h3 className="cc-list-h3">{t('lists.worst')}</h3>
          <ol>
            {summary.worst.map((worst) => (
              <li key={worst.item_id}>
                <p>
                  <strong translate="no">{worst.name}</strong>{' '}
                  <span className="cc-muted" data-server-text>
                    — {worst.why}
                  </span>
                </p>
                {worst.better_choices.length === 0 ? (
                  <p className="cc-muted cc-small">{t('lists.nothingBetter')}</p>
                ) : (
                  <ul className="cc-choices">
                    {worst.better_choices.map((choice) => (
                      <li key={choice.id}>
                        <ProductSummary
                          id={choice.id}
                          name={choice.name}
                          brand={choice.brand}
                          quantity={choice.quantity}
                          imageUrl={choice.image_url}
                          scores={choice.scores}
                        >
                          {choice.reasons.length > 0 && (
                            <p className="cc-small" data-server-text>
                              {choice.reasons.join(' · ')}
                            </p>
                          )}
                        </ProductSummary>
                        <button
                          type="button"
                          className="cc-button cc-button-xs cc-outline-brand"
                          onClick={() => swap(worst, choice)}
                          aria-label={t('lists.swapFor', { item: worst.name, choice: choice.name })}
                        >
                          {t('lists.swap')}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

/** A mark another feature puts beside an item's product (the route gives it: a recall's). */
export const ItemMark = createContext<ComponentType<{ productId: string }> | null>(null);

/** One item: tick it off, its product or text, scores, whom it is not for, quantity, order, remove, match. */
function Item({
  item,
  index,
  count,
  page,
  order,
}: {
  item: ItemReport;
  index: number;
  count: number;
  page: ListPageState;
  order: string[];
}) {
  const [matching, setMatching] = useState(false);
  const t = useT();
  const Mark = useContext(ItemMark);
  const name = itemName(item);
  const move = (by: number) => {
    const next = [...order];
    next.splice(index, 1);
    next.splice(index + by, 0, item.id);
    void attempt(() => page.reorder(next), t('lists.moveFailed'));
  };
  const setQuantity = (quantity: number) =>
    void attempt(() => page.update(item.id, { quantity }), t('lists.quantityFailed'));
  const match = (candidate: Candidate) => {
    setMatching(false);
    void attempt(() => page.update(item.id, { product_id: candidate.product_id }), t('lists.matchFailed'));
  };
  const detail = item.product
    ? [item.product.brand, item.product.quantity, item.text && item.text !== item.product.name ? `“${item.text}”` : '']
        .filter(Boolean)
        .join(' · ')
    : item.product_id
      ? t('lists.noLongerInCatalog')
      : t('lists.freeText');
  return (
    <li className="cc-list-item" data-checked={item.checked || undefined}>
      <label className="cc-list-check">
        <input
          type="checkbox"
          checked={item.checked}
          onChange={(event) =>
            void attempt(() => page.update(item.id, { checked: event.target.checked }), t('lists.tickFailed'))
          }
          aria-label={t('lists.tickOff', { name })}
        />
      </label>
      <ProductThumb src={item.product?.image_url} />
      <div className="cc-list-item-main">
        {item.product && item.product_id ? (
          <Link to={`/product/${encodeURIComponent(item.product_id)}`} className="cc-list-item-name" translate="no">
            {item.product.name}
          </Link>
        ) : (
          <span className="cc-list-item-name" translate="no">
            {name}
          </span>
        )}
        {Mark && item.product && item.product_id && <Mark productId={item.product_id} />}
        <p className="cc-muted cc-small" translate={item.product ? 'no' : undefined}>
          {detail}
        </p>
        {item.product && <ThreeScores scores={item.scores} />}
        {item.alerts.length > 0 && (
          <ul className="cc-list-alerts" aria-label={t('lists.alertsFor', { name })}>
            {item.alerts.map((person) => {
              const line = personLine(person.name, person.alerts, true);
              return (
                <li key={person.name} className={`cc-tag cc-p-${line.kind === 'not-for' ? 'red' : 'orange'}`}>
                  {line.text}
                </li>
              );
            })}
          </ul>
        )}
        {!item.product_id &&
          (matching ? (
            <ProductPicker
              label={t('lists.matchTo', { name })}
              placeholder={t('lists.whichProduct', { name })}
              submitLabel={t('lists.match')}
              onProduct={match}
              autoFocus
            />
          ) : (
            <button type="button" className="cc-link-button" onClick={() => setMatching(true)}>
              {t('lists.matchToProduct')}
            </button>
          ))}
      </div>
      <div className="cc-list-item-tools">
        <div className="cc-qty" role="group" aria-label={t('lists.quantityOf', { name })}>
          <button
            type="button"
            aria-label={t('lists.oneLess', { name })}
            disabled={item.quantity <= 1}
            onClick={() => setQuantity(item.quantity - 1)}
          >
            <Minus aria-hidden="true" size={14} />
          </button>
          <span aria-live="polite">{item.quantity}</span>
          <button
            type="button"
            aria-label={t('lists.oneMore', { name })}
            disabled={item.quantity >= LIST_LIMITS.quantity}
            onClick={() => setQuantity(item.quantity + 1)}
          >
            <Plus aria-hidden="true" size={14} />
          </button>
        </div>
        <button
          type="button"
          className="cc-icon-button"
          aria-label={t('lists.moveUp', { name })}
          disabled={index === 0}
          onClick={() => move(-1)}
        >
          <ArrowUp aria-hidden="true" size={16} />
        </button>
        <button
          type="button"
          className="cc-icon-button"
          aria-label={t('lists.moveDown', { name })}
          disabled={index === count - 1}
          onClick={() => move(1)}
        >
          <ArrowDown aria-hidden="true" size={16} />
        </button>
        <button
          type="button"
          className="cc-icon-button"
          aria-label={t('lists.removeItem', { name })}
          onClick={() => void attempt(() => page.removeItem(item.id), t('lists.removeFailed'))}
        >
          <Trash2 aria-hidden="true" size={16} />
        </button>
      </div>
    </li>
  );
}

/** Share, revoke, and the link to copy. */
function SharePanel({ list, page }: { list: ListView; page: ListPageState }) {
  const t = useT();
  const url = list.share ? new URL(list.share.path, window.location.origin).href : null;
  if (!url) return null;
  return (
    <div className="cc-share" role="region" aria-label={t('lists.shareLink')}>
      <p className="cc-small">{t('lists.shareExplain')}</p>
      <div className="cc-picker-row">
        <input
          className="cc-input"
          readOnly
          value={url}
          aria-label={t('lists.shareLink')}
          onFocus={(e) => e.target.select()}
        />
        <button
          type="button"
          className="cc-button cc-outline"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(url)
              .then(() => notify({ status: 'success', title: t('lists.linkCopied') }))
              .catch(() => notify({ status: 'info', title: t('lists.selectToCopy') }))
          }
        >
          {t('lists.copy')}
        </button>
        <button
          type="button"
          className="cc-button cc-ghost"
          onClick={() => void attempt(() => page.unshare(), t('lists.unshareFailed'))}
        >
          {t('lists.stopSharing')}
        </button>
      </div>
    </div>
  );
}

interface ListPageProps {
  id: string;
  /** The household on this device (a list there is reported on for them); undefined while it loads. */
  people: readonly { name: string; preferences: Preferences }[] | undefined;
}

/** A shopping list's page: its items with their scores and each person's alerts, the basket, share and export. */
export function ListPage({ id, people }: ListPageProps) {
  const page = useListPage(id, people);
  const lists = useLists({ enabled: false });
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState<string | null>(null);
  const t = useT();

  if (page.isPending) return <PageSpinner label={t('lists.loadingList')} />;
  if (page.missing || (!page.list && !page.error)) {
    return (
      <div className="cc-page cc-list-page">
        <PageTitle page={t('lists.notFound')} />
        <h1 className="cc-list-h1">{t('lists.notFound')}</h1>
        <p>
          <T k="lists.notFound.text" components={{ 0: <Link to="/lists" /> }} />
        </p>
      </div>
    );
  }
  if (!page.list) {
    return (
      <div className="cc-page cc-list-page">
        <h1 className="cc-list-h1">{t('lists.couldNotLoad')}</h1>
        <p role="alert">{errorDescription(page.error, t('common.tryAgain'))}</p>
      </div>
    );
  }
  const list = page.list;
  const order = list.items.map((i) => i.id);

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (renaming !== null && (await attempt(() => lists.rename(list.id, renaming), t('lists.renameFailed')))) {
      setRenaming(null);
    }
  };
  const exportAs = (format: 'json' | 'csv') =>
    download(
      exportFile(
        {
          name: list.name,
          items: list.items.map((item) => ({
            product_id: item.product_id,
            ...(item.product ? { name: item.product.name, brand: item.product.brand } : {}),
            text: item.text,
            quantity: item.quantity,
            checked: item.checked,
          })),
        },
        format,
      ),
    );

  return (
    <div className="cc-page cc-list-page">
      <PageTitle page={list.name} />
      <Link to="/lists" className="cc-back">
        <ArrowLeft aria-hidden="true" size={16} /> {t('lists.allLists')}
      </Link>
      <header className="cc-list-head">
        {renaming === null ? (
          <h1 className="cc-list-h1" translate="no">
            {list.name}
          </h1>
        ) : (
          <form className="cc-picker-row" onSubmit={(event) => void rename(event)}>
            <label htmlFor="list-name" className="cc-visually-hidden">
              {t('lists.nameLabel')}
            </label>
            <input
              id="list-name"
              className="cc-input"
              value={renaming}
              maxLength={LIST_LIMITS.name}
              onChange={(event) => setRenaming(event.target.value)}
              autoFocus
            />
            <button type="submit" className="cc-button cc-solid" disabled={!renaming.trim()}>
              {t('household.saveName')}
            </button>
            <button type="button" className="cc-button cc-ghost" onClick={() => setRenaming(null)}>
              {t('common.cancel')}
            </button>
          </form>
        )}
        <div className="cc-list-tools">
          <button type="button" className="cc-button cc-outline" onClick={() => setRenaming(list.name)}>
            <Pencil aria-hidden="true" size={16} /> {t('lists.rename')}
          </button>
          {page.kept === 'account' && !list.share && (
            <button
              type="button"
              className="cc-button cc-outline"
              onClick={() => void attempt(() => page.share(), t('lists.shareFailed'))}
            >
              <Link2 aria-hidden="true" size={16} /> {t('lists.share')}
            </button>
          )}
          <button type="button" className="cc-button cc-outline" onClick={() => exportAs('json')}>
            <Download aria-hidden="true" size={16} /> {t('lists.exportJson')}
          </button>
          <button type="button" className="cc-button cc-outline" onClick={() => exportAs('csv')}>
            <Download aria-hidden="true" size={16} /> {t('lists.exportCsv')}
          </button>
          <button
            type="button"
            className="cc-button cc-ghost"
            onClick={() => {
              if (!window.confirm(t('lists.confirmDelete', { name: list.name, count: list.items.length }))) return;
              void attempt(() => lists.remove(list.id), t('lists.deleteFailed')).then(
                (done) => done && navigate('/lists'),
              );
            }}
          >
            <Trash2 aria-hidden="true" size={16} /> {t('lists.delete')}
          </button>
        </div>
      </header>
      {page.kept === 'device' && (
        <p className="cc-muted cc-small">
          <T k="lists.keptSignIn" components={{ 0: <Link to="/signin" /> }} />
        </p>
      )}
      <SharePanel list={list} page={page} />
      <Basket list={list} page={page} />
      <section className="cc-list-section" aria-labelledby="items-title">
        <h2 id="items-title" className="cc-list-h2">
          {t('lists.itemsTitle')}
        </h2>
        <ProductPicker
          label={t('lists.addItem')}
          placeholder={t('lists.addPlaceholder')}
          submitLabel={t('lists.add')}
          onProduct={(candidate) =>
            void attempt(
              () => page.add({ product_id: candidate.product_id }),
              t('lists.addFailed', { name: candidate.name }),
            )
          }
          onText={(text) => void attempt(() => page.add({ text }), t('lists.addFailed', { name: text }))}
        />
        {list.items.length === 0 ? (
          <p className="cc-muted">{t('lists.empty')}</p>
        ) : (
          <ol className="cc-list-items" aria-label={t('lists.itemsOf', { name: list.name })}>
            {list.items.map((item, index) => (
              <Item key={item.id} item={item} index={index} count={list.items.length} page={page} order={order} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
