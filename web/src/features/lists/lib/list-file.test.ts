import { ListFormatError, parseListFile, type ListFormatProblem } from '@clearcart/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n/i18n.ts';
import { listFileProblemText, readListFile } from './list-file.ts';

afterEach(async () => {
  await activateLocale('en');
});

/** The problem the parser finds in a file's text. */
function problemOf(text: string): ListFormatProblem {
  try {
    parseListFile(text, 'List');
  } catch (error) {
    if (error instanceof ListFormatError) return error.problem;
    throw error;
  }
  throw new Error('the file was read');
}

const FILES: [string, string, ListFormatProblem][] = [
  ['a quote left open', 'text\n"bread', { code: 'csv_unclosed_quote' }],
  ['an empty CSV', '\n\n', { code: 'csv_empty' }],
  ['no column to name an item', 'colour,size\nred,4', { code: 'csv_no_columns' }],
  ['a quantity that is no number', 'text,quantity\nbread,two', { code: 'bad_quantity', row: 2, value: 'two' }],
  ['a tick that is neither', 'text,checked\nbread,maybe', { code: 'bad_checked', row: 2, value: 'maybe' }],
  ['a cell too long', `text\n${'x'.repeat(400)}`, { code: 'bad_cell', row: 2, column: 'text' }],
  ['a row naming nothing', 'text,quantity\n,2', { code: 'empty_row', row: 2 }],
  ['broken JSON', '{"format":', { code: 'not_json' }],
  ['JSON of something else', '{"format":"other"}', { code: 'not_a_list', field: 'format' }],
  [
    'too many items',
    JSON.stringify({ format: 'clearcart-list', version: 1, name: 'L', items: Array(201).fill({ text: 'a' }) }),
    { code: 'too_many_items', count: 201, max: 200 },
  ],
];

describe("a list file's problems, in the shopper's language", () => {
  it.each(FILES)('%s: a code with its values', (_label, text, problem) => {
    expect(problemOf(text)).toEqual(problem);
  });

  it("says them in English as the parser's own sentences, and in French from the catalogue", async () => {
    const said = FILES.map(([, text]) => {
      try {
        parseListFile(text, 'List');
      } catch (error) {
        return error instanceof ListFormatError ? [error.message, listFileProblemText(error.problem)] : [];
      }
      return [];
    });
    // English word for word what the parser says, but where its sentence quotes the schema's own words.
    for (const [message, text] of said.filter(([message]) => !/^Row 2: text|^Not a ClearCart/.test(message ?? '')))
      expect(text).toBe(message);
    expect(listFileProblemText({ code: 'bad_cell', row: 2, column: 'text' })).toBe('Row 2: text is not valid');
    expect(listFileProblemText({ code: 'not_a_list', field: '' })).toBe('Not a ClearCart list');

    await activateLocale('fr');
    expect(listFileProblemText({ code: 'bad_quantity', row: 3, value: 'deux' })).toBe(
      'Ligne 3 : la quantité « deux » n’est pas un nombre entier',
    );
    expect(listFileProblemText({ code: 'not_a_list', field: 'format' })).toBe(
      'Ce n’est pas une liste ClearCart : format manque ou n’est pas valide',
    );
    // The test DOM's File has no text(): the part of one readListFile reads.
    const file = { name: 'courses.csv', size: 22, text: async () => 'text,quantity\nbread,two' } as unknown as File;
    const read = await readListFile(file).catch((e: unknown) => e);
    expect((read as Error).message).toBe('Ligne 2 : la quantité « two » n’est pas un nombre entier');
  });
});
