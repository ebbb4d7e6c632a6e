import { MAX_PROFILE_NAME, MAX_PROFILES } from '@clearcart/contracts/list-limits';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../components/ui/toaster.tsx';
import { failureDescription } from '../../../lib/api-client.ts';
import { logger } from '../../../lib/logger.ts';
import type { HouseholdState, Person } from '../hooks/use-household.ts';
import { emptyPreferences } from '../../../lib/empty-preferences.ts';
import '../../../components/text-input.css';
import './household.css';
import { useT } from '../../../i18n/react.tsx';
import { nameTranslate, personName } from '../../../lib/person-lines.ts';

interface HouseholdPeopleProps {
  household: HouseholdState;
  /** The person whose preferences the page shows. */
  selected: Person | undefined;
  onSelect(id: string): void;
}

/** Tells the shopper why a change to the household did not happen. */
const failed = (title: string, error: unknown) => {
  logger.warn(title, error);
  notify({ status: 'error', title, description: failureDescription(error) });
};

/** The household on the preferences page: its people, whose preferences are shown, adding, renaming, removing. */
export function HouseholdPeople({ household, selected, onSelect }: HouseholdPeopleProps) {
  const [name, setName] = useState('');
  const [rename, setRename] = useState<{ id: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();
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
      notify({
        status: 'success',
        title: t('household.added', { name: personName(person.name) }),
        description: t('household.added.text'),
      });
    }, t('household.addFailed'));
  };

  const saveName = (event: FormEvent) => {
    event.preventDefault();
    if (!selected || !rename) return;
    void run(async () => {
      await household.update(selected, rename.name, selected.preferences);
      setRename(null);
    }, t('household.renameFailed'));
  };

  return (
    <section className="cc-household cc-household-people" aria-labelledby="household-people-title">
      <h2 id="household-people-title" className="cc-household-title">
        {t('household.title')}
      </h2>
      <p className="cc-muted cc-small">
        {t('household.intro')}
        {household.kept === 'device' && t('household.keptOnDevice')}
      </p>
      {household.error ? (
        <p className="cc-muted cc-small" role="alert">
          {t('household.loadFailed')}
        </p>
      ) : (
        <div className="cc-household-view" role="group" aria-label={t('household.whosePreferences')}>
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
              translate={nameTranslate(person.name)}
            >
              {personName(person.name)}
            </button>
          ))}
        </div>
      )}
      {!household.error && !household.isPending && (
        <div className="cc-household-forms">
          <form className="cc-household-form" onSubmit={add}>
            <label htmlFor="household-new" className="cc-visually-hidden">
              {t('household.nameToAdd')}
            </label>
            <input
              id="household-new"
              className="cc-input"
              value={name}
              maxLength={MAX_PROFILE_NAME}
              placeholder={t('household.namePlaceholder')}
              onChange={(event) => setName(event.target.value)}
              disabled={full}
            />
            <button type="submit" className="cc-button cc-outline" disabled={busy || full || !name.trim()}>
              <UserPlus aria-hidden="true" size={16} /> {t('household.addPerson')}
            </button>
          </form>
          {full && <p className="cc-muted cc-small">{t('household.max', { max: MAX_PROFILES })}</p>}
          {selected &&
            (rename?.id === selected.id ? (
              <form className="cc-household-form" onSubmit={saveName}>
                <label htmlFor="household-rename" className="cc-visually-hidden">
                  {t('household.newName', { name: personName(selected.name) })}
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
                  {t('household.saveName')}
                </button>
                <button type="button" className="cc-button cc-ghost" onClick={() => setRename(null)}>
                  {t('common.cancel')}
                </button>
              </form>
            ) : (
              <div className="cc-household-form">
                <button
                  type="button"
                  className="cc-button cc-ghost"
                  onClick={() => setRename({ id: selected.id, name: selected.name })}
                >
                  {t('household.rename', { name: personName(selected.name) })}
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
                      }, t('household.removeFailed'))
                    }
                  >
                    {t('household.remove', { name: personName(selected.name) })}
                  </button>
                )}
              </div>
            ))}
        </div>
      )}
    </section>
  );
}
