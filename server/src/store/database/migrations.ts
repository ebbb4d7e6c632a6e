import { FOLDED_LETTERS, MAX_WORD_LENGTH } from '@clearcart/text';
import type { Db } from './db.ts';

/** Words this short are not corrected through their deletions: one letter off, they are another word. */
export const MIN_CORRECTED_LENGTH = 3;

/** After a `WITH added AS (…)` of words new to the vocabulary: each of them with one letter deleted (SymSpell). */
export const WORD_DELETIONS_FROM_ADDED = `
  INSERT INTO search_word_deletes (variant, word)
  SELECT overlay(word placing '' from i for 1), word FROM added, generate_series(1, length(word)) AS i
   WHERE length(word) > ${MIN_CORRECTED_LENGTH} ON CONFLICT DO NOTHING`;

/**
 * `added AS (…)`: the words of `source`'s search texts (as `searchWords(search_text, 200)` gives them) new to the
 * vocabulary; `WORD_DELETIONS_FROM_ADDED` follows it.
 */
const addedWordsOf = (source: string) => `added AS (
    INSERT INTO search_words (word)
    SELECT DISTINCT left(w, ${MAX_WORD_LENGTH}) FROM ${source}, unnest((string_to_array(search_text, ' '))[1:200]) AS w
     WHERE w <> '' ON CONFLICT DO NOTHING RETURNING word
  )`;

/** A regular expression class of the letters `fold` spells out, and `fold`'s spelling of them in SQL. */
const FOLDED_CLASS = `[${Object.keys(FOLDED_LETTERS).join('')}]`;
const foldLettersSql = (column: string) =>
  Object.entries(FOLDED_LETTERS).reduce((sql, [letter, spelt]) => `replace(${sql}, '${letter}', '${spelt}')`, column);

/**
 * Schema changes, applied in order at start-up. Append only: never edit a migration that has shipped.
 * Search text is folded in JS (`fold`: accents, punctuation, letters such as ß spelt as `unaccent` spells them)
 * and again in SQL with `unaccent` (through an IMMUTABLE wrapper so it can be indexed), so PGlite and PostgreSQL run
 * the same SQL.
 */
export const migrations: readonly string[] = [
  `
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE EXTENSION IF NOT EXISTS unaccent;
  CREATE OR REPLACE FUNCTION cc_fold(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;

  CREATE TABLE products (
    id text PRIMARY KEY,
    gtin text UNIQUE,
    name text NOT NULL,
    brand text NOT NULL,
    category text NOT NULL,
    facts jsonb NOT NULL,
    -- name, brand, aliases and category with punctuation folded ("Ben & Jerry's" -> "ben and jerrys")
    search_text text NOT NULL,
    search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', cc_fold(search_text))) STORED,
    source text NOT NULL DEFAULT 'seed',
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX products_search_vector ON products USING gin (search_vector);
  CREATE INDEX products_name_trgm ON products USING gin (cc_fold(name || ' ' || brand) gin_trgm_ops);

  -- every word of the catalog once: typos are corrected against this small table, not the catalog
  CREATE TABLE search_words (word text PRIMARY KEY);
  CREATE INDEX search_words_trgm ON search_words USING gist (word gist_trgm_ops);

  CREATE TABLE preferences (
    uid text PRIMARY KEY,
    preferences jsonb NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  );

  CREATE TABLE evaluations (
    product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    cache_key text NOT NULL,
    response jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (product_id, cache_key)
  );

  CREATE TABLE meta (key text PRIMARY KEY, value text NOT NULL);
  `,
  // 2: answers of the optional online providers (Open Food Facts, Wikidata, LLM), with their age for the TTL
  `
  CREATE TABLE provider_cache (
    key text PRIMARY KEY,
    value jsonb NOT NULL,
    fetched_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX provider_cache_fetched_at ON provider_cache (fetched_at);
  `,
  // 3: the folded "name brand" stored, so ranking needs no per-row unaccent; a search index without a pending list
  `
  ALTER TABLE products ADD COLUMN name_text text NOT NULL DEFAULT '';
  UPDATE products SET name_text = cc_fold(name || ' ' || brand);
  DROP INDEX IF EXISTS products_name_trgm;
  -- without a pending list: GIN's fast update makes every search scan the rows inserted since the last vacuum
  DROP INDEX IF EXISTS products_search_vector;
  CREATE INDEX products_search_vector ON products USING gin (search_vector) WITH (fastupdate = off);
  `,
  // 4: each product's score card for better choices, with the categories it is compared within
  `
  CREATE TABLE product_scores (
    product_id text PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
    -- the engine and knowledge it was scored with: older rows are rescored, never served
    version text NOT NULL,
    kind text NOT NULL,
    categories text[] NOT NULL,
    card jsonb NOT NULL,
    health real,
    environmental real,
    ethical real
  );
  CREATE INDEX product_scores_categories ON product_scores USING gin (categories) WITH (fastupdate = off);
  `,
  // 5: what each signed-in shopper looked at; removed with the product or on the shopper's request
  `
  CREATE TABLE history (
    uid text NOT NULL,
    product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    viewed_at timestamptz NOT NULL,
    PRIMARY KEY (uid, product_id)
  );
  CREATE INDEX history_uid_viewed_at ON history (uid, viewed_at DESC);
  `,
  // 6: each catalog word with one letter deleted, so a one-letter typo is corrected by index lookups (SymSpell)
  // instead of a trigram scan over every word
  `
  CREATE TABLE search_word_deletes (variant text NOT NULL, word text NOT NULL, PRIMARY KEY (variant, word));
  INSERT INTO search_word_deletes (variant, word)
  SELECT DISTINCT overlay(word placing '' from i for 1), word
    FROM search_words, generate_series(1, length(word)) AS i
   WHERE length(word) > 3;
  `,
  // 7: autocomplete reads names that start with what was typed, name first or brand first, from two prefix indexes
  `
  ALTER TABLE products ADD COLUMN brand_name_text text NOT NULL DEFAULT '';
  UPDATE products SET brand_name_text = trim(regexp_replace(regexp_replace(replace(cc_fold(brand || ' ' || name),
    '&', ' and '), '[''’\`´]', '', 'g'), '[^[:alnum:]]+', ' ', 'g'));
  CREATE INDEX products_name_prefix ON products (name_text text_pattern_ops);
  CREATE INDEX products_brand_name_prefix ON products (brand_name_text text_pattern_ops);
  `,
  // 8: the search texts and vocabulary respelt where they hold letters decomposition leaves ("soße" → "sosse"), as
  // the full-text index spelt them: a query folded by fold then finds them
  `
  DELETE FROM search_word_deletes WHERE word ~ '${FOLDED_CLASS}';
  DELETE FROM search_words WHERE word ~ '${FOLDED_CLASS}';
  WITH changed AS (
    UPDATE products SET search_text = ${foldLettersSql('search_text')}, name_text = ${foldLettersSql('name_text')},
           brand_name_text = ${foldLettersSql('brand_name_text')}
     WHERE search_text ~ '${FOLDED_CLASS}' OR name_text ~ '${FOLDED_CLASS}' OR brand_name_text ~ '${FOLDED_CLASS}'
    RETURNING search_text
  ), ${addedWordsOf('changed')}
  ${WORD_DELETIONS_FROM_ADDED};
  `,
  // 9: the open record (Open Food Facts family) of a catalog product with a barcode, so a report is never poorer than
  // the open databases: `products.facts` then holds the catalog's own facts completed by it, and `own` the catalog's
  // facts as written, to merge again with the next record; `facts` NULL records a barcode the site does not know,
  // asked again only when stale
  `
  CREATE TABLE open_records (
    product_id text PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
    site text NOT NULL,
    facts jsonb,
    own jsonb NOT NULL,
    fetched_at timestamptz NOT NULL DEFAULT now()
  );
  `,
  // 10: a household of people and shopping lists. Each account's saved preferences become its first
  // profile, "Me" (the account holder's, which /api/preferences reads and writes); the old table's name stays as a view
  // of those, so whatever read or wrote it still does. An item keeps its text when its product leaves the catalog.
  `
  CREATE TABLE profiles (
    id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
    uid text NOT NULL,
    name text NOT NULL,
    preferences jsonb NOT NULL,
    is_primary boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE UNIQUE INDEX profiles_primary ON profiles (uid) WHERE is_primary;
  CREATE UNIQUE INDEX profiles_uid_name ON profiles (uid, lower(name));
  INSERT INTO profiles (uid, name, preferences, is_primary, updated_at)
    SELECT uid, 'Me', preferences, true, updated_at FROM preferences;
  DROP TABLE preferences;
  CREATE VIEW preferences AS SELECT uid, preferences, updated_at FROM profiles WHERE is_primary;
  CREATE RULE preferences_insert AS ON INSERT TO preferences DO INSTEAD
    INSERT INTO profiles (uid, name, preferences, is_primary, updated_at)
    VALUES (NEW.uid, 'Me', NEW.preferences, true, coalesce(NEW.updated_at, now()));

  CREATE TABLE lists (
    id text PRIMARY KEY,
    uid text NOT NULL,
    name text NOT NULL,
    share_token text UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX lists_uid ON lists (uid, created_at);
  CREATE TABLE list_items (
    id text PRIMARY KEY,
    list_id text NOT NULL REFERENCES lists(id) ON DELETE CASCADE,
    position int NOT NULL,
    product_id text REFERENCES products(id) ON DELETE SET NULL,
    text text NOT NULL DEFAULT '',
    quantity int NOT NULL DEFAULT 1,
    checked boolean NOT NULL DEFAULT false
  );
  CREATE INDEX list_items_list ON list_items (list_id, position);
  CREATE INDEX list_items_product ON list_items (product_id);
  `,
  // 11: the offline pack. Open Food Facts' scan count and countries of an imported product rank it in the
  // shopper's country (the seed catalog first); a product removed from the catalog is remembered, so a pack's update
  // can say which ones the device should drop
  `
  ALTER TABLE products ADD COLUMN popularity bigint;
  ALTER TABLE products ADD COLUMN countries text[];
  CREATE INDEX products_pack_rank ON products ((source <> 'seed'), popularity DESC NULLS LAST, id);
  CREATE TABLE product_removals (
    id text PRIMARY KEY,
    removed_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX product_removals_removed_at ON product_removals (removed_at);
  CREATE FUNCTION cc_product_removed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO product_removals (id) VALUES (OLD.id) ON CONFLICT (id) DO UPDATE SET removed_at = now();
    RETURN OLD;
  END
  $$;
  CREATE TRIGGER products_removed AFTER DELETE ON products FOR EACH ROW EXECUTE FUNCTION cc_product_removed();
  `,
  // 12: the products a signed-in shopper read from their packages: the confirmed facts, one photo per panel
  // (re-encoded, so bounded), the scores the history shows (with the engine version they were made with), and the
  // durable record of sharing one with Open Food Facts, which a background loop sends until it is taken. A claim is
  // a lease (`claimed_until`), so two instances never send one upload at once and a crash mid-send is tried again.
  `
  CREATE TABLE my_products (
    id text PRIMARY KEY,
    uid text NOT NULL,
    facts jsonb NOT NULL,
    scores jsonb,
    score_version text,
    in_history boolean NOT NULL DEFAULT true,
    viewed_at timestamptz NOT NULL DEFAULT now(),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX my_products_uid ON my_products (uid, created_at DESC);
  CREATE TABLE my_product_photos (
    product_id text NOT NULL REFERENCES my_products(id) ON DELETE CASCADE,
    panel text NOT NULL CHECK (panel IN ('ingredients', 'nutrition', 'front')),
    image bytea NOT NULL CHECK (octet_length(image) <= 3145728),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (product_id, panel)
  );
  CREATE TABLE open_uploads (
    product_id text PRIMARY KEY REFERENCES my_products(id) ON DELETE CASCADE,
    status text NOT NULL CHECK (status IN ('queued', 'sent', 'failed')),
    attempts int NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    claim text,
    claimed_until timestamptz,
    steps_done text[] NOT NULL DEFAULT '{}',
    last_error text,
    sent_at timestamptz,
    url text,
    queued_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX open_uploads_due ON open_uploads (next_attempt_at) WHERE status = 'queued';
  `,
  // 13: a list moved from a device at sign-in remembers the device's id for it, so a move sent twice (a reload while
  // it was under way) makes one list.
  `
  ALTER TABLE lists ADD COLUMN device_id text;
  CREATE UNIQUE INDEX lists_device ON lists (uid, device_id) WHERE device_id IS NOT NULL;
  `,
  // 14: official recall notices, kept once each (idempotent polls); the products they match; when each
  // register was last read; and the inbox of the accounts whose products a recall concerns, each told once.
  `
  CREATE TABLE recall_notices (
    source text NOT NULL,
    id text NOT NULL,
    notice jsonb NOT NULL,
    gtins text[] NOT NULL DEFAULT '{}',
    status text NOT NULL,
    published_at timestamptz NOT NULL,
    ends_at timestamptz,
    first_seen_at timestamptz NOT NULL DEFAULT now(),
    changed_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (source, id)
  );
  CREATE INDEX recall_notices_gtins ON recall_notices USING gin (gtins);
  CREATE TABLE recall_matches (
    source text NOT NULL,
    notice_id text NOT NULL,
    product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    matched_by text NOT NULL,
    score real NOT NULL,
    certainty text NOT NULL,
    PRIMARY KEY (source, notice_id, product_id),
    FOREIGN KEY (source, notice_id) REFERENCES recall_notices(source, id) ON DELETE CASCADE
  );
  CREATE INDEX recall_matches_product ON recall_matches (product_id);
  CREATE TABLE recall_polls (
    source text PRIMARY KEY,
    cursor text,
    checked_at timestamptz,
    succeeded_at timestamptz,
    error text
  );
  CREATE TABLE notifications (
    id bigserial PRIMARY KEY,
    uid text NOT NULL,
    source text NOT NULL,
    notice_id text NOT NULL,
    product_id text NOT NULL,
    certainty text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    read_at timestamptz,
    UNIQUE (uid, source, notice_id, product_id)
  );
  CREATE INDEX notifications_uid ON notifications (uid, created_at DESC);
  CREATE TABLE push_subscriptions (
    endpoint text PRIMARY KEY,
    uid text NOT NULL,
    p256dh text NOT NULL,
    auth text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX push_subscriptions_uid ON push_subscriptions (uid);
  `,
];

/**
 * The search indexes as the migrations leave them. A bulk load into an empty catalog drops them and builds them once
 * at the end (`ProductRepository.bulkLoad`); every start re-creates any that an interrupted load left missing.
 */
export const SEARCH_INDEXES: readonly { name: string; create: string }[] = [
  {
    name: 'products_search_vector',
    create:
      'CREATE INDEX IF NOT EXISTS products_search_vector ON products USING gin (search_vector) WITH (fastupdate = off)',
  },
  {
    name: 'products_name_prefix',
    create: 'CREATE INDEX IF NOT EXISTS products_name_prefix ON products (name_text text_pattern_ops)',
  },
  {
    name: 'products_brand_name_prefix',
    create: 'CREATE INDEX IF NOT EXISTS products_brand_name_prefix ON products (brand_name_text text_pattern_ops)',
  },
  {
    name: 'search_words_trgm',
    create: 'CREATE INDEX IF NOT EXISTS search_words_trgm ON search_words USING gist (word gist_trgm_ops)',
  },
];

/** The `meta` key a bulk load holds while it runs, so one cut short is finished by the next start. */
export const BULK_LOAD = 'bulk-load';

/**
 * Finishes a bulk load (`ProductRepository.bulkLoad`), or one an interruption left half done: the typo vocabulary
 * from the words of every product (as `searchWords(search_text, 200)` gives them), then the search indexes.
 */
export async function finishBulkLoad(db: Db): Promise<void> {
  const build = async (names: readonly string[]) => {
    for (const index of SEARCH_INDEXES) if (names.includes(index.name)) await db.exec(index.create);
  };
  // Three sessions at once where the store has them (PostgreSQL's pool; PGlite runs them one after the other): the
  // vocabulary and its trigram index, the full-text index, and the two prefix indexes with the statistics.
  await Promise.all([
    (async () => {
      await db.query(`WITH ${addedWordsOf('products')} ${WORD_DELETIONS_FROM_ADDED}`);
      await build(['search_words_trgm']);
    })(),
    build(['products_search_vector']),
    (async () => {
      await build(['products_name_prefix', 'products_brand_name_prefix']);
      await db.exec('ANALYZE products');
    })(),
  ]);
  await db.query('DELETE FROM meta WHERE key = $1', [BULK_LOAD]);
}

/** The advisory lock a process holds while it migrates the store (another waits for it; readiness says so). */
export const MIGRATION_LOCK = 4_812_270_034;

/** The store's schema version (0 for a new store) and how many migrations it lacks. */
export async function schemaState(db: Db, list: readonly string[] = migrations) {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version int PRIMARY KEY)');
  const [row] = await db.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
  const version = row?.version ?? 0;
  return { version, pending: Math.max(0, list.length - version) };
}

/**
 * Brings the schema up to date, all pending migrations in one transaction: one that fails leaves the store as it
 * was. `list` is for tests.
 */
export async function migrate(db: Db, list: readonly string[] = migrations): Promise<number> {
  // Several app instances starting together on one PostgreSQL: the first to take the lock migrates, the others wait
  // for it (not ready meanwhile) and then find nothing left to do.
  const current = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version int PRIMARY KEY)');
    const [row] = await tx.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
    const from = row?.version ?? 0;
    for (let version = from + 1; version <= list.length; version++) {
      for (const statement of splitStatements(list[version - 1] ?? '')) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
    }
    return from;
  });
  const [unfinished] = await db.query('SELECT 1 FROM meta WHERE key = $1', [BULK_LOAD]);
  if (unfinished) await finishBulkLoad(db);
  else for (const index of SEARCH_INDEXES) await db.exec(index.create);
  return Math.max(0, list.length - current);
}

/** Splits on semicolons outside dollar-quoted bodies (our migrations use no other quoting of `;`). */
function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    const clean = line.replace(/--.*$/, '');
    current += clean + '\n';
    if ((clean.match(/\$\$/g) ?? []).length % 2 === 1) inDollar = !inDollar;
    if (!inDollar && clean.trimEnd().endsWith(';')) {
      out.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
