import type { Candidate, ItemReport, Preferences, WorstItem } from '@clearcart/contracts';
import { LIST_LIMITS } from '@clearcart/contracts/list-limits';
import { ArrowDown, ArrowLeft, ArrowUp, Download, Link2, Minus, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ProductSummary } from '../../../components/product-summary.tsx';
import { ProductThumb } from '../../../components/product-thumb.tsx';
import { ThreeScores } from '../../../components/three-scores.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { errorDescription } from '../../../lib/api-client.ts';
import { logger } from '../../../lib/logger.ts';
import { personLine } from '../../../lib/person-lines.ts';
import { useListPage, type ListPageState, type ListView } from '../hooks/use-list-page.ts';
import { useLists } from '../hooks/use-lists.ts';
import { download, exportFile } from '../lib/list-file.ts';
import { ProductPicker } from './product-picker.tsx';
import '../../../components/palette.css';
import '../../../components/text-input.css';
import './lists.css';

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
      description: errorDescription(error, error instanceof Error ? error.message : 'Please try again.'),
    });
    return false;
  }
}

/** "Léa: 3 items with an alert · 6 can't tell", "Me: no alerts". */
function basketLine(person: { name: string; items_with_alerts: number; items_unsure: number }): string {
  const counted = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;
  const parts = [
    person.items_with_alerts > 0 ? `${counted(person.items_with_alerts)} with an alert` : '',
    person.items_unsure > 0 ? `${counted(person.items_unsure)} can’t tell` : '',
  ].filter(Boolean);
  return `${person.name}: ${parts.length > 0 ? parts.join(' · ') : 'no alerts'}`;
}

const itemName = (item: ItemReport) => item.product?.name ?? (item.text || item.product_id || 'Item');

/** The basket at a glance: counts, average scores, whom items are not for, the worst items and better choices. */
function Basket({ list, page }: { list: ListView; page: ListPageState }) {
  const summary = list.summary;
  if (!summary) {
    return (
      <section className="cc-basket" aria-labelledby="basket-title" aria-busy="true">
        <h2 id="basket-title" className="cc-list-h2">
          Basket
        </h2>
        <p className="cc-muted cc-small">{page.reporting ? 'Checking scores and alerts…' : 'No summary yet.'}</p>
      </section>
    );
  }
  const swap = (worst: WorstItem, choice: { id: string; name: string }) =>
    void attempt(
      () => page.update(worst.item_id, { product_id: choice.id, text: choice.name }),
      `Could not swap ${worst.name}`,
    );
  return (
    <section className="cc-basket" aria-labelledby="basket-title">
      <h2 id="basket-title" className="cc-list-h2">
        Basket
      </h2>
      <p className="cc-small">
        {summary.items} {summary.items === 1 ? 'item' : 'items'} · {summary.checked} ticked off · {summary.matched} from
        the catalog
      </p>
      <div className="cc-basket-row">
        <span className="cc-muted cc-small">Average scores</span>
        <ThreeScores scores={summary.average_scores} />
      </div>
      {summary.people.length > 0 && (
        <ul className="cc-basket-people" aria-label="Alerts per person">
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
          <h3 className="cc-list-h3">Worst items and better choices</h3>
          <ol>
            {summary.worst.map((worst) => (
              <li key={worst.item_id}>
                <p>
                  <strong>{worst.name}</strong> <span className="cc-muted">— {worst.why}</span>
                </p>
                {worst.better_choices.length === 0 ? (
                  <p className="cc-muted cc-small">Nothing better for everyone in our catalog.</p>
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
                          {choice.reasons.length > 0 && <p className="cc-small">{choice.reasons.join(' · ')}</p>}
                        </ProductSummary>
                        <button
                          type="button"
                          className="cc-button cc-button-xs cc-outline-brand"
                          onClick={() => swap(worst, choice)}
                          aria-label={`Swap ${worst.name} for ${choice.name}`}
                        >
                          Swap
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
  const name = itemName(item);
  const move = (by: number) => {
    const next = [...order];
    next.splice(index, 1);
    next.splice(index + by, 0, item.id);
    void attempt(() => page.reorder(next), 'Could not move the item');
  };
  const setQuantity = (quantity: number) =>
    void attempt(() => page.update(item.id, { quantity }), 'Could not change the quantity');
  const match = (candidate: Candidate) => {
    setMatching(false);
    void attempt(() => page.update(item.id, { product_id: candidate.product_id }), 'Could not match the item');
  };
  const detail = item.product
    ? [item.product.brand, item.product.quantity, item.text && item.text !== item.product.name ? `“${item.text}”` : '']
        .filter(Boolean)
        .join(' · ')
    : item.product_id
      ? 'No longer in our catalog'
      : 'Free text — match it to a product to see its scores';
  return (
    <li className="cc-list-item" data-checked={item.checked || undefined}>
      <label className="cc-list-check">
        <input
          type="checkbox"
          checked={item.checked}
          onChange={(event) =>
            void attempt(() => page.update(item.id, { checked: event.target.checked }), 'Could not tick the item')
          }
          aria-label={`Tick off ${name}`}
        />
      </label>
      <ProductThumb src={item.product?.image_url} />
      <div className="cc-list-item-main">
        {item.product && item.product_id ? (
          <Link to={`/product/${encodeURIComponent(item.product_id)}`} className="cc-list-item-name">
            {item.product.name}
          </Link>
        ) : (
          <span className="cc-list-item-name">{name}</span>
        )}
        <p className="cc-muted cc-small">{detail}</p>
        {item.product && <ThreeScores scores={item.scores} />}
        {item.alerts.length > 0 && (
          <ul className="cc-list-alerts" aria-label={`Alerts for ${name}`}>
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
              label={`Match ${name} to a product`}
              placeholder={`Which product is “${name}”?`}
              submitLabel="Match"
              onProduct={match}
              autoFocus
            />
          ) : (
            <button type="button" className="cc-link-button" onClick={() => setMatching(true)}>
              Match to a product
            </button>
          ))}
      </div>
      <div className="cc-list-item-tools">
        <div className="cc-qty" role="group" aria-label={`Quantity of ${name}`}>
          <button
            type="button"
            aria-label={`One ${name} less`}
            disabled={item.quantity <= 1}
            onClick={() => setQuantity(item.quantity - 1)}
          >
            <Minus aria-hidden="true" size={14} />
          </button>
          <span aria-live="polite">{item.quantity}</span>
          <button
            type="button"
            aria-label={`One ${name} more`}
            disabled={item.quantity >= LIST_LIMITS.quantity}
            onClick={() => setQuantity(item.quantity + 1)}
          >
            <Plus aria-hidden="true" size={14} />
          </button>
        </div>
        <button
          type="button"
          className="cc-icon-button"
          aria-label={`Move ${name} up`}
          disabled={index === 0}
          onClick={() => move(-1)}
        >
          <ArrowUp aria-hidden="true" size={16} />
        </button>
        <button
          type="button"
          className="cc-icon-button"
          aria-label={`Move ${name} down`}
          disabled={index === count - 1}
          onClick={() => move(1)}
        >
          <ArrowDown aria-hidden="true" size={16} />
        </button>
        <button
          type="button"
          className="cc-icon-button"
          aria-label={`Remove ${name}`}
          onClick={() => void attempt(() => page.removeItem(item.id), 'Could not remove the item')}
        >
          <Trash2 aria-hidden="true" size={16} />
        </button>
      </div>
    </li>
  );
}

/** Share, revoke, and the link to copy. */
function SharePanel({ list, page }: { list: ListView; page: ListPageState }) {
  const url = list.share ? new URL(list.share.path, window.location.origin).href : null;
  if (!url) return null;
  return (
    <div className="cc-share" role="region" aria-label="Share link">
      <p className="cc-small">Anyone with this link can see this list, read-only, and nothing else of your account:</p>
      <div className="cc-picker-row">
        <input className="cc-input" readOnly value={url} aria-label="Share link" onFocus={(e) => e.target.select()} />
        <button
          type="button"
          className="cc-button cc-outline"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(url)
              .then(() => notify({ status: 'success', title: 'Link copied' }))
              .catch(() => notify({ status: 'info', title: 'Select the link to copy it' }))
          }
        >
          Copy
        </button>
        <button
          type="button"
          className="cc-button cc-ghost"
          onClick={() => void attempt(() => page.unshare(), 'Could not stop sharing')}
        >
          Stop sharing
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

  if (page.isPending) return <PageSpinner label="Loading the list" />;
  if (page.missing || (!page.list && !page.error)) {
    return (
      <div className="cc-page cc-list-page">
        <PageTitle page="List not found" />
        <h1 className="cc-list-h1">List not found</h1>
        <p>
          This list is not here: it may have been deleted, or moved into your account when you signed in.{' '}
          <Link to="/lists">See your lists</Link>.
        </p>
      </div>
    );
  }
  if (!page.list) {
    return (
      <div className="cc-page cc-list-page">
        <h1 className="cc-list-h1">Couldn’t load the list</h1>
        <p role="alert">{errorDescription(page.error, 'Please try again.')}</p>
      </div>
    );
  }
  const list = page.list;
  const order = list.items.map((i) => i.id);

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (renaming !== null && (await attempt(() => lists.rename(list.id, renaming), 'Could not rename the list'))) {
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
        <ArrowLeft aria-hidden="true" size={16} /> All lists
      </Link>
      <header className="cc-list-head">
        {renaming === null ? (
          <h1 className="cc-list-h1">{list.name}</h1>
        ) : (
          <form className="cc-picker-row" onSubmit={(event) => void rename(event)}>
            <label htmlFor="list-name" className="cc-visually-hidden">
              The list’s name
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
              Save name
            </button>
            <button type="button" className="cc-button cc-ghost" onClick={() => setRenaming(null)}>
              Cancel
            </button>
          </form>
        )}
        <div className="cc-list-tools">
          <button type="button" className="cc-button cc-outline" onClick={() => setRenaming(list.name)}>
            <Pencil aria-hidden="true" size={16} /> Rename
          </button>
          {page.kept === 'account' && !list.share && (
            <button
              type="button"
              className="cc-button cc-outline"
              onClick={() => void attempt(() => page.share(), 'Could not share the list')}
            >
              <Link2 aria-hidden="true" size={16} /> Share
            </button>
          )}
          <button type="button" className="cc-button cc-outline" onClick={() => exportAs('json')}>
            <Download aria-hidden="true" size={16} /> Export JSON
          </button>
          <button type="button" className="cc-button cc-outline" onClick={() => exportAs('csv')}>
            <Download aria-hidden="true" size={16} /> Export CSV
          </button>
          <button
            type="button"
            className="cc-button cc-ghost"
            onClick={() => {
              if (!window.confirm(`Delete “${list.name}” and its ${list.items.length} items?`)) return;
              void attempt(() => lists.remove(list.id), 'Could not delete the list').then(
                (done) => done && navigate('/lists'),
              );
            }}
          >
            <Trash2 aria-hidden="true" size={16} /> Delete
          </button>
        </div>
      </header>
      {page.kept === 'device' && (
        <p className="cc-muted cc-small">
          Kept on this device. <Link to="/signin">Sign in</Link> to keep it in your account and share it.
        </p>
      )}
      <SharePanel list={list} page={page} />
      <Basket list={list} page={page} />
      <section className="cc-list-section" aria-labelledby="items-title">
        <h2 id="items-title" className="cc-list-h2">
          Items
        </h2>
        <ProductPicker
          label="Add an item"
          placeholder="Add a product, or “bread”"
          submitLabel="Add"
          onProduct={(candidate) =>
            void attempt(() => page.add({ product_id: candidate.product_id }), `Could not add ${candidate.name}`)
          }
          onText={(text) => void attempt(() => page.add({ text }), `Could not add ${text}`)}
        />
        {list.items.length === 0 ? (
          <p className="cc-muted">Nothing on this list yet. Add products from their reports, or type anything above.</p>
        ) : (
          <ol className="cc-list-items" aria-label={`Items of ${list.name}`}>
            {list.items.map((item, index) => (
              <Item key={item.id} item={item} index={index} count={list.items.length} page={page} order={order} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
