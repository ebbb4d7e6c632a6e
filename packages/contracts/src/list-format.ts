// The export file of a shopping list, in JSON and CSV (docs/lists-format.md), read and written by the server and the
// web alike, so a file exported by one is imported by the other.
import { z } from 'zod';
import { itemQuantity, LIST_LIMITS, listItemText, listName, type ListItemInput } from './lists.ts';

/**
 * A list's export file name (without extension) from its name: letters, digits and dashes, so the server's download
 * and the device's export name a file alike.
 */
export const listFileName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60) || 'list';

export const LIST_FORMAT = 'clearcart-list';
export const LIST_FORMAT_VERSION = 1;
/** The CSV file's columns, in this order; an import takes them in any order and ignores others. */
export const CSV_COLUMNS = ['product_id', 'name', 'brand', 'text', 'quantity', 'checked'] as const;

/** One item of an export: the catalog product's id, name and brand when it has one, and what the list keeps. */
export const exportedItem = z.object({
  product_id: z.string().min(1).max(100).nullable().optional(),
  name: z.string().max(300).optional(),
  brand: z.string().max(300).optional(),
  text: listItemText.default(''),
  quantity: itemQuantity.default(1),
  checked: z.boolean().default(false),
});
export type ExportedItem = z.infer<typeof exportedItem>;
export type ExportedItemInput = z.input<typeof exportedItem>;

export const listExport = z
  .object({
    format: z.literal(LIST_FORMAT),
    version: z.literal(LIST_FORMAT_VERSION),
    name: listName,
    exported_at: z.iso.datetime().optional(),
    items: z.array(exportedItem).max(LIST_LIMITS.items, `A list holds at most ${LIST_LIMITS.items} items`),
  })
  .meta({ id: 'ListExport' });
export type ListExport = z.infer<typeof listExport>;

/**
 * Why a file cannot be imported, as a code with its values: the server says it in English (`message`), the web words
 * it from the code in the shopper's language.
 */
export type ListFormatProblem =
  | { code: 'csv_unclosed_quote' }
  | { code: 'csv_empty' }
  | { code: 'csv_no_columns' }
  | { code: 'too_many_items'; count: number; max: number }
  | { code: 'bad_quantity'; row: number; value: string }
  | { code: 'bad_checked'; row: number; value: string }
  | { code: 'bad_cell'; row: number; column: string }
  | { code: 'empty_row'; row: number }
  | { code: 'not_json' }
  | { code: 'not_a_list'; field: string };

/** A file that cannot be imported, with the sentence that says where and why, and the problem as a code. */
export class ListFormatError extends Error {
  override readonly name = 'ListFormatError';
  constructor(
    message: string,
    readonly problem: ListFormatProblem,
  ) {
    super(message);
  }
}

/** The JSON export document of a list; `exportedAt` as an ISO date (the caller's clock: this package has none). */
export function listExportOf(
  list: { name: string; items: readonly ExportedItemInput[] },
  exportedAt?: string,
): ListExport {
  return listExport.parse({
    format: LIST_FORMAT,
    version: LIST_FORMAT_VERSION,
    name: list.name,
    ...(exportedAt ? { exported_at: exportedAt } : {}),
    items: list.items,
  });
}

/** The JSON export of a list, as text. */
export const listToJson = (list: { name: string; items: readonly ExportedItemInput[] }, exportedAt?: string): string =>
  `${JSON.stringify(listExportOf(list, exportedAt), null, 2)}\n`;

// CSV injection (OWASP): a spreadsheet runs a cell that starts with = + - @, a tab or a carriage return. Every cell is
// quoted, and an apostrophe goes before such a start — at the cell's start and after every character a spreadsheet may
// split cells or rows at (a `;`-separated locale reads "milk;=1+1" as two cells, whatever the quotes say). An import
// takes exactly those apostrophes off again, so the text comes back as it was.
// (Spaces, quotes and apostrophes before the formula's sign are looked through.)
const GUARD = /(?<=^|[,;\t\r\n])(?=[ '"]*[=+\-@\t\r])/g;
const GUARDED = /(?<=^|[,;\t\r\n])'(?=[ '"]*[=+\-@\t\r])/g;
const cell = (value: string): string => `"${value.replace(GUARD, "'").replaceAll('"', '""')}"`;

/** The CSV export of a list (RFC 4180, every cell quoted, CRLF line ends, a header row of CSV_COLUMNS). */
export function listToCsv(items: readonly ExportedItemInput[]): string {
  const rows = items.map((item) =>
    [
      item.product_id ?? '',
      item.name ?? '',
      item.brand ?? '',
      item.text ?? '',
      String(item.quantity ?? 1),
      item.checked ? 'true' : 'false',
    ]
      .map(cell)
      .join(','),
  );
  return [CSV_COLUMNS.map(cell).join(','), ...rows].join('\r\n') + '\r\n';
}

/** The rows of RFC 4180 CSV text (quoted cells may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let value = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        value += '"';
        i++;
      } else if (c === '"') quoted = false;
      else value += c;
    } else if (c === '"' && value === '') quoted = true;
    else if (c === ',') {
      row.push(value);
      value = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(value);
      rows.push(row);
      row = [];
      value = '';
    } else value += c;
  }
  if (quoted) throw new ListFormatError('The CSV file ends inside a quoted cell', { code: 'csv_unclosed_quote' });
  if (value !== '' || row.length > 0) rows.push([...row, value]);
  // Blank lines carry nothing.
  return rows.filter((r) => r.some((v) => v.trim() !== ''));
}

const TRUE = new Set(['true', 'yes', '1', 'x', 'y']);
const FALSE = new Set(['false', 'no', '0', 'n', '']);
const unguarded = (value: string) => value.replace(GUARDED, '');

/** The items of a CSV export; throws ListFormatError naming the row of the first problem. */
export function listFromCsv(text: string): ExportedItem[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new ListFormatError('The CSV file is empty', { code: 'csv_empty' });
  const columns = header.map((name) => name.trim().toLowerCase());
  const at = (name: (typeof CSV_COLUMNS)[number]) => columns.indexOf(name);
  if (at('product_id') < 0 && at('text') < 0 && at('name') < 0) {
    throw new ListFormatError(
      `The CSV header names none of product_id, name or text (columns: ${CSV_COLUMNS.join(', ')})`,
      { code: 'csv_no_columns' },
    );
  }
  if (rows.length > LIST_LIMITS.items) {
    throw new ListFormatError(`The file has ${rows.length} items; a list holds at most ${LIST_LIMITS.items}`, {
      code: 'too_many_items',
      count: rows.length,
      max: LIST_LIMITS.items,
    });
  }
  return rows.map((row, index) => {
    const line = index + 2;
    const read = (name: (typeof CSV_COLUMNS)[number]) => {
      const i = at(name);
      return i < 0 ? '' : unguarded(row[i] ?? '').trim();
    };
    const quantityText = read('quantity');
    if (quantityText !== '' && !/^\d{1,3}$/.test(quantityText)) {
      throw new ListFormatError(`Row ${line}: quantity "${quantityText}" is not a whole number`, {
        code: 'bad_quantity',
        row: line,
        value: quantityText,
      });
    }
    const checkedText = read('checked').toLowerCase();
    if (!TRUE.has(checkedText) && !FALSE.has(checkedText)) {
      throw new ListFormatError(`Row ${line}: checked "${checkedText}" is neither true nor false`, {
        code: 'bad_checked',
        row: line,
        value: checkedText,
      });
    }
    const parsed = exportedItem.safeParse({
      product_id: read('product_id') || null,
      name: read('name') || undefined,
      brand: read('brand') || undefined,
      text: read('text'),
      quantity: quantityText === '' ? 1 : Number(quantityText),
      checked: TRUE.has(checkedText),
    });
    if (!parsed.success) {
      throw new ListFormatError(`Row ${line}: ${issueText(parsed.error)}`, {
        code: 'bad_cell',
        row: line,
        column: String(parsed.error.issues[0]?.path[0] ?? ''),
      });
    }
    if (!parsed.data.product_id && !parsed.data.text && !parsed.data.name) {
      throw new ListFormatError(`Row ${line}: no product_id, name or text`, { code: 'empty_row', row: line });
    }
    return parsed.data;
  });
}

const issueText = (error: z.ZodError) => {
  const issue = error.issues[0];
  const path = issue?.path.join('.');
  return `${path ? `${path}: ` : ''}${issue?.message ?? 'invalid'}`;
};

/**
 * A list read from an export file, JSON or CSV (told apart by the first character). A CSV file holds no name, so
 * `fallbackName` names it (the file's name, say). Throws ListFormatError with the sentence to show.
 */
export function parseListFile(text: string, fallbackName: string): { name: string; items: ExportedItem[] } {
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (trimmed.startsWith('{')) {
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch {
      throw new ListFormatError('The file is not valid JSON', { code: 'not_json' });
    }
    return listFromExport(value);
  }
  const name = listName.safeParse(fallbackName);
  return { name: name.success ? name.data : 'Imported list', items: listFromCsv(text) };
}

/** A list from a parsed JSON export; throws ListFormatError naming the first field at fault. */
export function listFromExport(value: unknown): { name: string; items: ExportedItem[] } {
  const parsed = listExport.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const items = (value as { items?: unknown } | null)?.items;
    throw new ListFormatError(
      `Not a ClearCart list: ${issueText(parsed.error)}`,
      // Too many items is said as such; any other fault names the field at fault.
      issue?.code === 'too_big' && issue.path.length === 1 && issue.path[0] === 'items' && Array.isArray(items)
        ? { code: 'too_many_items', count: items.length, max: LIST_LIMITS.items }
        : { code: 'not_a_list', field: issue?.path.join('.') ?? '' },
    );
  }
  return { name: parsed.data.name, items: parsed.data.items };
}

/** An exported item as a new list item: its product when it has one, and its text (else its name) to show. */
export const importedItem = (item: ExportedItem): ListItemInput => ({
  ...(item.product_id ? { product_id: item.product_id } : {}),
  text: (item.text || item.name || '').trim().slice(0, LIST_LIMITS.text),
  quantity: item.quantity,
  checked: item.checked,
});
