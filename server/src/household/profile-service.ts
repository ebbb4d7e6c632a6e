import type { HouseholdMember, Preferences, Profile } from '@clearcart/contracts';
import { conflict, notFound } from '../errors.ts';
import type { ProfileRepository } from '../store/repositories/profile-repository.ts';

const noProfile = (id: string) => notFound(`Your household has no profile with id "${id}"`);

/** The household's people, the account holder first; their limits and unique names are kept by the repository. */
export class ProfileService {
  constructor(private readonly profiles: ProfileRepository) {}

  list(uid: string): Promise<Profile[]> {
    return this.profiles.list(uid);
  }

  /** The household as a list's report reads it: each person's id, name and preferences. */
  async members(uid: string): Promise<HouseholdMember[]> {
    return (await this.profiles.list(uid)).map(({ id, name, preferences }) => ({ id, name, preferences }));
  }

  create(uid: string, name: string, preferences: Preferences): Promise<Profile> {
    return this.profiles.create(uid, name, preferences);
  }

  async update(uid: string, id: string, name: string, preferences: Preferences): Promise<Profile> {
    const updated = await this.profiles.update(uid, id, name, preferences);
    if (!updated) throw noProfile(id);
    return updated;
  }

  /** Anyone but the account holder, whose profile holds the account's own preferences. */
  async remove(uid: string, id: string): Promise<void> {
    const outcome = await this.profiles.remove(uid, id);
    if (outcome === 'not_found') throw noProfile(id);
    if (outcome === 'primary') throw conflict('Your own profile holds your preferences: it cannot be removed');
  }
}
