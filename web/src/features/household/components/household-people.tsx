import { MAX_PROFILE_NAME, MAX_PROFILES } from '@clearcart/contracts/list-limits';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../components/ui/toaster.tsx';
import { errorDescription } from '../../../lib/api-client.ts';
import { logger } from '../../../lib/logger.ts';
import type { HouseholdState, Person } from '../hooks/use-household.ts';
import { emptyPreferences } from '../../../lib/empty-preferences.ts';
import '../../../components/text-input.css';
import './household.css';

interface HouseholdPeopleProps {
  household: HouseholdState;
  /** The person whose preferences the page shows. */
  selected: Person | undefined;
  onSelect(id: string): void;
}

/** Tells the shopper why a change to the household did not happen. */
const failed = (title: string, error: unknown) => {
  logger.warn(title, error);
  notify({ status: 'error', title, description: errorDescription(error, error instanceof Error ? error.message : '') });
};

/** The household on the preferences page: its people, whose preferences are shown, adding, renaming, removing. */
export function HouseholdPeople({ household, selected, onSelect }: HouseholdPeopleProps) {
  const [name, setName] = useState('');
  const [rename, setRename] = useState<{ id: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const full = household.people.length >= MAX_PROFILES;

  const run = async (work: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      failed(failure, error);
    } finally {
      setBusy(false);
    }
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const person = await household.add(name, emptyPreferences());
      setName('');
      onSelect(person.id);
      notify({ status: 'success', title: `${person.name} added`, description: 'Now set their preferences below.' });
    }, 'Could not add this person');
  };

  const saveName = (event: FormEvent) => {
    event.preventDefault();
    if (!selected || !rename) return;
    void run(async () => {
      await household.update(selected, rename.name, selected.preferences);
      setRename(null);
    }, 'Could not rename this person');
  };

  return (
    <section className="cc-household cc-household-people" aria-labelledby="household-people-title">
      <h2 id="household-people-title" className="cc-household-title">
        Your household
      </h2>
      <p className="cc-muted cc-small">
        Shopping for others too? Add them: every report and shopping list then says whom a product is not for.
        {household.kept === 'device' && ' Kept on this device until you sign in.'}
      </p>
      {household.error ? (
        <p className="cc-muted cc-small" role="alert">
          Your household could not be loaded. Your own preferences are below.
        </p>
      ) : (
        <div className="cc-household-view" role="group" aria-label="Whose preferences">
          {household.people.map((person) => (
            <button
              key={person.id}
              type="button"
              className="cc-household-person"
              aria-pressed={person.id === selected?.id}
              onClick={() => {
                setRename(null);
                onSelect(person.id);
              }}
            >
              {person.name}
            </button>
          ))}
        </div>
      )}
      {!household.error && !household.isPending && (
        <div className="cc-household-forms">
          <form className="cc-household-form" onSubmit={add}>
            <label htmlFor="household-new" className="cc-visually-hidden">
              Name of the person to add
            </label>
            <input
              id="household-new"
              className="cc-input"
              value={name}
              maxLength={MAX_PROFILE_NAME}
              placeholder="Name, e.g. Léa"
              onChange={(event) => setName(event.target.value)}
              disabled={full}
            />
            <button type="submit" className="cc-button cc-outline" disabled={busy || full || !name.trim()}>
              <UserPlus aria-hidden="true" size={16} /> Add person
            </button>
          </form>
          {full && <p className="cc-muted cc-small">A household has at most {MAX_PROFILES} people.</p>}
          {selected &&
            (rename?.id === selected.id ? (
              <form className="cc-household-form" onSubmit={saveName}>
                <label htmlFor="household-rename" className="cc-visually-hidden">
                  New name for {selected.name}
                </label>
                <input
                  id="household-rename"
                  className="cc-input"
                  value={rename.name}
                  maxLength={MAX_PROFILE_NAME}
                  onChange={(event) => setRename({ id: selected.id, name: event.target.value })}
                  autoFocus
                />
                <button type="submit" className="cc-button cc-solid" disabled={busy || !rename.name.trim()}>
                  Save name
                </button>
                <button type="button" className="cc-button cc-ghost" onClick={() => setRename(null)}>
                  Cancel
                </button>
              </form>
            ) : (
              <div className="cc-household-form">
                <button
                  type="button"
                  className="cc-button cc-ghost"
                  onClick={() => setRename({ id: selected.id, name: selected.name })}
                >
                  Rename {selected.name}
                </button>
                {!selected.primary && (
                  <button
                    type="button"
                    className="cc-button cc-ghost"
                    disabled={busy}
                    onClick={() =>
                      void run(async () => {
                        await household.remove(selected.id);
                        onSelect(household.people[0]?.id ?? '');
                      }, 'Could not remove this person')
                    }
                  >
                    Remove {selected.name}
                  </button>
                )}
              </div>
            ))}
        </div>
      )}
    </section>
  );
}
