import type { Preferences } from '@clearcart/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { logger } from '../../../lib/logger.ts';
import { createProfile, getProfiles, updateProfile } from '../api/profiles.ts';
import { clearLocalHousehold, localHouseholdSnapshot } from './local-household.ts';

/**
 * Moves the people added on this device while signed out into the account: one of the same name has the two sets of
 * preferences merged (as the preferences page merges its own); the others are added. Then the device forgets them.
 * Returns how many moved; a full household keeps the rest on the device for later.
 */
export async function mergeLocalHousehold(
  merge: (account: Preferences, local: Preferences) => Preferences,
): Promise<number> {
  const { people } = localHouseholdSnapshot();
  if (people.length === 0) {
    clearLocalHousehold();
    return 0;
  }
  const account = await getProfiles();
  let moved = 0;
  for (const person of people) {
    const same = account.find((p) => !p.primary && p.name.toLowerCase() === person.name.toLowerCase());
    try {
      if (same) await updateProfile(same.id, same.name, merge(same.preferences, person.preferences));
      else await createProfile(person.name, person.preferences);
      moved++;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        logger.warn(`Could not add ${person.name} to the household in the account`, error);
        return moved; // the household is full: the others stay on the device
      }
      throw error;
    }
  }
  clearLocalHousehold();
  return moved;
}
