import { startFake, type FakeServer } from './fake-server.ts';

/**
 * One local server answering as the four recall registers do, in their own formats: the Opendatasoft Explore API
 * v2.1 of data.economie.gouv.fr (RappelConso V2), the FSA food alerts API (data.food.gov.uk/food-alerts), openFDA's
 * food enforcement endpoint and the EU Safety Gate's weekly report XML (ec.europa.eu/safety-gate-alerts). A test puts
 * records in each register's list; each register filters them by its own cursor.
 */
export interface RecallsFake extends FakeServer {
  rappelConso: Record<string, unknown>[];
  fsa: Record<string, unknown>[];
  openFda: Record<string, unknown>[];
  safetyGate: SafetyGateReport[];
}

/** One weekly report of the Safety Gate: its number in the report's address, reference, day and alerts. */
export interface SafetyGateReport {
  id: number;
  reference: string;
  /** As the list writes it: dd/mm/yyyy. */
  publicationDate: string;
  alerts: Record<string, string>[];
  /** Listed, but its XML answers 404 (a report the site fails to serve). */
  unavailable?: boolean;
}

/** A RappelConso V2 record, as the Explore API returns it (identification_produits as a list). */
export function rappelConsoRecord(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 21365,
    numero_fiche: '2026-02-0236',
    numero_version: 1,
    nature_juridique_rappel: 'volontaire (sans arrêté préfectoral)',
    categorie_produit: 'alimentation',
    sous_categorie_produit: 'lait et produits laitiers',
    marque_produit: 'carrefour bio',
    modeles_ou_references: 'fromage frais 3,2% de matière grasse',
    identification_produits: ['3560070542611', '25318', 'date limite de consommation', '2026-03-06', ''],
    conditionnements: 'pot de 500g',
    date_debut_commercialisation: '2026-02-10T00:00:00+00:00',
    date_date_fin_commercialisation: '2026-02-20T00:00:00+00:00',
    temperature_conservation: 'produit à conserver au réfrigérateur',
    zone_geographique_de_vente: 'france entière',
    distributeurs: 'carrefour',
    motif_rappel: 'présence de listeria monocytogenes',
    risques_encourus: 'listeria monocytogenes (agent responsable de la listériose)',
    conduites_a_tenir_par_le_consommateur: 'ne plus consommer|rapporter le produit au point de vente',
    modalites_de_compensation: 'remboursement',
    date_de_fin_de_la_procedure_de_rappel: '2026-04-30T00:00:00+00:00',
    lien_vers_la_fiche_rappel: 'https://rappel.conso.gouv.fr/fiche-rappel/21365/interne',
    rappel_guid: '00000000-0000-4000-8000-000000021365',
    date_publication: '2026-02-23T16:10:00+00:00',
    libelle: 'fromage frais 3,2% de matière grasse',
    ...over,
  };
}

/** An FSA alert in the API's full view. */
export function fsaAlert(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    '@id': 'http://data.food.gov.uk/food-alerts/id/FSA-PRIN-43-2026',
    type: ['http://data.food.gov.uk/food-alerts/def/Alert', 'http://data.food.gov.uk/food-alerts/def/PRIN'],
    notation: 'FSA-PRIN-43-2026',
    title:
      'Sainsbury’s recalls Inspired to Cook by Sainsbury’s Pitted Black Olives because of contamination with Listeria monocytogenes',
    shortTitle: 'Sainsbury’s recalls Pitted Black Olives',
    created: '2026-09-04',
    modified: '2026-09-04T18:39:45.509Z',
    alertURL: 'https://www.food.gov.uk/news-alerts/alert/fsa-prin-43-2026',
    status: { '@id': 'http://data.food.gov.uk/food-alerts/def/status/published', label: 'Published' },
    problem: [{ riskStatement: 'Listeria monocytogenes has been found in the product listed above.' }],
    productDetails: [
      {
        productName: 'Inspired to Cook by Sainsbury’s Pitted Black Olives',
        packSizeDescription: '350g',
        batchDescription: { batchCode: 'L24156', bestBeforeDescription: 'Best before 30 September 2027' },
      },
    ],
    actionTaken: 'Sainsbury’s is recalling the above product.',
    consumerAdvice:
      'If you have bought the above product do not eat it. Instead, return it to the store for a full refund.',
    reportingBusiness: { commonName: 'Sainsbury’s' },
    ...over,
  };
}

/** An openFDA food enforcement report. */
export function openFdaReport(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    status: 'Ongoing',
    city: 'Springfield',
    state: 'IL',
    country: 'United States',
    classification: 'Class I',
    openfda: {},
    product_type: 'Food',
    event_id: '98001',
    recalling_firm: 'Fixture Foods Inc.',
    address_1: '1 Main St',
    postal_code: '62701',
    voluntary_mandated: 'Voluntary: Firm initiated',
    initial_firm_notification: 'Letter',
    distribution_pattern: 'Nationwide',
    recall_number: 'F-0123-2026',
    product_description: 'Fixture Creamy Peanut Butter, 16 oz jar, UPC 0 41234 56789 1',
    product_quantity: '12,000 jars',
    reason_for_recall: 'Potential contamination with Salmonella.',
    recall_initiation_date: '20261103',
    center_classification_date: '20261110',
    report_date: '20261118',
    code_info: 'Lot 6301A, 6302A; Best By 11/03/2027',
    ...over,
  };
}

/**
 * A Safety Gate alert with the elements its weekly report gives each `<notifications>`, in their order (element names
 * as the report's readers in public code read them; the values are a fixture's). `xsi:type`, when set, is written as
 * the element's attribute.
 */
export function safetyGateAlert(over: Record<string, string> = {}): Record<string, string> {
  return {
    order: '1',
    caseNumber: 'SR/01234/26',
    reference: 'https://ec.europa.eu/safety-gate-alerts/screen/webReport/alertDetail/10099901',
    category: 'Cosmetics',
    product: 'Body lotion',
    brand: 'Fixture Beauty',
    name: 'Shea Butter Body Lotion',
    type_numberOfModel: 'Ref. SB-250, 250 ml',
    batchNumber: 'L2611',
    barcode: '3760012345014',
    riskType: 'Chemical',
    danger:
      'The product contains butylphenyl methylpropional (BMHCA), prohibited in cosmetic products. It may harm the reproductive system.',
    measures: 'Recall of the product from end users',
    description: 'White lotion in a 250 ml plastic bottle.',
    notifyingCountry: 'France',
    countryOfOrigin: 'France',
    level: 'Serious risk',
    ...over,
  };
}

/** A weekly report holding `alerts`. */
export function safetyGateReport(
  id: number,
  publicationDate: string,
  alerts: Record<string, string>[] = [safetyGateAlert()],
): SafetyGateReport {
  const [, , year = ''] = publicationDate.split('/');
  return { id, reference: `Report-${year}-${id % 100}`, publicationDate, alerts };
}

const cdata = (value: string) => `<![CDATA[${value}]]>`;
const escape = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const SAFETY_GATE = 'https://ec.europa.eu/safety-gate-alerts/api/download/weeklyReport/detail/xml';

/** The list of weekly reports, newest first, each with the address of its XML (a trailing comma, as published). */
function safetyGateList(reports: SafetyGateReport[]): string {
  const entries = [...reports]
    .sort((a, b) => b.id - a.id)
    .map((r) => {
      const [day, month, year] = r.publicationDate.split('/');
      return `<weeklyReport><reference>${r.reference}</reference><publicationDate>${r.publicationDate}</publicationDate><year>${year}</year><month>${Number(month)}</month><day>${Number(day)}</day><URL>${escape(`${SAFETY_GATE}/${r.id}?language=en`)},</URL></weeklyReport>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Safety-Gate>${entries.join('\n')}</Safety-Gate>`;
}

/** One weekly report's XML: its day, then one `<notifications>` element per alert, texts in CDATA. */
function safetyGateDetail(report: SafetyGateReport): string {
  const [, , year] = report.publicationDate.split('/');
  const alerts = report.alerts.map((alert) => {
    const { 'xsi:type': type, ...fields } = alert;
    const body = Object.entries(fields)
      .map(([name, value]) => (name === 'order' ? `<order>${value}</order>` : `<${name}>${cdata(value)}</${name}>`))
      .join('');
    return `<notifications${type ? ` xsi:type="${type}"` : ''}>${body}</notifications>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Safety-Gate xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><report_date>${report.publicationDate}</report_date><report_year>${year}</report_year>${alerts.join('\n')}</Safety-Gate>`;
}

const after = (value: unknown, bound: string | undefined) =>
  typeof value === 'string' && (!bound || Date.parse(value) > Date.parse(bound));

export async function startRecallsFake(): Promise<RecallsFake> {
  const fake = (await startFake((request) => {
    const { pathname, searchParams } = request.url;
    if (pathname === '/api/explore/v2.1/catalog/datasets/rappelconso-v2-gtin-espaces/records') {
      const since = /date_publication > "([^"]+)"/.exec(searchParams.get('where') ?? '')?.[1];
      const all = fake.rappelConso
        .filter((r) => after(r.date_publication, since))
        .sort((a, b) => String(a.date_publication).localeCompare(String(b.date_publication)));
      const offset = Number(searchParams.get('offset') ?? 0);
      const limit = Number(searchParams.get('limit') ?? 10);
      return { body: { total_count: all.length, results: all.slice(offset, offset + limit) } };
    }
    if (pathname === '/food-alerts/id') {
      const since = searchParams.get('since') ?? undefined;
      const items = fake.fsa.filter((a) => after(a.modified, since));
      return {
        body: {
          meta: {
            publisher: 'Food Standards Agency',
            licence: 'http://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
            version: '0.1',
            hasFormat: [],
            limit: Number(searchParams.get('_limit') ?? 10),
          },
          items,
        },
      };
    }
    if (pathname === '/food/enforcement.json') {
      const range = /report_date:\[(\d{8}) TO (\d{8})\]/.exec(searchParams.get('search') ?? '');
      const [from, to] = [range?.[1] ?? '0', range?.[2] ?? '99999999'];
      const all = fake.openFda
        .filter((r) => String(r.report_date) >= from && String(r.report_date) <= to)
        .sort((a, b) => String(a.report_date).localeCompare(String(b.report_date)));
      if (all.length === 0)
        return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'No matches found!' } } };
      const skip = Number(searchParams.get('skip') ?? 0);
      const limit = Number(searchParams.get('limit') ?? 1);
      return {
        body: {
          meta: {
            disclaimer: 'Do not rely on openFDA to make decisions regarding medical care.',
            terms: 'https://open.fda.gov/terms/',
            license: 'https://open.fda.gov/license/',
            last_updated: '2026-11-25',
            results: { skip, limit, total: all.length },
          },
          results: all.slice(skip, skip + limit),
        },
      };
    }
    if (pathname === '/safety-gate-alerts/api/download/weeklyReport/list/xml/en')
      return { body: safetyGateList(fake.safetyGate), contentType: 'application/xml' };
    const report = /^\/safety-gate-alerts\/api\/download\/weeklyReport\/detail\/xml\/(\d+)$/.exec(pathname);
    if (report) {
      const found = fake.safetyGate.find((r) => r.id === Number(report[1]));
      if (found && !found.unavailable) return { body: safetyGateDetail(found), contentType: 'application/xml' };
    }
    return { status: 404, body: { error: 'not found' } };
  })) as RecallsFake;
  fake.rappelConso = [];
  fake.fsa = [];
  fake.openFda = [];
  fake.safetyGate = [];
  return fake;
}
