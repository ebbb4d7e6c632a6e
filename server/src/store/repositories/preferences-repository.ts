import { preferences, type Preferences } from '@clearcart/contracts';
import type { Db } from '../database/db.ts';

/**
 * A shopper's own preferences, one per verified uid: those of the account holder's profile in their household
 * (`profiles.is_primary`), which a first save creates as "Me".
 */
export class PreferencesRepository {
  constructor(private readonly db: Db) {}

  async get(uid: string): Promise<Preferences | null> {
    const [row] = await this.db.query<{ preferences: unknown }>(
      'SELECT preferences FROM profiles WHERE uid = $1 AND is_primary',
      [uid],
    );
    return row ? preferences.parse(row.preferences) : null;
  }

  /** Durable once this resolves: the write is committed before we acknowledge it. */
  async put(uid: string, value: Preferences): Promise<void> {
    await this.db.query(
      `INSERT INTO profiles (uid, name, preferences, is_primary, updated_at) VALUES ($1, 'Me', $2, true, now())
       ON CONFLICT (uid) WHERE is_primary DO UPDATE SET preferences = EXCLUDED.preferences, updated_at = now()`,
      [uid, JSON.stringify(value)],
    );
  }
}
