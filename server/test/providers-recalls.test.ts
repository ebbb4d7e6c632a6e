import { recallNotice } from '@clearcart/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../src/providers/http.ts';
import { FsaAlertsProvider } from '../src/providers/recalls/fsa.ts';
import { OpenFdaProvider, upcsIn } from '../src/providers/recalls/openfda.ts';
import { identificationGroups, RappelConsoProvider } from '../src/providers/recalls/rappel-conso.ts';
import type { Behaviour } from './fakes/fake-server.ts';
import {
  fsaAlert,
  openFdaReport,
  rappelConsoRecord,
  startRecallsFake,
  type RecallsFake,
} from './fakes/recalls-fake.ts';

// A loopback answer comes in milliseconds; the timeout leaves room for a busy machine, the slow fake goes past it.
const http = { timeoutMs: 3_000, retries: 0, backoffMs: 10, breaker: { failures: 100, coolDownMs: 1_000 } };
const now = () => new Date('2026-11-30T12:00:00Z');
const failures: Behaviour[] = ['slow', 'fail', 'malformed', 'wrong-shape', 'oversized'];

describe('recall registers (a local fake replaying their formats)', () => {
  let fake: RecallsFake;
  let providers: [RappelConsoProvider, FsaAlertsProvider, OpenFdaProvider];
  beforeAll(async () => {
    fake = await startRecallsFake();
    fake.slowMs = 8_000;
    providers = [
      new RappelConsoProvider(fake.url, http, now),
      new FsaAlertsProvider(fake.url, http, now),
      new OpenFdaProvider(fake.url, http, now),
    ];
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.behaviour = 'ok';
    fake.rappelConso = [];
    fake.fsa = [];
    fake.openFda = [];
  });

  it('reads RappelConso V2: GTINs, lots, dates, the authority’s own words, the notice’s link', async () => {
    fake.rappelConso = [
      rappelConsoRecord(),
      // The keto slim record as published in the dataset's documentation (two groups, one lot, no date).
      rappelConsoRecord({
        id: '556',
        numero_fiche: '2021-05-0242',
        marque_produit: 'keto slim nuit',
        libelle: 'keto slim nuit',
        modeles_ou_references: 'keto slim nuit¤¤pack keto',
        identification_produits: '3760289220694$ken134f$non concerné$$|3760289220748$ken134f$non concerné$$',
        date_de_fin_de_la_procedure_de_rappel: '2021-06-30T00:00:00+00:00',
        date_publication: '2026-06-01T15:04:00+00:00',
        lien_vers_la_fiche_rappel: 'https://rappel.conso.gouv.fr/fiche-rappel/556/interne',
      }),
    ];
    const { notices, cursor } = await providers[0].changedSince(undefined);
    expect(notices.map((n) => recallNotice.parse(n))).toHaveLength(2);
    const [cheese, keto] = notices;
    expect(cheese).toMatchObject({
      source: 'rappelconso',
      id: '2026-02-0236',
      url: 'https://rappel.conso.gouv.fr/fiche-rappel/21365/interne',
      status: 'ended',
      brand: 'carrefour bio',
      gtins: ['3560070542611'],
      lots: ['25318'],
      dates: [{ kind: 'use-by', from: '2026-03-06', to: '2026-03-06' }],
      hazard: 'présence de listeria monocytogenes — listeria monocytogenes (agent responsable de la listériose)',
      whatToDo: 'ne plus consommer; rapporter le produit au point de vente',
      quantities: ['500g'],
      language: 'fr',
    });
    expect(keto).toMatchObject({ gtins: ['3760289220694', '3760289220748'], lots: ['ken134f'], dates: [] });
    expect(keto?.productNames).toEqual(['keto slim nuit', 'pack keto']);
    expect(cursor).toBe('2026-06-01T15:04:00+00:00');
    // Incremental: asked from the cursor, nothing new.
    await expect(providers[0].changedSince(cursor)).resolves.toMatchObject({ notices: [] });
    const asked = fake.requests.at(-1)?.url;
    expect(asked?.searchParams.get('where')).toBe(`date_publication > "${cursor}"`);
    expect(asked?.searchParams.get('order_by')).toBe('date_publication asc');
  });

  it('splits RappelConso groups written either way', () => {
    expect(
      identificationGroups([
        '1111111111111',
        'tous les lots',
        'non concerné',
        '',
        '|2222222222222',
        'l2',
        'dlc',
        '2026-01-01',
        '',
      ]),
    ).toEqual([
      ['1111111111111', 'tous les lots', 'non concerné', ''],
      ['2222222222222', 'l2', 'dlc', '2026-01-01', ''],
    ]);
    expect(
      identificationGroups([
        '',
        'l0237',
        'date limite de consommation',
        '2020-11-12',
        '|',
        'l0240',
        'date limite de consommation',
        '2020-11-15',
      ]),
    ).toEqual([
      ['', 'l0237', 'date limite de consommation', '2020-11-12'],
      ['l0240', 'date limite de consommation', '2020-11-15'],
    ]);
  });

  it('reads FSA alerts: products, batch codes, best-before wording, consumer advice', async () => {
    fake.fsa = [fsaAlert()];
    const { notices, cursor } = await providers[1].changedSince('2026-09-01T00:00:00Z');
    expect(recallNotice.parse(notices[0])).toMatchObject({
      source: 'fsa',
      id: 'FSA-PRIN-43-2026',
      url: 'https://www.food.gov.uk/news-alerts/alert/fsa-prin-43-2026',
      status: 'active',
      brand: 'Sainsbury’s',
      productNames: ['Inspired to Cook by Sainsbury’s Pitted Black Olives'],
      lots: ['L24156'],
      dates: [{ kind: 'best-before', from: '2027-09-30', to: '2027-09-30' }],
      quantities: ['350g'],
      gtins: [],
    });
    expect(notices[0]?.whatToDo).toContain('do not eat it');
    expect(cursor).toBe('2026-09-04T18:39:45.509Z');
    expect(fake.requests.at(-1)?.url.searchParams.get('_view')).toBe('full');
    await expect(providers[1].changedSince(cursor)).resolves.toMatchObject({ notices: [] });
  });

  it('reads openFDA enforcement reports: UPCs from the description, lots and US dates from code_info', async () => {
    fake.openFda = [
      openFdaReport(),
      openFdaReport({ recall_number: 'F-0001-2026', status: 'Terminated', report_date: '20260105' }),
    ];
    const { notices, cursor } = await providers[2].changedSince(undefined);
    expect(notices.map((n) => n.id)).toEqual(['F-0001-2026', 'F-0123-2026']);
    expect(recallNotice.parse(notices[1])).toMatchObject({
      status: 'active',
      gtins: ['041234567891'],
      lots: ['6301A', '6302A'],
      dates: [{ kind: 'best-before', from: '2027-11-03', to: '2027-11-03' }],
      url: 'https://api.fda.gov/food/enforcement.json?search=recall_number:%22F-0123-2026%22',
    });
    expect(notices[0]?.status).toBe('ended');
    expect(cursor).toBe('2026-11-18T00:00:00Z');
    // No report since: openFDA's 404 "No matches found!" is an empty answer, not a failure.
    fake.openFda = [];
    await expect(providers[2].changedSince(cursor)).resolves.toMatchObject({ notices: [] });
  });

  it('takes only UPCs with a correct check digit', () => {
    expect(upcsIn('UPC 0 41234 56789 1; UPC 0 41234 56789 2')).toEqual(['041234567891']);
    // A real report (F-0438-2025) prints its UPC bare between tabs.
    expect(upcsIn('Cucumber w/ Ranch Snack Cup\t850065403144\tNet Wt: 9.5oz (269g)')).toEqual(['850065403144']);
  });

  it.each(failures)('fails with a ProviderError when a register is %s', async (behaviour) => {
    fake.behaviour = behaviour;
    fake.rappelConso = [rappelConsoRecord()];
    fake.fsa = [fsaAlert()];
    fake.openFda = [openFdaReport()];
    for (const provider of providers)
      await expect(provider.changedSince(undefined)).rejects.toBeInstanceOf(ProviderError);
  });

  it('fails fast when nothing listens (offline)', async () => {
    const offline = new RappelConsoProvider('http://127.0.0.1:9', http, now);
    await expect(offline.changedSince(undefined)).rejects.toBeInstanceOf(ProviderError);
  });
});
