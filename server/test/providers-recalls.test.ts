import { recallNotice } from '@clearcart/contracts';
import { matchRecall } from '@clearcart/engine';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../src/providers/http.ts';
import { FsaAlertsProvider } from '../src/providers/recalls/fsa.ts';
import { OpenFdaProvider, upcsIn } from '../src/providers/recalls/openfda.ts';
import { identificationGroups, RappelConsoProvider } from '../src/providers/recalls/rappel-conso.ts';
import { barcodesIn, SafetyGateProvider } from '../src/providers/recalls/safety-gate.ts';
import type { Behaviour } from './fakes/fake-server.ts';
import {
  fsaAlert,
  openFdaReport,
  rappelConsoRecord,
  safetyGateAlert,
  safetyGateReport,
  startRecallsFake,
  type RecallsFake,
} from './fakes/recalls-fake.ts';

// A loopback answer comes in milliseconds; the timeout leaves room for a busy machine, the slow fake goes past it.
const http = { timeoutMs: 3_000, retries: 0, backoffMs: 10, breaker: { failures: 100, coolDownMs: 1_000 } };
const now = () => new Date('2026-11-30T12:00:00Z');
const failures: Behaviour[] = ['slow', 'fail', 'malformed', 'wrong-shape', 'oversized'];

describe('recall registers (a local fake replaying their formats)', () => {
  let fake: RecallsFake;
  let providers: [RappelConsoProvider, FsaAlertsProvider, OpenFdaProvider, SafetyGateProvider];
  beforeAll(async () => {
    fake = await startRecallsFake();
    fake.slowMs = 8_000;
    providers = [
      new RappelConsoProvider(fake.url, http, now),
      new FsaAlertsProvider(fake.url, http, now),
      new OpenFdaProvider(fake.url, http, now),
      new SafetyGateProvider(fake.url, http, now),
    ];
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.behaviour = 'ok';
    fake.rappelConso = [];
    fake.fsa = [];
    fake.openFda = [];
    fake.safetyGate = [];
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

  it('reads the EU Safety Gate’s weekly reports: case number, alert page, barcode, brand, names, the authority’s words', async () => {
    fake.safetyGate = [
      safetyGateReport(10000330, '13/11/2026', [
        safetyGateAlert(),
        // A car (the vehicles' own element type, as the export writes it), no brand known, no barcode.
        safetyGateAlert({
          'xsi:type': 'webReportXmlWeeklyReportDetailMotorVehicleContentDto',
          order: '2',
          caseNumber: 'A12/00188/26',
          reference: 'https://ec.europa.eu/safety-gate-alerts/screen/webReport/alertDetail/10099902',
          category: 'Motor vehicles',
          product: 'Passenger car',
          brand: 'Unknown',
          name: '',
          type_numberOfModel: 'e1*2007/46*2180*',
          batchNumber: '',
          barcode: '',
          riskType: 'Fire',
          danger: 'The thermal protection may fail.',
        }),
      ]),
      safetyGateReport(10000331, '20/11/2026', [safetyGateAlert({ caseNumber: 'SR/01300/26', barcode: '' })]),
    ];
    const sg = providers[3];
    const { notices, cursor } = await sg.changedSince(undefined);
    expect(notices.map((n) => recallNotice.parse(n).id)).toEqual(['SR/01234/26', 'A12/00188/26', 'SR/01300/26']);
    const [lotion, car] = notices;
    expect(lotion).toMatchObject({
      source: 'safetygate',
      url: 'https://ec.europa.eu/safety-gate-alerts/screen/webReport/alertDetail/10099901',
      authority: 'EU Safety Gate (European Commission)',
      country: 'eu',
      language: 'en',
      publishedAt: '2026-11-13T00:00:00Z',
      status: 'active',
      title: 'Body lotion — Shea Butter Body Lotion',
      brand: 'Fixture Beauty',
      productNames: ['Shea Butter Body Lotion', 'Ref. SB-250, 250 ml', 'Body lotion Shea Butter Body Lotion'],
      gtins: ['3760012345014'],
      lots: ['L2611'],
      allLots: false,
      quantities: ['250 ml'],
      whatToDo: 'Recall of the product from end users',
    });
    expect(lotion?.hazard).toMatch(/^Chemical — The product contains butylphenyl methylpropional/);
    // "Unknown" is no brand: such a notice is never matched by name.
    expect(car).toMatchObject({ productNames: ['e1*2007/46*2180*'], gtins: [], lots: [] });
    expect(car?.brand).toBeUndefined();
    expect(cursor).toBe('2026-11-20T00:00:00Z');
    // The list's own report addresses, read on the configured host.
    expect(fake.requests.map((r) => r.url.pathname)).toEqual(
      expect.arrayContaining([
        '/safety-gate-alerts/api/download/weeklyReport/list/xml/en',
        '/safety-gate-alerts/api/download/weeklyReport/detail/xml/10000330',
      ]),
    );
    expect(fake.requests.at(-1)?.url.search).toBe('?language=en');
    // Incremental: the reports up to the cursor are not read again.
    fake.requests.length = 0;
    fake.safetyGate.push(safetyGateReport(10000332, '27/11/2026', [safetyGateAlert({ caseNumber: 'SR/01333/26' })]));
    const next = await sg.changedSince(cursor);
    expect(next.notices.map((n) => n.id)).toEqual(['SR/01333/26']);
    expect(fake.requests.map((r) => r.url.pathname.split('/').at(-1))).toEqual(['en', '10000332']);
    await expect(sg.changedSince(next.cursor)).resolves.toMatchObject({ notices: [], cursor: '2026-11-27T00:00:00Z' });
  });

  it('a Safety Gate report the site fails to serve: the reports before it stand, the next poll goes on from there', async () => {
    fake.safetyGate = [
      safetyGateReport(10000330, '13/11/2026'),
      { ...safetyGateReport(10000331, '20/11/2026'), unavailable: true },
    ];
    const sg = providers[3];
    const first = await sg.changedSince(undefined);
    expect(first).toMatchObject({ notices: [{ id: 'SR/01234/26' }], cursor: '2026-11-13T00:00:00Z' });
    // Still failing with nothing read before it: the poll fails (and is tried again next period).
    await expect(sg.changedSince(first.cursor)).rejects.toBeInstanceOf(ProviderError);
  });

  it('takes the Safety Gate’s barcodes only with a correct check digit, however they are written', () => {
    expect(barcodesIn('3760012345014')).toEqual(['3760012345014']);
    expect(barcodesIn('3760012345014, 3760012345021')).toEqual(['3760012345014', '3760012345021']);
    expect(barcodesIn('3760012345014 3760012345021')).toEqual(['3760012345014', '3760012345021']);
    expect(barcodesIn('5 901234 123457')).toEqual(['5901234123457']);
    expect(barcodesIn('EAN: 5901234123457 / 5901234123458')).toEqual(['5901234123457']);
    expect(barcodesIn('N/A')).toEqual([]);
    expect(barcodesIn(undefined)).toEqual([]);
  });

  it('a cosmetic in the catalog: by its barcode when the alert gives one, else by brand + name + size', async () => {
    fake.safetyGate = [
      safetyGateReport(10000330, '13/11/2026', [
        safetyGateAlert(),
        safetyGateAlert({ caseNumber: 'SR/01300/26', barcode: '' }),
        safetyGateAlert({ caseNumber: 'SR/01301/26', barcode: '', brand: 'Unknown' }),
      ]),
    ];
    const [byBarcode, byName, noBrand] = (await providers[3].changedSince(undefined)).notices;
    const lotion = {
      id: 'lotion',
      gtin: '3760012345014',
      name: 'Shea Butter Body Lotion',
      brand: 'Fixture Beauty',
      quantity: '250 ml',
    };
    expect(byBarcode && matchRecall(byBarcode, lotion)).toMatchObject({ by: 'gtin', certainty: 'this-product' });
    // A barcode decides alone: another pack of the same name is not this notice's.
    expect(byBarcode && matchRecall(byBarcode, { ...lotion, gtin: '3760012345021' })).toBeNull();
    expect(byName && matchRecall(byName, lotion)).toMatchObject({ by: 'name', certainty: 'this-product' });
    expect(byName && matchRecall(byName, { ...lotion, quantity: '500 ml' })).toMatchObject({ certainty: 'possibly' });
    expect(byName && matchRecall(byName, { ...lotion, brand: 'Other Brand' })).toBeNull();
    // A brand not known is no brand, even against a record whose brand is "Unknown brand".
    expect(noBrand && matchRecall(noBrand, { ...lotion, brand: 'Unknown brand' })).toBeNull();
  });

  it.each(failures)('fails with a ProviderError when a register is %s', async (behaviour) => {
    fake.behaviour = behaviour;
    fake.rappelConso = [rappelConsoRecord()];
    fake.fsa = [fsaAlert()];
    fake.openFda = [openFdaReport()];
    fake.safetyGate = [safetyGateReport(10000330, '13/11/2026')];
    for (const provider of providers)
      await expect(provider.changedSince(undefined)).rejects.toBeInstanceOf(ProviderError);
  });

  it('fails fast when nothing listens (offline)', async () => {
    const offline = new RappelConsoProvider('http://127.0.0.1:9', http, now);
    await expect(offline.changedSince(undefined)).rejects.toBeInstanceOf(ProviderError);
  });
});
