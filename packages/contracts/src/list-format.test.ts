import { describe, expect, it } from 'vitest';
import { listFileName, listFromCsv, listToCsv, parseCsv } from './list-format.ts';

// A spreadsheet splits a row at its locale's separator (`;` in fr, de, es, it, nl), whatever the quotes say, and runs a
// piece that starts with = + - @, a tab or a carriage return (OWASP CSV injection).
// (An apostrophe first makes the piece text.)
const FORMULA_START = /^[ "]*[=+\-@\t\r]/;
/** Every piece a spreadsheet could make of a CSV file, splitting at any of the separators it may use. */
const piecesOf = (csv: string) => csv.split(/[,;\t\r\n]/).map((piece) => piece.replace(/^"+/, ''));

const HOSTILE = [
  'milk;=1+1;bread',
  '=HYPERLINK("http://evil","x")',
  '+1',
  '-2+3',
  '@SUM(A1)',
  '\t=1',
  '\r=1',
  'a,=1',
  'a\n=1',
  'bread; "=1+1"',
  "bread;'=1",
  "''=1",
  "'",
  ' =1',
  'tea;;@x',
  'oat milk, "barista"',
  'plain bread',
  'a;b',
  '',
];

describe('list CSV export', () => {
  it('quotes every cell, the header row too', () => {
    const rows = parseCsv(listToCsv([{ text: 'bread', quantity: 2 }]));
    expect(listToCsv([{ text: 'bread', quantity: 2 }]).split('\r\n')).toEqual([
      '"product_id","name","brand","text","quantity","checked"',
      '"","","","bread","2","false"',
      '',
    ]);
    expect(rows[1]).toEqual(['', '', '', 'bread', '2', 'false']);
  });

  it.each(HOSTILE.map((text) => [JSON.stringify(text), text]))(
    '%s: no piece of the file starts a formula, whatever the separator',
    (_label, text) => {
      const csv = listToCsv([{ product_id: null, name: text, brand: text, text, quantity: 1 }]);
      const formulas = piecesOf(csv).filter((piece) => FORMULA_START.test(piece));
      expect(formulas).toEqual([]);
    },
  );

  it.each(HOSTILE.filter((t) => t.trim() !== '').map((text) => [JSON.stringify(text), text]))(
    '%s comes back as it was from an import of the export',
    (_label, text) => {
      const [item] = listFromCsv(listToCsv([{ name: text, brand: text, text, quantity: 3, checked: true }]));
      // An import trims cells, as it always has.
      expect(item).toMatchObject({
        name: text.trim(),
        brand: text.trim(),
        text: text.trim(),
        quantity: 3,
        checked: true,
      });
    },
  );

  it('still imports a file written before every cell was quoted', () => {
    const old = 'product_id,name,brand,text,quantity,checked\r\n,,,"\'=HYPERLINK(""http://evil"")",1,false\r\n';
    expect(listFromCsv(old)).toEqual([
      { product_id: null, text: '=HYPERLINK("http://evil")', quantity: 1, checked: false },
    ]);
  });
});

describe('listFileName', () => {
  it.each([
    ['accents and punctuation', 'Épicerie & co / week 1', 'Epicerie-co-week-1'],
    ['nothing left', '✨✨', 'list'],
    ['cut at 60 characters', 'a'.repeat(80), 'a'.repeat(60)],
  ])('%s', (_label, name, file) => {
    expect(listFileName(name)).toBe(file);
  });
});
