import type {
  LabelLanguageCode,
  LabelReading,
  LabelWarning,
  NutritionField,
  ProductKind,
  ShopperFacts,
} from '@clearcart/contracts';
import { INTERFACE_LANGUAGES } from '@clearcart/contracts/preference-ids';
import { nutritionOfTable, tableFromNutrition, type TableDraft, type TableErrors } from './nutrition-table.ts';
import { languageTag, t } from '../../../i18n/i18n.ts';

/** A language's name in the current language ("French", "français"), read when shown. */
const named = (code: LabelLanguageCode) => ({
  code,
  get name() {
    return new Intl.DisplayNames([languageTag()], { type: 'language' }).of(code) ?? code;
  },
});

/** The pack languages the server reads (contracts' `labelLanguage`), by name. */
export const PACK_LANGUAGES: readonly { code: LabelLanguageCode; name: string }[] = INTERFACE_LANGUAGES.map(named);

export const isPackLanguage = (value: string | null | undefined): value is LabelLanguageCode =>
  PACK_LANGUAGES.some((l) => l.code === value);

/** The kinds of product, in the shopper's words. */
export const KINDS: readonly { kind: ProductKind; label: string }[] = (
  ['food', 'beverage', 'cosmetic', 'household'] as const
).map((kind) => ({
  kind,
  get label() {
    return t(`read.kind.${kind}`);
  },
}));

export const isKind = (value: string | null | undefined): value is ProductKind => KINDS.some((k) => k.kind === value);

/** Only food and drinks have a nutrition table. */
export const hasNutrition = (kind: ProductKind | null): boolean => kind !== 'cosmetic' && kind !== 'household';

/** What is known of the product before its panels are read (from the barcode scanned, or the report that lacked facts). */
export interface Prefill {
  name?: string;
  brand?: string;
  kind?: ProductKind;
  gtin?: string;
  category?: string;
}

/** The review screen's fields, as typed. */
export interface ReviewDraft {
  kind: ProductKind | null;
  /** The kind was guessed from what was read, not said: the screen asks the shopper to check it. */
  kindGuessed: boolean;
  name: string;
  brand: string;
  category: string;
  gtin: string;
  /** The pack's language; '' when neither the reading nor the shopper said. */
  language: LabelLanguageCode | '';
  ingredients: string;
  table: TableDraft;
  /** The words on the front of the pack, a line each, as read or typed: their green claims are checked. */
  front: string[];
}

/** The readings of the panels photographed (any may be missing: skipped). */
export interface Readings {
  ingredients?: LabelReading | undefined;
  nutrition?: LabelReading | undefined;
  front?: LabelReading | undefined;
}

// Words that only an INCI list (cosmetics) or a detergent's declaration prints; checked in any of the pack languages.
const HOUSEHOLD_WORDS =
  /\b(anionic|non-?ionic|cationic|amphoteric)\s+surfactants?\b|\btensioacti(f|vo)s?\b|\btenside\b|\btensioattivi\b|\boppervlakteactieve\b|\bagents? de surface\b/i;
const COSMETIC_WORDS =
  /\baqua\b|\bparfum\b|\blaureth\b|\bcetearyl\b|\bdimethicone\b|\bphenoxyethanol\b|\btocopheryl acetate\b|\bCI ?\d{5}\b/i;

/**
 * The kind of product, from what the shopper or the product said, else from what was read: a detergent's or an INCI
 * list's words, a table per 100 ml (a drink) or per 100 g (a food). Null when nothing tells: the shopper is asked.
 */
export function deduceKind(prefill: Prefill, readings: Readings): { kind: ProductKind | null; guessed: boolean } {
  if (prefill.kind) return { kind: prefill.kind, guessed: false };
  const text = readings.ingredients?.ingredients?.text ?? readings.ingredients?.text ?? '';
  const table = readings.nutrition?.nutrition;
  if (table) return { kind: table.basis === '100ml' ? 'beverage' : 'food', guessed: true };
  if (HOUSEHOLD_WORDS.test(text)) return { kind: 'household', guessed: true };
  if (COSMETIC_WORDS.test(text)) return { kind: 'cosmetic', guessed: true };
  return { kind: null, guessed: false };
}

/** The review screen filled in from the readings. */
export function draftFromReadings(
  prefill: Prefill,
  readings: Readings,
  chosenLanguage?: LabelLanguageCode,
): ReviewDraft {
  const { kind, guessed } = deduceKind(prefill, readings);
  const language = chosenLanguage ?? readings.ingredients?.language ?? readings.nutrition?.language ?? ('' as const);
  return {
    kind,
    kindGuessed: guessed,
    name: prefill.name ?? '',
    brand: prefill.brand ?? '',
    category: prefill.category ?? '',
    gtin: prefill.gtin ?? '',
    language,
    ingredients: readings.ingredients?.ingredients?.text ?? '',
    table: tableFromNutrition(readings.nutrition?.nutrition, kind === 'beverage' ? '100ml' : '100g'),
    front: readings.front?.front?.lines ?? [],
  };
}

/** The review screen of facts already confirmed (editing a kept product). */
export function draftFromFacts(facts: ShopperFacts): ReviewDraft {
  return {
    kind: facts.kind,
    kindGuessed: false,
    name: facts.name,
    brand: facts.brand ?? '',
    category: facts.category ?? '',
    gtin: facts.gtin ?? '',
    language: isPackLanguage(facts.language) ? facts.language : '',
    ingredients: facts.ingredients_text ?? '',
    table: tableFromNutrition(facts.nutrition, facts.kind === 'beverage' ? '100ml' : '100g'),
    front: facts.front_text ?? [],
  };
}

const filled = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());

/**
 * The facts the draft says, before the contracts' schema checks them (lib/validate-facts.ts): blank fields and blank
 * front lines left out, the table only for food and drinks; with the table's own errors (figures that are not
 * numbers, or cannot be true).
 */
export function factsOfDraft(draft: ReviewDraft): { candidate: Record<string, unknown>; tableErrors: TableErrors } {
  const { nutrition, errors } = hasNutrition(draft.kind)
    ? nutritionOfTable(draft.table)
    : { nutrition: undefined, errors: {} };
  const gtin = draft.gtin.replace(/[\s-]/g, '');
  const front = draft.front.map((line) => line.trim()).filter((line) => line !== '');
  const candidate: Record<string, unknown> = {
    kind: draft.kind ?? undefined,
    name: filled(draft.name),
    brand: filled(draft.brand),
    category: filled(draft.category),
    gtin: gtin === '' ? undefined : gtin,
    language: draft.language === '' ? undefined : draft.language,
    ingredients_text: filled(draft.ingredients),
    nutrition,
    front_text: front.length > 0 ? front : undefined,
  };
  for (const key of Object.keys(candidate)) if (candidate[key] === undefined) delete candidate[key];
  return { candidate, tableErrors: errors };
}

/** The warnings of the readings worth the shopper's eye, each said once. */
export function readingNotes(readings: Readings): Record<keyof Readings, LabelWarning[]> {
  const once = (warnings: readonly LabelWarning[] | undefined) =>
    (warnings ?? []).filter((w, i, all) => all.findIndex((o) => o.message === w.message) === i);
  return {
    ingredients: once(readings.ingredients?.warnings),
    nutrition: once(readings.nutrition?.warnings),
    front: once(readings.front?.warnings),
  };
}

/** The figures the shopper has not touched since a reading marked them doubtful. */
export function stillDoubtful(doubtful: ReadonlySet<NutritionField>, touched: ReadonlySet<NutritionField>) {
  return new Set([...doubtful].filter((field) => !touched.has(field)));
}
