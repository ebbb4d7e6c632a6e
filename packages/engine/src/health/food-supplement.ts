import type { ProductFacts, Source } from '@clearcart/contracts';
import { fold } from '../text.ts';

/** The law that leaves food supplements outside the nutrition declaration, on which the Nutri-Score rests. */
export const FOOD_SUPPLEMENT_SOURCE: Source = {
  title: 'Regulation (EU) No 1169/2011 on the provision of food information to consumers, Article 29(1)(a) (EUR-Lex)',
  url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32011R1169',
};

/** Open Food Facts' category of food supplements (protein powders, vitamins and bodybuilding supplements lie under it). */
const SUPPLEMENT_CATEGORIES = ['en:dietary-supplements', 'en:food-supplements'];

/**
 * A name that says food supplement, or a dose form only supplements are sold in. "Tablets" and "capsules" are left
 * out: they also name sweetener tablets, coffee capsules and bars of chocolate.
 */
const SUPPLEMENT_NAME =
  /(?<![\p{L}\p{N}])(food supplements?|dietary supplements?|complements? alimentaires?|complementos? alimenticios?|complementos? alimentarios?|suplementos? alimenticios?|suplementos? dieteticos?|nahrungserganzungsmittel|integratori? alimentari|integratore alimentare|voedingssupplementen?|comprimidos|comprimes|gelules)(?![\p{L}\p{N}])/u;

/** Sweetener tablets are table-top sweeteners, not supplements ("Canderel 300 comprimés"). */
const SWEETENER =
  /edulcorant|sweetener|sussstoff|susstoff|dolcificante|zoetstof|sucralose|aspartam|saccharin|stevia|cyclamat/;

/**
 * A food supplement: by Open Food Facts' category, or by a name that says so or names a supplement's dose form
 * ("Espirulina en comprimidos", "gélules"). Regulation (EU) No 1169/2011, Art. 29(1)(a), leaves food supplements
 * outside the nutrition declaration, so neither the Nutri-Score nor a health score built on figures per 100 g is given.
 */
export function isFoodSupplement(facts: Pick<ProductFacts, 'kind' | 'categoryTags' | 'name'>): boolean {
  if (facts.kind !== 'food' && facts.kind !== 'beverage') return false;
  if (facts.categoryTags.some((tag) => SUPPLEMENT_CATEGORIES.includes(tag))) return true;
  const name = fold(facts.name ?? '');
  return SUPPLEMENT_NAME.test(name) && !SWEETENER.test(name);
}
