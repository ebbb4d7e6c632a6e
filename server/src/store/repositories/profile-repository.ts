import { randomUUID } from 'node:crypto';
import { defaultPreferences, MAX_PROFILES, preferences, type Preferences, type Profile } from '@clearcart/contracts';
import { conflict, limitReached } from '../../errors.ts';
import type { Db, Sql } from '../database/db.ts';

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';
/** The account holder's profile until they rename it. */
export const PRIMARY_NAME = 'Me';

interface ProfileRow {
  id: string;
  name: string;
  preferences: unknown;
  is_primary: boolean;
}

const toProfile = (row: ProfileRow): Profile => ({
  id: row.id,
  name: row.name,
  primary: row.is_primary,
  preferences: preferences.parse(row.preferences),
});

const sameName = (name: string) =>
  conflict(`Someone in your household is already called "${name}": give each person a different name`);

/** Turns the store's unique-name violation into the 409 a shopper can act on. */
async function namedOnce<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw sameName(name);
    throw error;
  }
}

/**
 * The people of each account's household, the verified uid the only key. The account holder's profile
 * (`is_primary`) is the one /api/preferences reads and writes; it exists from the first read on and cannot be deleted.
 */
export class ProfileRepository {
  constructor(private readonly db: Db) {}

  /** The household: the account holder first, then the others in the order they were added. */
  async list(uid: string): Promise<Profile[]> {
    const read = () =>
      this.db.query<ProfileRow>(
        `SELECT id, name, preferences, is_primary FROM profiles WHERE uid = $1
          ORDER BY is_primary DESC, created_at, id`,
        [uid],
      );
    let rows = await read();
    if (!rows.some((row) => row.is_primary)) {
      await this.ensurePrimary(this.db, uid);
      rows = await read();
    }
    return rows.map(toProfile);
  }

  /** Adds a person; 409 past MAX_PROFILES or when the name is taken. */
  async create(uid: string, name: string, value: Preferences): Promise<Profile> {
    return namedOnce(name, () =>
      this.db.transaction(async (tx) => {
        // One household's additions one at a time, so two at once cannot both pass the limit.
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`profiles:${uid}`]);
        await this.ensurePrimary(tx, uid);
        const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM profiles WHERE uid = $1', [uid]);
        if ((count?.n ?? 0) >= MAX_PROFILES) {
          throw limitReached(`A household has at most ${MAX_PROFILES} people`);
        }
        const [row] = await tx.query<ProfileRow>(
          `INSERT INTO profiles (id, uid, name, preferences) VALUES ($1, $2, $3, $4)
           RETURNING id, name, preferences, is_primary`,
          [randomUUID(), uid, name, JSON.stringify(value)],
        );
        return toProfile(row!);
      }),
    );
  }

  /** Replaces a person's name and preferences; null when the account has no such profile. */
  async update(uid: string, id: string, name: string, value: Preferences): Promise<Profile | null> {
    return namedOnce(name, async () => {
      const [row] = await this.db.query<ProfileRow>(
        `UPDATE profiles SET name = $3, preferences = $4, updated_at = now() WHERE uid = $1 AND id = $2
         RETURNING id, name, preferences, is_primary`,
        [uid, id, name, JSON.stringify(value)],
      );
      return row ? toProfile(row) : null;
    });
  }

  /** Removes a person; 'primary' for the account holder's own profile, which stays. */
  async remove(uid: string, id: string): Promise<'removed' | 'not_found' | 'primary'> {
    const [row] = await this.db.query<{ is_primary: boolean }>(
      'SELECT is_primary FROM profiles WHERE uid = $1 AND id = $2',
      [uid, id],
    );
    if (!row) return 'not_found';
    if (row.is_primary) return 'primary';
    await this.db.query('DELETE FROM profiles WHERE uid = $1 AND id = $2 AND NOT is_primary', [uid, id]);
    return 'removed';
  }

  /** The account holder's profile with the default preferences, unless there is one. */
  private async ensurePrimary(sql: Sql, uid: string): Promise<void> {
    await sql.query(
      `INSERT INTO profiles (id, uid, name, preferences, is_primary) VALUES ($1, $2, $3, $4, true)
       ON CONFLICT (uid) WHERE is_primary DO NOTHING`,
      [randomUUID(), uid, PRIMARY_NAME, JSON.stringify(defaultPreferences())],
    );
  }
}
