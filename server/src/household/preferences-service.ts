import { defaultPreferences, type Preferences } from '@clearcart/contracts';
import type { PreferencesRepository } from '../store/repositories/preferences-repository.ts';

/** The account holder's own preferences: the defaults until a first save. */
export class PreferencesService {
  constructor(private readonly preferences: PreferencesRepository) {}

  async get(uid: string): Promise<Preferences> {
    return (await this.preferences.get(uid)) ?? defaultPreferences();
  }

  /** Durable once this resolves; answers what was saved. */
  async save(uid: string, value: Preferences): Promise<Preferences> {
    await this.preferences.put(uid, value);
    return value;
  }
}
