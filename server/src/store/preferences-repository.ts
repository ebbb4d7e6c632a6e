import { preferences, type Preferences } from '@clearcart/contracts';
import type { Db } from './db.ts';

/** A shopper's preferences, one row per verified uid. */
export class PreferencesRepository {
  constructor(private readonly db: Db) {}

  async get(uid: string): Promise<Preferences | null> {
    const [row] = await this.db.query<{ preferences: unknown }>('SELECT preferences FROM preferences WHERE uid = $1', [
      uid,
    ]);
    return row ? preferences.parse(row.preferences) : null;
  }

  /** Durable once this resolves: the write is committed before we acknowledge it. */
  async put(uid: string, value: Preferences): Promise<void> {
    await this.db.query(
      `INSERT INTO preferences (uid, preferences, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (uid) DO UPDATE SET preferences = EXCLUDED.preferences, updated_at = now()`,
      [uid, JSON.stringify(value)],
    );
  }
}
