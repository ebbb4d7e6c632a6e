import { LIST_LIMITS } from '@clearcart/contracts/list-limits';
import { Check, ListPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../components/ui/toaster.tsx';
import { errorDescription } from '../../../lib/api-client.ts';
import { logger } from '../../../lib/logger.ts';
import { useLists } from '../hooks/use-lists.ts';
import '../../../components/text-input.css';
import './add-to-list.css';

/**
 * "Add to list" for a product (its report, better choices): pick one of the shopper's lists, or name a new one. The
 * lists are asked for only when the shopper opens the picker.
 */
export function AddToList({ productId, compact = false }: { productId: string; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const lists = useLists({ enabled: open });
  const panel = useId();
  const root = useRef<HTMLDivElement>(null);

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
        title: `Could not add it to ${list.name}`,
        description: errorDescription(error, error instanceof Error ? error.message : 'Please try again.'),
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
        title: 'Could not make the list',
        description: errorDescription(error, error instanceof Error ? error.message : 'Please try again.'),
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
        <ListPlus aria-hidden="true" /> Add to list
      </button>
      {added && !open && (
        <span role="status" className="cc-add-to-list-done">
          <Check aria-hidden="true" size={14} /> Added to{' '}
          <Link to={`/lists/${encodeURIComponent(added.id)}`}>{added.name}</Link>
        </span>
      )}
      {open && (
        <div id={panel} className="cc-add-to-list-panel" role="group" aria-label="Add to a shopping list">
          {lists.isPending && lists.kept === 'account' ? (
            <p className="cc-muted cc-small">Loading your lists…</p>
          ) : lists.error ? (
            <p className="cc-muted cc-small">Your lists could not be loaded.</p>
          ) : (
            lists.lists.length > 0 && (
              <ul>
                {lists.lists.map((list) => (
                  <li key={list.id}>
                    <button type="button" disabled={busy} onClick={() => void addTo(list)}>
                      <span>{list.name}</span>
                      <span className="cc-muted cc-small">
                        {list.items} {list.items === 1 ? 'item' : 'items'}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )
          )}
          <form onSubmit={(event) => void createAndAdd(event)}>
            <label htmlFor={`${panel}-name`} className="cc-visually-hidden">
              Name of a new list
            </label>
            <input
              id={`${panel}-name`}
              className="cc-input"
              value={name}
              maxLength={LIST_LIMITS.name}
              placeholder="New list, e.g. Weekly shop"
              onChange={(event) => setName(event.target.value)}
            />
            <button type="submit" className="cc-button cc-solid" disabled={busy || !name.trim()}>
              Create and add
            </button>
          </form>
          {lists.kept === 'device' && (
            <p className="cc-muted cc-small">Lists are kept on this device until you sign in.</p>
          )}
        </div>
      )}
    </div>
  );
}
