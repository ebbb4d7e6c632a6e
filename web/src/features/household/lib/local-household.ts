import type { Preferences } from '@clearcart/contracts';
import { MAX_PROFILE_NAME, MAX_PROFILES } from '@clearcart/contracts/list-limits';
import { HOUSEHOLD_STORAGE_KEY } from '../../../config/constants.ts';
import { localId } from '../../../lib/local-id.ts';
import { logger } from '../../../lib/logger.ts';
import { t } from '../../../i18n/i18n.ts';

/** A person of the household kept on this device (signed out), the account holder's "Me" aside. */
export interface LocalPerson {
  id: string;
  name: string;
  preferences: Preferences;
}

/** What the device keeps: the first person's name (their preferences are the device's preferences) and the others. */
export interface LocalHousehold {
  me: string;
  people: LocalPerson[];
}

const EMPTY: LocalHousehold = { me: 'Me', people: [] };
/** No household kept: what a page drawn ahead by the server shows, until it is live. */
export const noLocalHousehold = (): LocalHousehold => EMPTY;

/** A light check (the schema library stays out of the report's bundle); the server checks preferences in full. */
const isPerson = (value: unknown): value is LocalPerson => {
  if (typeof value !== 'object' || value === null) return false;
  const person = value as Record<string, unknown>;
  const prefs = person.preferences as Record<string, unknown> | null | undefined;
  return (
    typeof person.id === 'string' &&
    typeof person.name === 'string' &&
    typeof prefs === 'object' &&
    prefs !== null &&
    ['health', 'environment', 'ethical'].every((key) => typeof prefs[key] === 'object' && prefs[key] !== null)
  );
};

const stored = (): string | null => {
  try {
    return localStorage.getItem(HOUSEHOLD_STORAGE_KEY);
  } catch {
    return null;
  }
};

function read(raw: string | null = stored()): LocalHousehold {
  try {
    if (raw === null) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<LocalHousehold> | null;
    return {
      me: typeof parsed?.me === 'string' && parsed.me.trim() ? parsed.me : 'Me',
      people: Array.isArray(parsed?.people) ? parsed.people.filter(isPerson).slice(0, MAX_PROFILES - 1) : [],
    };
  } catch (error) {
    logger.warn('Ignoring an unreadable household on this device', error);
    return EMPTY;
  }
}

const listeners = new Set<() => void>();
/** The household as last read, and the text it was read from: another tab may change the text. */
let snapshot: { raw: string | null; household: LocalHousehold } | null = null;

function write(next: LocalHousehold): void {
  try {
    if (next.people.length === 0 && next.me === 'Me') localStorage.removeItem(HOUSEHOLD_STORAGE_KEY);
    else localStorage.setItem(HOUSEHOLD_STORAGE_KEY, JSON.stringify(next));
  } catch (error) {
    logger.warn('Could not keep the household on this device', error);
  }
  snapshot = null;
  for (const listener of listeners) listener();
}

/** The same object until the stored household changes, here or in another tab (what useSyncExternalStore needs). */
export function localHouseholdSnapshot(): LocalHousehold {
  const raw = stored();
  if (snapshot?.raw !== raw) snapshot = { raw, household: read(raw) };
  return snapshot.household;
}

export function subscribeLocalHousehold(listener: () => void): () => void {
  listeners.add(listener);
  // A change made in another tab.
  const changed = (event: StorageEvent) => {
    if (event.key === HOUSEHOLD_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', changed);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', changed);
  };
}

/** Why a name cannot be used, or null: the same rules as the account's (names tell people apart in alerts). */
export function nameProblem(name: string, others: readonly string[]): string | null {
  const trimmed = name.trim();
  if (!trimmed) return t('household.nameRequired');
  if (trimmed.length > MAX_PROFILE_NAME) return t('household.nameTooLong', { max: MAX_PROFILE_NAME });
  if (others.some((other) => other.toLowerCase() === trimmed.toLowerCase())) {
    return t('household.nameTaken', { name: trimmed });
  }
  return null;
}

/** Adds a person; throws with the sentence to show when the name or the limit refuses it. */
export function addLocalPerson(name: string, preferences: Preferences): LocalPerson {
  const current = read();
  const problem = nameProblem(name, [current.me, ...current.people.map((p) => p.name)]);
  if (problem) throw new Error(problem);
  if (current.people.length + 1 >= MAX_PROFILES) throw new Error(t('household.tooMany', { max: MAX_PROFILES }));
  const person = { id: localId(), name: name.trim(), preferences };
  write({ ...current, people: [...current.people, person] });
  return person;
}

export function updateLocalPerson(id: string, name: string, preferences: Preferences): void {
  const current = read();
  const problem = nameProblem(name, [current.me, ...current.people.filter((p) => p.id !== id).map((p) => p.name)]);
  if (problem) throw new Error(problem);
  write({
    ...current,
    people: current.people.map((p) => (p.id === id ? { ...p, name: name.trim(), preferences } : p)),
  });
}

export function renameLocalMe(name: string): void {
  const current = read();
  const problem = nameProblem(
    name,
    current.people.map((p) => p.name),
  );
  if (problem) throw new Error(problem);
  write({ ...current, me: name.trim() });
}

export function removeLocalPerson(id: string): void {
  const current = read();
  write({ ...current, people: current.people.filter((p) => p.id !== id) });
}

/** Forgets the device's household (signing out, or once merged into the account). */
export function clearLocalHousehold(): void {
  write(EMPTY);
}
