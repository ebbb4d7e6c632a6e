import { LIST_LIMITS } from '@clearcart/contracts/list-limits';
import { Link2, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { failureDescription } from '../../../lib/api-client.ts';
import { useTypedBeforeAdoption } from '../../../first-screen/index.ts';
import { logger } from '../../../lib/logger.ts';
import { useLists } from '../hooks/use-lists.ts';
import { readListFile } from '../lib/list-file.ts';
import '../../../components/palette.css';
import '../../../components/text-input.css';
import './lists.css';
import { useT } from '../../../i18n/react.tsx';

/** The shopper's lists: make one, import one from a file, open one. */
export function ListsOverview() {
  const lists = useLists();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const nameField = useRef<HTMLInputElement>(null);
  useTypedBeforeAdoption(nameField, name, setName);
  const [busy, setBusy] = useState(false);
  const t = useT();

  const fail = (title: string, error: unknown) => {
    logger.warn(title, error);
    notify({
      status: 'error',
      title,
      description: failureDescription(error),
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
      fail(t('lists.makeFailed'), error);
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
      notify({
        status: 'success',
        title: t('lists.imported', { name: listName }),
        description: t('lists.items', { count: items.length }),
        carry: true,
      });
      await navigate(`/lists/${encodeURIComponent(id)}`);
    } catch (error) {
      fail(t('lists.importFailed', { file: file.name }), error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cc-page cc-list-page">
      <PageTitle page={t('lists.title')} />
      <h1 className="cc-list-h1">{t('lists.title')}</h1>
      <p className="cc-muted cc-small">
        {lists.kept === 'account' ? t('lists.keptInAccount') : t('lists.keptOnDevice')}
      </p>
      <div className="cc-list-section">
        <form className="cc-picker-row" onSubmit={(event) => void create(event)}>
          <label htmlFor="new-list" className="cc-visually-hidden">
            {t('lists.newName')}
          </label>
          <input
            ref={nameField}
            id="new-list"
            className="cc-input"
            value={name}
            maxLength={LIST_LIMITS.name}
            placeholder={t('lists.newPlaceholder')}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="cc-button cc-solid" disabled={busy || !name.trim()}>
            {t('lists.create')}
          </button>
        </form>
        <label className="cc-button cc-outline cc-file-button">
          <Upload aria-hidden="true" size={16} /> {t('lists.import')}
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
        <PageSpinner label={t('lists.loading')} />
      ) : lists.error ? (
        <p role="alert">{t('lists.loadFailed')}</p>
      ) : lists.lists.length === 0 ? (
        <p className="cc-muted">{t('lists.none')}</p>
      ) : (
        <ul className="cc-lists" aria-label={t('lists.yours')}>
          {lists.lists.map((list) => (
            <li key={list.id}>
              <Link to={`/lists/${encodeURIComponent(list.id)}`} className="cc-lists-name" translate="no">
                {list.name}
              </Link>
              <span className="cc-muted cc-small">
                {t('lists.items', { count: list.items })}
                {list.checked > 0 && ` · ${t('lists.tickedOff', { count: list.checked })}`}
              </span>
              {list.shared && (
                <span className="cc-tag cc-p-blue">
                  <Link2 aria-hidden="true" size={12} /> {t('lists.shared')}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="cc-muted cc-small">{t('lists.limits', { lists: LIST_LIMITS.lists, items: LIST_LIMITS.items })}</p>
    </div>
  );
}
