import { FRONT_TEXT_LIMITS } from '@clearcart/contracts';
import { mendAllergenWords } from './allergen-words.ts';
import { findIngredientList } from './ingredients.ts';
import { detectLanguage, type LabelLanguage } from './language.ts';
import { parseNutritionTable } from './nutrition.ts';
import type { LabelWarning, NutritionValues } from './warnings.ts';

export type Panel = 'ingredients' | 'nutrition' | 'front' | 'lot';

/** A lot and date line is short: a few lines of a few words (the recall check takes 500 characters). */
const LOT_LINES = 6;
const LOT_LINE_CHARACTERS = 80;

/** OCR confidence (0..1) below which the shopper is told to check the whole reading. */
export const LOW_CONFIDENCE = 0.6;

export interface PanelReading {
  panel: Panel;
  /** The pack's language: the one given, else the one its words show; null when they do not tell. */
  language: LabelLanguage | null;
  ingredients?: { text: string };
  nutrition?: { basis: '100g' | '100ml'; layout: 'eu' | 'us'; values: NutritionValues };
  front?: { lines: string[] };
  lot?: { lines: string[] };
  warnings: LabelWarning[];
}

/**
 * What a panel's OCR text says: the ingredient list, or the nutrition table per 100 g/ml, with the warnings that
 * tell the shopper what to check. `confidence` is the OCR's own (0..1).
 */
export function readPanel(
  text: string,
  panel: Panel,
  options: { language?: LabelLanguage | undefined; confidence?: number | undefined } = {},
): PanelReading {
  const warnings: LabelWarning[] = [];
  if (!/[\p{L}\p{N}]/u.test(text)) {
    warnings.push({ code: 'no_text', message: 'No text could be read in this photo.' });
    return { panel, language: options.language ?? null, warnings };
  }
  if (options.confidence !== undefined && options.confidence < LOW_CONFIDENCE) {
    warnings.push({
      code: 'low_confidence',
      message: 'The photo was hard to read: please check every word and figure.',
    });
  }
  if (panel === 'ingredients') {
    const list = findIngredientList(text, options.language);
    const language = options.language ?? list?.language ?? detectLanguage(text)?.language ?? null;
    if (!list) {
      warnings.push({ code: 'no_ingredients', message: 'No ingredient list was found in this photo.' });
      return { panel, language, warnings };
    }
    if (list.heading === null) {
      warnings.push({
        code: 'no_heading',
        message: 'No "Ingredients" heading was found: all the text read is shown as the list.',
      });
    }
    const { text: mendedText, mended } = mendAllergenWords(list.text);
    if (mended.length > 0) {
      warnings.push({
        code: 'allergen_corrected',
        message: `Read as ${mended.map(({ read, printed }) => `"${read}", taken for "${printed}"`).join('; ')}: an allergen word misread would hide it, so please check it on the pack.`,
      });
    }
    return { panel, language, ingredients: { text: mendedText }, warnings };
  }
  const language = options.language ?? detectLanguage(text)?.language ?? null;
  if (panel === 'lot') {
    // The lot and date line: the lines with a figure ("L25318", "DLC 06/03/2026"), as printed; which batch and date
    // they name is read by the recall check, in the register's way of writing dates.
    const lines = text
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter((line) => /\p{N}/u.test(line))
      .map((line) => line.slice(0, LOT_LINE_CHARACTERS))
      .slice(0, LOT_LINES);
    if (lines.length === 0)
      warnings.push({ code: 'no_lot', message: 'No lot number or date was found on this photo.' });
    return { panel, language, lot: { lines }, warnings };
  }
  if (panel === 'front') {
    // The front's lines as read, words only: which of them are environmental claims is the engine's to judge.
    const lines = text
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter((line) => (line.match(/\p{L}/gu)?.length ?? 0) >= 3)
      .map((line) => line.slice(0, FRONT_TEXT_LIMITS.characters))
      .slice(0, FRONT_TEXT_LIMITS.lines);
    if (lines.length === 0) warnings.push({ code: 'no_claims', message: 'No words were found on this photo.' });
    return { panel, language, front: { lines }, warnings };
  }
  const table = parseNutritionTable(text);
  if (!table) {
    warnings.push({ code: 'no_table', message: 'No nutrition table was found in this photo.' });
    return { panel, language, warnings };
  }
  return {
    panel,
    language,
    nutrition: { basis: table.basis, layout: table.layout, values: table.values },
    warnings: [...warnings, ...table.warnings],
  };
}
