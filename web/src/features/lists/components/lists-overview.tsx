import { LIST_LIMITS } from '@clearcart/contracts/list-limits';
import { Link2, Upload } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { errorDescription } from '../../../lib/api-client.ts';
import { logger } from '../../../lib/logger.ts';
import { useLists } from '../hooks/use-lists.ts';
import { readListFile } from '../lib/list-file.ts';
import '../../../components/palette.css';
import '../../../components/text-input.css';
import './lists.css';

/** The shopper's lists: make one, import one from a file, open one. */
export function ListsOverview() {
  const lists = useLists();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  const fail = (title: string, error: unknown) => {
    logger.warn(title, error);
    notify({
      status: 'error',
      title,
      description: errorDescription(error, error instanceof Error ? error.message : 'Please try again.'),
    });
  };
  const create = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const id = await lists.create(name);
      setName('');
      await navigate(`/lists/${encodeURIComponent(id)}`);
    } catch (error) {
      fail('Could not make the list', error);
    } finally {
      setBusy(false);
    }
  };
  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const { name: listName, items } = await readListFile(file);
      const id = await lists.create(listName, items);
      notify({ status: 'success', title: `Imported “${listName}”`, description: `${items.length} items` });
      await navigate(`/lists/${encodeURIComponent(id)}`);
    } catch (error) {
      fail(`Could not import ${file.name}`, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cc-page cc-list-page">
      <PageTitle page="Shopping lists" />
      <h1 className="cc-list-h1">Shopping lists</h1>
      <p className="cc-muted cc-small">
        {lists.kept === 'account'
          ? 'Your lists, kept in your account and on every device you sign in on.'
          : 'Your lists, kept on this device. Sign in to keep them in your account and share them.'}
      </p>
      <div className="cc-list-section">
        <form className="cc-picker-row" onSubmit={(event) => void create(event)}>
          <label htmlFor="new-list" className="cc-visually-hidden">
            Name of a new list
          </label>
          <input
            id="new-list"
            className="cc-input"
            value={name}
            maxLength={LIST_LIMITS.name}
            placeholder="New list, e.g. Weekly shop"
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="cc-button cc-solid" disabled={busy || !name.trim()}>
            Create list
          </button>
        </form>
        <label className="cc-button cc-outline cc-file-button">
          <Upload aria-hidden="true" size={16} /> Import a list (JSON or CSV)
          <input
            type="file"
            accept=".json,.csv,application/json,text/csv"
            className="cc-visually-hidden"
            onChange={(event) => void importFile(event)}
            disabled={busy}
          />
        </label>
      </div>
      {lists.isPending ? (
        <PageSpinner label="Loading your lists" />
      ) : lists.error ? (
        <p role="alert">Your lists could not be loaded. Please try again.</p>
      ) : lists.lists.length === 0 ? (
        <p className="cc-muted">No lists yet. Make one above, or add a product to a list from its report.</p>
      ) : (
        <ul className="cc-lists" aria-label="Your lists">
          {lists.lists.map((list) => (
            <li key={list.id}>
              <Link to={`/lists/${encodeURIComponent(list.id)}`} className="cc-lists-name">
                {list.name}
              </Link>
              <span className="cc-muted cc-small">
                {list.items} {list.items === 1 ? 'item' : 'items'}
                {list.checked > 0 && ` · ${list.checked} ticked off`}
              </span>
              {list.shared && (
                <span className="cc-tag cc-p-blue">
                  <Link2 aria-hidden="true" size={12} /> Shared
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="cc-muted cc-small">
        At most {LIST_LIMITS.lists} lists of {LIST_LIMITS.items} items. The file format: JSON or CSV with the columns
        product_id, name, brand, text, quantity, checked.
      </p>
    </div>
  );
}
