import { startFake, type FakeServer } from './fake-server.ts';

/*
 * Hand-written answers in Wikidata's real API format (wbsearchentities, wbgetentities). The ids from Q990001 on
 * and the company names are FICTIONAL test data, not facts: only the format is real. Q142 is Wikidata's item for
 * France and Q431289 its item for "brand".
 */

type Snak = { snaktype: 'value'; property: string; datatype: string; datavalue: { value: unknown; type: string } };

const item = (property: string, id: string): Snak => ({
  snaktype: 'value',
  property,
  datatype: 'wikibase-item',
  datavalue: { value: { 'entity-type': 'item', 'numeric-id': Number(id.slice(1)), id }, type: 'wikibase-entityid' },
});
const time = (property: string, year: number): Snak => ({
  snaktype: 'value',
  property,
  datatype: 'time',
  datavalue: {
    value: {
      time: `+${year}-00-00T00:00:00Z`,
      timezone: 0,
      before: 0,
      after: 0,
      precision: 9,
      calendarmodel: 'http://www.wikidata.org/entity/Q1985727',
    },
    type: 'time',
  },
});
const url = (property: string, value: string): Snak => ({
  snaktype: 'value',
  property,
  datatype: 'url',
  datavalue: { value, type: 'string' },
});

let statementNo = 0;
const claim = (
  owner: string,
  mainsnak: Snak,
  extra: { rank?: 'preferred' | 'normal' | 'deprecated'; qualifiers?: Record<string, Snak[]> } = {},
) => ({
  mainsnak,
  type: 'statement',
  id: `${owner}$0000-${++statementNo}`,
  rank: extra.rank ?? 'normal',
  ...(extra.qualifiers ? { qualifiers: extra.qualifiers, 'qualifiers-order': Object.keys(extra.qualifiers) } : {}),
  references: [],
});

function entity(id: string, label: string, claims: Record<string, ReturnType<typeof claim>[]>) {
  return {
    pageid: Number(id.slice(1)),
    ns: 0,
    title: id,
    lastrevid: 2000000000,
    modified: '2025-06-01T00:00:00Z',
    type: 'item',
    id,
    labels: { en: { language: 'en', value: label } },
    claims,
  };
}

export const WIKIDATA_ENTITIES: Record<string, ReturnType<typeof entity>> = {
  // A namesake found first by the search: a family name, with no owner and not an organisation.
  Q990010: entity('Q990010', 'Jacquet', { P31: [claim('Q990010', item('P31', 'Q101352'))] }),
  Q990001: entity('Q990001', 'Jacquet', {
    P31: [claim('Q990001', item('P31', 'Q431289'))],
    P127: [
      // an ended ownership (end time P582) and a deprecated one are not current
      claim('Q990001', item('P127', 'Q990098'), { qualifiers: { P582: [time('P582', 2001)] } }),
      claim('Q990001', item('P127', 'Q990099'), { rank: 'deprecated' }),
      claim('Q990001', item('P127', 'Q990002'), { qualifiers: { P580: [time('P580', 2011)] } }),
    ],
  }),
  Q990002: entity('Q990002', 'Fixture Bakeries', {
    P31: [claim('Q990002', item('P31', 'Q4830453'))],
    P749: [claim('Q990002', item('P749', 'Q990003'))],
  }),
  Q990003: entity('Q990003', 'Fixture Holding Group', {
    P31: [claim('Q990003', item('P31', 'Q783794'))],
    P17: [claim('Q990003', item('P17', 'Q142'))],
    P571: [claim('Q990003', time('P571', 1965))],
    P856: [claim('Q990003', url('P856', 'https://holding.example.invalid/'))],
  }),
  Q990098: entity('Q990098', 'Former Owner Ltd', {}),
  Q990099: entity('Q990099', 'Wrong Owner Ltd', {}),
  Q142: entity('Q142', 'France', {}),
  // A brand whose owner's parent is the brand again: the walk must stop.
  Q990020: entity('Q990020', 'Loopbrand', { P127: [claim('Q990020', item('P127', 'Q990021'))] }),
  Q990021: entity('Q990021', 'Loop Owner', { P749: [claim('Q990021', item('P749', 'Q990020'))] }),
  // A brand with an item but no owner and no organisation class: nothing to say.
  Q990030: entity('Q990030', 'Lonebrand', { P31: [claim('Q990030', item('P31', 'Q431289'))] }),
};

function searchResult(id: string) {
  const label = WIKIDATA_ENTITIES[id]!.labels.en.value;
  return {
    id,
    title: id,
    pageid: Number(id.slice(1)),
    concepturi: `http://www.wikidata.org/entity/${id}`,
    repository: 'wikidata',
    url: `//www.wikidata.org/wiki/${id}`,
    display: { label: { value: label, language: 'en' } },
    label,
    match: { type: 'label', language: 'en', text: label },
  };
}

/** A fake Wikidata answering `/w/api.php?action=wbsearchentities|wbgetentities&format=json`. */
export async function startWikidataFake(): Promise<FakeServer> {
  return startFake(({ url: u }) => {
    if (u.pathname !== '/w/api.php') return { status: 404, body: { error: { code: 'notfound' } } };
    const action = u.searchParams.get('action');
    if (action === 'wbsearchentities') {
      const search = (u.searchParams.get('search') ?? '').toLowerCase();
      const ids = Object.keys(WIKIDATA_ENTITIES).filter((id) =>
        WIKIDATA_ENTITIES[id]!.labels.en.value.toLowerCase().startsWith(search),
      );
      return {
        body: { searchinfo: { search: u.searchParams.get('search') }, search: ids.map(searchResult), success: 1 },
      };
    }
    if (action === 'wbgetentities') {
      const ids = (u.searchParams.get('ids') ?? '').split('|');
      const entities = Object.fromEntries(ids.map((id) => [id, WIKIDATA_ENTITIES[id] ?? { id, missing: '' }]));
      return { body: { entities, success: 1 } };
    }
    return { body: { error: { code: 'badvalue', info: `Unrecognized value for parameter "action": ${action}` } } };
  });
}
