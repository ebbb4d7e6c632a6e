// Reports in the shopper's language (decision 036): the routes that answer in prose read Accept-Language,
// answer in the best of en, fr, de, es, it and nl, say which in Content-Language (and Vary), keep one cached answer per
// language, and document all of it in the OpenAPI document.
import {
  alternativesResponse,
  householdAlertsResponse,
  listReport,
  productResponse,
  type ProductResponse,
} from '@clearcart/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSeedCatalog } from '../src/catalog/seed.ts';
import type { Services } from '../src/services.ts';
import { buildTestApp } from './test-app.ts';

const NUTELLA = 'nutella-hazelnut-spread-400g';
const seed = loadSeedCatalog();

describe('reports in the language the shopper reads', () => {
  let app: FastifyInstance;
  let services: Services;
  beforeAll(async () => {
    ({ app, services } = await buildTestApp({ products: seed }));
    await services.alternatives.refresh();
  }, 120_000);
  afterAll(() => app.close());

  const get = (url: string, language?: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { ...(language ? { 'accept-language': language } : {}), ...headers } });
  const post = (url: string, payload: object, language?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: language ? { 'accept-language': language } : {},
    } satisfies InjectOptions);
  const report = (body: string): ProductResponse => productResponse.parse(JSON.parse(body));

  it('answers in the best of the six for Accept-Language, says which, and varies on it', async () => {
    const cases: [string | undefined, string][] = [
      [undefined, 'en'],
      ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', 'fr'],
      ['de-AT', 'de'],
      ['pt-BR, es;q=0.8, it;q=0.9', 'it'],
      ['nl;q=0.2, es;q=0.2', 'nl'],
      ['ja, zh-CN;q=0.9', 'en'],
      ['en;q=0, *', 'fr'],
      ['fr;q=0', 'en'],
      ['*', 'en'],
    ];
    for (const [header, language] of cases) {
      const response = await get(`/api/products/${NUTELLA}`, header);
      expect(response.statusCode, String(header)).toBe(200);
      expect(response.headers['content-language'], String(header)).toBe(language);
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-language');
      // English is the contract's default: an English report says nothing of its language, as before.
      expect(report(response.body).metadata.language).toBe(language === 'en' ? undefined : language);
    }
    // An error's message is not in the shopper's language (the web words it from its code): no Content-Language.
    const missing = await get('/api/products/no-such-product', 'fr');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-language']).toBeUndefined();
  });

  it("writes the report's prose in that language; the company's own words stay English, marked as such", async () => {
    const english = report((await post(`/api/products/evaluate/${NUTELLA}`, {})).body);
    const french = report((await post(`/api/products/evaluate/${NUTELLA}`, {}, 'fr-FR')).body);
    const health = french.ratings!.health;
    expect(health.impact_summary).toContain('Contient\u00a0: fruits à coque, lait et soja.');
    expect(health.recommendations).toContain(
      'Prudence\u00a0: riche en acides gras saturés (10,6 g pour 100 g)\u202f; préférez de petites portions.',
    );
    expect(english.ratings!.health.recommendations).toContain(
      'Caution: high in saturated fat (10.6 g per 100 g); keep portions small.',
    );
    // The same facts, the same findings: scores, grades and codes do not depend on the language.
    expect(french.ratings!.health.score).toBe(english.ratings!.health.score);
    expect(french.ratings!.environmental.grade).toBe(english.ratings!.environmental.grade);
    expect(Object.keys(health.allergens)).toEqual(Object.keys(english.ratings!.health.allergens));
    // Company profiles are the curators' English, never machine-translated: marked, and word for word the English.
    expect(french.entity.insights.company?.language).toBe('en');
    expect(french.entity.insights.company?.about).toBe(english.entity.insights.company?.about);
    expect(english.entity.insights.company?.language).toBeUndefined();
  });

  it('writes the personal alerts in that language', async () => {
    const preferences = { health: { allergens: ['dairy', 'tree_nuts'], dietary_restrictions: ['vegan'] } };
    const german = report((await post(`/api/products/evaluate/${NUTELLA}`, { preferences }, 'de')).body);
    expect(german.personal_alerts?.map((a) => a.message)).toEqual([
      'Enthält Schalenfrüchte — das meiden Sie',
      'Enthält Milch — das meiden Sie',
      'Enthält tierische Zutaten (Milchprodukte) — Sie ernähren sich vegan',
    ]);
  });

  it('keeps one cached answer per language: each its own body and entity tag, never another language’s', async () => {
    const url = `/api/products/${NUTELLA}`;
    const french = await get(url, 'fr');
    const english = await get(url, 'en');
    const frenchAgain = await get(url, 'fr');
    expect(french.body).not.toBe(english.body);
    expect(frenchAgain.body).toBe(french.body);
    expect(french.headers.etag).not.toBe(english.headers.etag);
    // A copy held in one language is not current for another.
    expect((await get(url, 'fr', { 'if-none-match': String(french.headers.etag) })).statusCode).toBe(304);
    const other = await get(url, 'en', { 'if-none-match': String(french.headers.etag) });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-language']).toBe('en');

    const evaluate = `/api/products/evaluate/${NUTELLA}`;
    const spanish = await post(evaluate, {}, 'es');
    const italian = await post(evaluate, {}, 'it');
    expect(report(spanish.body).metadata.language).toBe('es');
    expect(report(italian.body).metadata.language).toBe('it');
    expect(report((await post(evaluate, {}, 'es')).body).ratings).toEqual(report(spanish.body).ratings);
  });

  it('words better choices and their reasons in that language', async () => {
    const answer = async (id: string, language: string) => {
      const response = await get(`/api/products/${id}/alternatives`, language);
      expect(response.headers['content-language']).toBe(language);
      return alternativesResponse.parse(response.json());
    };
    // The first of the products opened most whose better choices have a reason in words, not only a label's name.
    const said = (a: Awaited<ReturnType<typeof answer>>) => a.alternatives.flatMap((x) => x.reasons).join(' | ');
    let id = '';
    let english: Awaited<ReturnType<typeof answer>> | undefined;
    for (id of [
      'hersheys-milk-chocolate-bar-1-55oz',
      'kitkat-4-finger-41-5g',
      'snickers-bar-50g',
      'kinder-bueno-43g',
    ]) {
      english = await answer(id, 'en');
      if (/instead of|no palm oil|less CO2e/.test(said(english))) break;
    }
    const dutch = await answer(id, 'nl');
    expect(said(english!)).toMatch(/instead of|no palm oil|less CO2e/);
    expect(dutch.alternatives.map((a) => a.id)).toEqual(english!.alternatives.map((a) => a.id));
    expect(said(dutch)).not.toMatch(/instead of|no palm oil|less CO2e/);
  });

  it('the report of facts read from a package, in that language', async () => {
    const response = await post(
      '/api/products/evaluate-facts',
      { facts: { kind: 'food', name: 'Vla', brand: 'Huismerk', ingredients_text: 'Melk, suiker, zetmeel' } },
      'nl-BE',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('nl');
    const nl = report(response.body);
    expect(nl.metadata.language).toBe('nl');
    expect(nl.ratings!.health.allergens.dairy?.notes).toBe('Aanwezig in het ingrediënt “Melk”.');
  });

  it("words a household's alerts and a list's page in that language; English as before", async () => {
    const profiles = [
      { name: 'Me', preferences: { health: { allergens: ['dairy'] } } },
      { name: 'Léa', preferences: { health: { allergens: ['peanuts'] } } },
    ];
    const alerts = async (language?: string) => {
      const response = await post('/api/profiles/alerts', { product_ids: [NUTELLA], profiles }, language);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-language']).toBe(language?.slice(0, 2) ?? 'en');
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-language');
      return householdAlertsResponse
        .parse(response.json())
        .products[0]!.people.map((p) => p.alerts.map((a) => a.message));
    };
    const english = await alerts();
    expect(english).toEqual([['Contains dairy (milk) — you avoid dairy (milk)'], []]);
    expect(await alerts('en')).toEqual(english);
    // The same alerts as the product's own report in German (one cache entry per language, not the English one).
    expect(await alerts('de-DE')).toEqual([['Enthält Milch — das meiden Sie'], []]);

    const page = async (language?: string) => {
      const response = await post(
        '/api/lists/report',
        { items: [{ product_id: 'snickers-bar-50g' }, { product_id: NUTELLA }, { text: 'bread' }], profiles },
        language,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-language']).toBe(language?.slice(0, 2) ?? 'en');
      return listReport.parse(response.json());
    };
    const englishPage = await page();
    expect(englishPage.summary.worst.map((w) => w.why)).toEqual(['Not for Me, Léa', 'Not for Me']);
    expect((await page('en')).summary).toEqual(englishPage.summary);
    const french = await page('fr-FR');
    expect(french.summary.worst.map((w) => w.why)).toEqual(['Pas pour moi, Léa', 'Pas pour moi']);
    expect(french.items.map((i) => i.alerts.map((p) => p.name))).toEqual(
      englishPage.items.map((i) => i.alerts.map((p) => p.name)),
    );
    const frenchAlerts = french.items.flatMap((i) => i.alerts.flatMap((p) => p.alerts.map((a) => a.message)));
    expect(frenchAlerts.length).toBeGreaterThan(0);
    expect(frenchAlerts.join(' | ')).not.toMatch(/Contains|you avoid/);
    // Better choices' reasons in the list's language too.
    const reasons = french.summary.worst.flatMap((w) => w.better_choices.flatMap((c) => c.reasons)).join(' | ');
    expect(reasons).not.toMatch(/instead of|no palm oil|less CO2e/);
  });

  it('documents Accept-Language and Content-Language in the OpenAPI document', async () => {
    interface Operation {
      parameters?: { name: string; in: string }[];
      responses: Record<string, { headers?: Record<string, unknown> }>;
    }
    const document = (await app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    for (const [path, method] of [
      ['/api/products/{id}', 'get'],
      ['/api/products/evaluate/{id}', 'post'],
      ['/api/products/evaluate-facts', 'post'],
      ['/api/products/{id}/alternatives', 'get'],
      ['/api/lists/{id}', 'get'],
      ['/api/lists/report', 'post'],
      ['/api/profiles/alerts', 'post'],
    ] as const) {
      const operation = document.paths[path]![method]!;
      expect(
        operation.parameters?.some((p) => p.name === 'Accept-Language' && p.in === 'header'),
        path,
      ).toBe(true);
      expect(Object.keys(operation.responses['200']!.headers ?? {}), path).toContain('Content-Language');
    }
    expect(document.paths['/api/products/search']!.get!.parameters?.some((p) => p.name === 'Accept-Language')).toBe(
      false,
    );
  });
});
