import type { Preferences } from '@clearcart/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useAuth } from '../../../lib/auth.tsx';
import { createProfile, deleteProfile, getProfiles, updateProfile } from '../api/profiles.ts';
import {
  addLocalPerson,
  localHouseholdSnapshot,
  noLocalHousehold,
  removeLocalPerson,
  renameLocalMe,
  subscribeLocalHousehold,
  updateLocalPerson,
} from '../lib/local-household.ts';

/** The id of the first person on a device (signed out): their preferences are the device's own. */
export const DEVICE_ME = 'me';

/** A person of the household. `primary`: the account holder ("Me"), whose preferences are the preferences page's. */
export interface Person {
  id: string;
  name: string;
  primary: boolean;
  preferences: Preferences;
}

export interface HouseholdState {
  /** The account holder first, then the others in the order they were added. */
  people: Person[];
  isPending: boolean;
  error: Error | null;
  /** Where the household is kept: the account (signed in) or this device. */
  kept: 'account' | 'device';
  add(name: string, preferences: Preferences): Promise<Person>;
  /** Renames a person and replaces their preferences; for the account holder only the name changes here. */
  update(person: Person, name: string, preferences: Preferences): Promise<void>;
  remove(id: string): Promise<void>;
}

const PROFILES_KEY = ['profiles'] as const;

/**
 * The household: the account's when signed in, this device's otherwise. `me` is the account holder's preferences as
 * the preferences page has them (the freshest copy), undefined while they load.
 */
export function useHousehold(me: Preferences | undefined): HouseholdState {
  const { currentUser, loading } = useAuth();
  const uid = currentUser?.uid ?? null;
  const queryClient = useQueryClient();
  const local = useSyncExternalStore(subscribeLocalHousehold, localHouseholdSnapshot, noLocalHousehold);
  const remote = useQuery({
    queryKey: [...PROFILES_KEY, uid],
    queryFn: getProfiles,
    enabled: uid !== null,
    retry: false,
  });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: PROFILES_KEY });
    await queryClient.invalidateQueries({ queryKey: ['preferences'] });
  };

  if (uid) {
    const people = (remote.data ?? []).map((p) => (p.primary && me ? { ...p, preferences: me } : p));
    return {
      people,
      isPending: remote.isPending,
      error: remote.error,
      kept: 'account',
      add: async (name, preferences) => {
        const created = await createProfile(name, preferences);
        await refresh();
        return created;
      },
      update: async (person, name, preferences) => {
        await updateProfile(person.id, name, person.primary ? (me ?? person.preferences) : preferences);
        await refresh();
      },
      remove: async (id) => {
        await deleteProfile(id);
        await refresh();
      },
    };
  }
  return {
    people: me
      ? [
          { id: DEVICE_ME, name: local.me, primary: true, preferences: me },
          ...local.people.map((p) => ({ ...p, primary: false })),
        ]
      : [],
    isPending: loading || !me,
    error: null,
    kept: 'device',
    add: async (name, preferences) => ({ ...addLocalPerson(name, preferences), primary: false }),
    update: async (person, name, preferences) => {
      if (person.primary) renameLocalMe(name);
      else updateLocalPerson(person.id, name, preferences);
    },
    remove: async (id) => removeLocalPerson(id),
  };
}
