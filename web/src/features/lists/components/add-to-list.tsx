import { LIST_LIMITS } from '@clearcart/contracts/list-limits';
import { Check, ListPlus } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../components/ui/toaster.tsx';
import { failureDescription } from '../../../lib/api-client.ts';
import { logger } from '../../../lib/logger.ts';
import { useLists } from '../hooks/use-lists.ts';
import '../../../components/text-input.css';
import './add-to-list.css';
import { T, useT } from '../../../i18n/react.tsx';

/**
 * "Add to list" for a product (its report, better choices): pick one of the shopper's lists, or name a new one. The
 * lists are asked for only when the shopper opens the picker.
 */
export function AddToList({ productId, compact = false }: { productId: string; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const t = useT();
  const lists = useLists({ enabled: open });
  const panel = useId();
  const root = useRef<HTMLDivElement>(null);
  const picker = useRef<HTMLDivElement>(null);

  // A picker opened near the bottom of the screen would open below it: bring it into view, all of it, again once the
  // shopper's lists have come and made it taller. Before it is painted, so nothing in it moves once shown.
  const settled = !lists.isPending;
  useLayoutEffect(() => {
    if (open) picker.current?.scrollIntoView({ block: 'nearest' });
  }, [open, settled]);

  // Escape or a click elsewhere closes the picker.
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent | PointerEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  const addTo = async (list: { id: string; name: string }) => {
    setBusy(true);
    try {
      await lists.addProduct(list.id, productId);
      setAdded(list);
      setOpen(false);
    } catch (error) {
      logger.warn('Could not add the product to a list', error);
      notify({
        status: 'error',
        title: t('lists.addFailedTo', { name: list.name }),
        description: failureDescription(error),
      });
    } finally {
      setBusy(false);
    }
  };

  const createAndAdd = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const id = await lists.create(name);
      setName('');
      setBusy(false);
      await addTo({ id, name: name.trim() });
    } catch (error) {
      setBusy(false);
      notify({
        status: 'error',
        title: t('lists.makeFailed'),
        description: failureDescription(error),
      });
    }
  };

  return (
    <div className={compact ? 'cc-add-to-list cc-add-to-list-compact' : 'cc-add-to-list'} ref={root}>
      <button
        type="button"
        className="cc-button cc-button-xs cc-outline-brand"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((o) => !o)}
      >
        <ListPlus aria-hidden="true" /> {t('lists.addToList')}
      </button>
      {added && !open && (
        <span role="status" className="cc-add-to-list-done">
          <Check aria-hidden="true" size={14} />{' '}
          <T
            k="lists.addedTo"
            values={{ name: added.name }}
            components={{ 0: <Link to={`/lists/${encodeURIComponent(added.id)}`} translate="no" /> }}
          />
        </span>
      )}
      {open && (
        <div id={panel} ref={picker} className="cc-add-to-list-panel" role="group" aria-label={t('lists.addToAList')}>
          {/* The new list's form shows with the lists, not before: the lists coming above it would move it under the
              shopper's finger, and the tap begun on "Create and add" would end beside it, lost. */}
          {!settled ? (
            <p className="cc-muted cc-small">{t('lists.loadingShort')}</p>
          ) : lists.error ? (
            <p className="cc-muted cc-small">{t('lists.loadFailedShort')}</p>
          ) : (
            lists.lists.length > 0 && (
              <ul>
                {lists.lists.map((list) => (
                  <li key={list.id}>
                    <button type="button" disabled={busy} onClick={() => void addTo(list)}>
                      <span translate="no">{list.name}</span>
                      <span className="cc-muted cc-small">{t('lists.items', { count: list.items })}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )
          )}
          {settled && (
            <form onSubmit={(event) => void createAndAdd(event)}>
              <label htmlFor={`${panel}-name`} className="cc-visually-hidden">
                {t('lists.newName')}
              </label>
              <input
                id={`${panel}-name`}
                className="cc-input"
                value={name}
                maxLength={LIST_LIMITS.name}
                placeholder={t('lists.newPlaceholder')}
                onChange={(event) => setName(event.target.value)}
              />
              <button type="submit" className="cc-button cc-solid" disabled={busy || !name.trim()}>
                {t('lists.createAndAdd')}
              </button>
            </form>
          )}
          {lists.kept === 'device' && <p className="cc-muted cc-small">{t('lists.keptUntilSignIn')}</p>}
        </div>
      )}
    </div>
  );
}
