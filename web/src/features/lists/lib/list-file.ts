import {
  importedItem,
  ListFormatError,
  listFileName,
  listToCsv,
  listToJson,
  parseListFile,
  type ExportedItemInput,
  type ListFormatProblem,
  type ListItemInput,
} from '@clearcart/contracts';
import { t } from '../../../i18n/i18n.ts';

/** An export file bigger than this is no list of ours (the server takes 1 MB bodies). */
const MAX_FILE_BYTES = 1024 * 1024;

/** The export file of a list, as docs/lists-format.md describes it. */
export function exportFile(
  list: { name: string; items: readonly ExportedItemInput[] },
  format: 'json' | 'csv',
): { name: string; type: string; text: string } {
  return format === 'csv'
    ? { name: `${listFileName(list.name)}.csv`, type: 'text/csv', text: listToCsv(list.items) }
    : {
        name: `${listFileName(list.name)}.json`,
        type: 'application/json',
        text: listToJson(list, new Date().toISOString()),
      };
}

/**
 * Why a file cannot be imported, in the shopper's language: the parser's code worded from the catalogue (its own
 * `message` is the server's English, decision 036).
 */
export function listFileProblemText(problem: ListFormatProblem): string {
  switch (problem.code) {
    case 'csv_unclosed_quote':
      return t('lists.fileError.unclosedQuote');
    case 'csv_empty':
      return t('lists.fileError.csvEmpty');
    case 'csv_no_columns':
      return t('lists.fileError.noColumns');
    case 'too_many_items':
      return t('lists.fileError.tooManyItems', { count: problem.count, max: problem.max });
    case 'bad_quantity':
      return t('lists.fileError.quantity', { row: problem.row, value: problem.value });
    case 'bad_checked':
      return t('lists.fileError.checked', { row: problem.row, value: problem.value });
    case 'bad_cell':
      return t('lists.fileError.cell', { row: problem.row, column: problem.column });
    case 'empty_row':
      return t('lists.fileError.emptyRow', { row: problem.row });
    case 'not_json':
      return t('lists.fileError.notJson');
    case 'not_a_list':
      return problem.field
        ? t('lists.fileError.notAListField', { field: problem.field })
        : t('lists.fileError.notAList');
  }
}

/** A list read from an export file (JSON or CSV); throws an Error with the sentence to show. */
export async function readListFile(file: File): Promise<{ name: string; items: ListItemInput[] }> {
  if (file.size > MAX_FILE_BYTES) throw new Error(t('lists.error.fileTooLarge'));
  try {
    const { name, items } = parseListFile(await file.text(), file.name.replace(/\.[^.]*$/, ''));
    return { name, items: items.map(importedItem) };
  } catch (error) {
    if (error instanceof ListFormatError) throw new Error(listFileProblemText(error.problem));
    throw error;
  }
}
