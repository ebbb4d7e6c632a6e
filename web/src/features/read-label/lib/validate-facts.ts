// zod's browser setting (no `new Function` probe, which the CSP forbids) is imported before the schema is built.
import '@clearcart/contracts/jitless';
import { FRONT_TEXT_LIMITS, shopperFacts } from '@clearcart/contracts/label';
import type { ShopperFacts } from '@clearcart/contracts';
import { factsOfDraft, type ReviewDraft } from './draft.ts';
import type { TableErrors } from './nutrition-table.ts';
import { t } from '../../../i18n/i18n.ts';

/** The review's fields that can be wrong, each with the sentence to show beside it. */
export type FieldErrors = Partial<
  Record<'kind' | 'name' | 'brand' | 'category' | 'gtin' | 'language' | 'ingredients' | 'nutrition' | 'front', string>
>;

export type Checked =
  { ok: true; facts: ShopperFacts } | { ok: false; fields: FieldErrors; table: TableErrors; count: number };

/** The shopper's words for what the contracts' schema refuses, by the field it names. */
function sentence(path: readonly PropertyKey[], code: string, zodMessage: string): [keyof FieldErrors, string] {
  const field = String(path[0] ?? '');
  const tooLong = code === 'too_big';
  switch (field) {
    case 'kind':
      return ['kind', t('read.error.kind')];
    case 'name':
      return ['name', tooLong ? t('read.error.at200') : t('read.error.name')];
    case 'brand':
      return ['brand', t('read.error.at200')];
    case 'category':
      return ['category', t('read.error.at200')];
    case 'gtin':
      return ['gtin', t('read.error.gtin')];
    case 'language':
      return ['language', t('read.error.language')];
    case 'ingredients_text':
      return ['ingredients', tooLong ? t('read.error.at10000') : t('read.error.needsFacts')];
    // The list itself (too many lines), or one of its lines (too long).
    case 'front_text':
      return [
        'front',
        path.length > 1
          ? t('read.error.frontLine', { count: FRONT_TEXT_LIMITS.characters })
          : t('read.error.frontLines', { count: FRONT_TEXT_LIMITS.lines }),
      ];
    default:
      return ['nutrition', zodMessage];
  }
}

/**
 * Checks the review before anything is sent, with the contracts' own schema (`shopperFacts`, as the server will):
 * the facts, or every problem by field.
 */
export function checkDraft(draft: ReviewDraft): Checked {
  const { candidate, tableErrors } = factsOfDraft(draft);
  const parsed = shopperFacts.safeParse(candidate);
  const fields: FieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, message] = sentence(issue.path, issue.code, issue.message);
      fields[field] ??= message;
    }
  }
  const count = Object.keys(fields).length + Object.keys(tableErrors).length;
  if (parsed.success && count === 0) return { ok: true, facts: parsed.data };
  return { ok: false, fields, table: tableErrors, count };
}
