import type { ProductFacts } from '@clearcart/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLDED_LETTERS, fold } from '@clearcart/text';
import { IdentifyService } from '../src/identify/identify-service.ts';
import { WordReader } from '../src/image/index.ts';
import { InProcessPhotoWork } from '../src/photo-work/photo-work.ts';
import type { Db } from '../src/store/database/db.ts';
import { migrate, migrations } from '../src/store/database/migrations.ts';
import { ProductRepository, refoldSearchTexts } from '../src/store/repositories/product-repository.ts';
import { aProduct, openTestDb, storeKinds } from './helpers.ts';

// Real words of product names in the languages whose letters decomposition leaves as they are.
const WORDS = ['Soße', 'GROẞE', 'Œufs', 'Smørbrød', 'Ærø', 'Masło', 'Đakovo', 'Þykkvabæjar', 'Ispanaklı', 'Ħobż'];

describe.each(storeKinds)('search folding on %s', (kind) => {
  let db: Db;
  let identify: IdentifyService;
  beforeAll(async () => {
    db = await openTestDb(kind);
    identify = new IdentifyService(new ProductRepository(db), InProcessPhotoWork.withReader(new WordReader()));
  });
  afterAll(() => db.close());

  /** A product stored with its folded texts as an older version spelt them: `now` in them written `before`. */
  const storedAsBefore = async (product: ProductFacts, now: string, before: string) => {
    await new ProductRepository(db).upsert([product], 'test');
    await db.query(
      `UPDATE products SET search_text = replace(search_text, $2, $3), name_text = replace(name_text, $2, $3),
              brand_name_text = replace(brand_name_text, $2, $3)
        WHERE id = $1`,
      [product.id, now, before],
    );
  };

  const indexFold = async (text: string) =>
    (await db.query<{ folded: string }>('SELECT cc_fold($1) AS folded', [text]))[0]?.folded;

  it('folds every letter as the full-text index does, so what is stored is what a query asks for', async () => {
    for (const text of [...WORDS, ...Object.keys(FOLDED_LETTERS)]) {
      const folded = fold(text);
      expect(await indexFold(folded), `${text} → ${folded}`).toBe(folded);
    }
    expect(fold('Helle Soße')).toBe('helle sosse');
  });

  it('finds a name written with ß by its words, typed with ß or ss', async () => {
    await new ProductRepository(db).upsert(
      [aProduct({ id: 'helle-sosse', name: 'Helle Soße', brand: 'Kühne' })],
      'test',
    );
    for (const typed of ['Helle Soße', 'helle sosse'])
      expect((await identify.byText(typed)).product_id, typed).toBe('helle-sosse');
  });

  it('migration 8 respells the search texts and vocabulary stored before', async () => {
    // As the catalog stood before: JS-folded texts and words that kept the letter.
    await storedAsBefore(aProduct({ id: 'smorbrod', name: 'Smørbrød rye', brand: 'Nordic' }), 'smorbrod', 'smørbrød');
    await db.exec(`
      DELETE FROM search_words WHERE word = 'smorbrod';
      INSERT INTO search_words (word) VALUES ('smørbrød');
      DELETE FROM schema_migrations WHERE version >= 8;
    `);
    // Migration 8 alone, then the later ones marked done again as they were.
    await migrate(db, migrations.slice(0, 8));
    await db.query('INSERT INTO schema_migrations (version) SELECT generate_series(9, $1::int)', [migrations.length]);
    const [row] = await db.query<{ search_text: string; brand_name_text: string }>(
      "SELECT search_text, brand_name_text FROM products WHERE id = 'smorbrod'",
    );
    expect(row?.search_text).toContain('smorbrod rye');
    expect(row?.brand_name_text).toBe('nordic smorbrod rye');
    const words = await db.query<{ word: string }>("SELECT word FROM search_words WHERE word LIKE 'sm%brod'");
    expect(words.map((w) => w.word)).toEqual(['smorbrod']);
    const [deletion] = await db.query(
      "SELECT 1 FROM search_word_deletes WHERE variant = 'smrbrod' AND word = 'smorbrod'",
    );
    expect(deletion).toBeDefined();
    expect((await identify.byText('Nordic Smørbrød rye')).product_id).toBe('smorbrod');
  });

  it('folds again the search texts an older folding stored, once: an elided name is found by its words', async () => {
    // As the catalog stood before decision 075: the apostrophe of an elision dropped, "dolive" one word.
    const product = aProduct({ id: 'huile-olive', name: "Huile d'olive vierge extra", brand: 'Puget' });
    await storedAsBefore(product, 'd olive', 'dolive');
    await db.exec("DELETE FROM meta WHERE key = 'search_fold'");
    expect(await refoldSearchTexts(db)).toBeGreaterThanOrEqual(1);
    const [row] = await db.query<{ search_text: string; name_text: string }>(
      "SELECT search_text, name_text FROM products WHERE id = 'huile-olive'",
    );
    expect(row?.name_text).toBe('huile d olive vierge extra puget');
    expect(row?.search_text).toContain('huile d olive vierge extra');
    expect(await refoldSearchTexts(db)).toBe(0);
    for (const typed of ["Huile d'olive Puget", 'huile olive puget'])
      expect((await identify.byText(typed)).product_id, typed).toBe('huile-olive');
  });
});
