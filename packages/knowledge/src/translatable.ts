import type { Knowledge } from './types.ts';

/** "colour" → "Colour": an additive's purpose class as the report shows it. */
const upperFirst = (text: string) => (text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1));

/**
 * A hazard statement as a pack prints it: without the sentence whose "(name of …)" the pack fills in. (The engine
 * reads statements so too: packages/engine/src/cosmetics/inci.ts.)
 */
export const printedHazardStatement = (statement: string): string =>
  statement
    .split(/(?<=[.!])\s+/)
    .filter((sentence) => !/\(name of/i.test(sentence))
    .join(' ');

/**
 * Every English text of the knowledge a report shows (names, concerns, what labels verify, notes, the regulators'
 * statements), each once: what a translation of the knowledge must give (data/i18n). Company profiles are not here:
 * they stay in the language their curators wrote them in, and the report says so.
 */
export function translatableTexts(knowledge: Knowledge): string[] {
  const texts = new Set<string>();
  const add = (...values: (string | undefined)[]) => {
    for (const value of values) if (value && value.trim().length > 0) texts.add(value);
  };
  for (const a of knowledge.additives)
    add(a.name, a.concern, a.restrictions, upperFirst(a.class), a.drinkClass && upperFirst(a.drinkClass));
  for (const a of knowledge.allergens) add(a.name);
  for (const i of knowledge.ingredients) add(i.name, i.purpose, i.concern);
  for (const c of knowledge.commodities) add(c.name, c.environmentalNote, c.laborNote);
  for (const l of knowledge.labels) {
    add(l.name, l.verifies);
    for (const c of l.criteria ?? []) add(c.scheme, ...c.verifies);
  }
  for (const g of knowledge.productGroups ?? []) add(g.name);
  for (const p of knowledge.packaging) add(p.name, p.note, p.asFoodContact?.note, p.inShapes?.note);
  const cosmetics = knowledge.cosmetics;
  if (cosmetics) {
    for (const s of cosmetics.substances) add(s.concern, s.status, s.function);
    for (const f of cosmetics.functions) add(f.function);
    for (const h of cosmetics.hazardStatements) {
      add(h.statement, printedHazardStatement(h.statement), h.atHome);
      if (h.pictogram !== 'none') add(h.pictogram);
    }
    for (const s of cosmetics.skinSensitisers ?? []) add(s.classification, s.function);
    add(cosmetics.detergentsRule.text);
    for (const s of cosmetics.surfactants) add(s.class);
  }
  return [...texts];
}
