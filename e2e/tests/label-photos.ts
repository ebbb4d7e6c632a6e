// Photos of a pack's panels and its front for the read-label spec, drawn with the generator the server's label tests
// and bench/read-label.ts use (server/test/panel-photos.ts): printed text in a DejaVu font, then tilted, blurred, lit
// unevenly and saved as JPEG as a phone would.
import type { Nutriments, ProductFacts } from '@clearcart/contracts';
import { euNutritionPanel, ingredientPanel } from '../../packages/label/src/test/panels.ts';
import { panelPhoto, renderPanel } from '../../server/test/panel-photos.ts';

/** Nutella's list as the jar prints it (Open Food Facts 3017620422003), allergens in capitals. */
export const NUTELLA_LIST =
  'Sugar, palm oil, HAZELNUTS 13%, skimmed MILK powder 8.7%, fat-reduced cocoa 7.4%, emulsifier: lecithins (SOY), vanillin.';

/** Nutella's table per 100 g, as the jar prints it. */
export const NUTELLA_TABLE: Nutriments = {
  energyKj: 2252,
  energyKcal: 539,
  fat: 30.9,
  saturatedFat: 10.6,
  carbohydrates: 57.5,
  sugars: 56.3,
  fiber: 0,
  proteins: 6.3,
  salt: 0.107,
};

const photo = async (panel: Parameters<typeof renderPanel>[0]) =>
  panelPhoto(await renderPanel(panel, { font: 'DejaVu Sans', size: 28 }), {
    rotate: 1.5,
    blur: 0.5,
    unevenLight: 0.2,
    noise: 6,
    quality: 75,
  });

/** A phone photo of the ingredient list, in English, with a storage line after it. */
export function ingredientListPhoto(): Promise<Buffer> {
  return photo(
    ingredientPanel(NUTELLA_LIST, 'en', {
      width: 44,
      hyphenate: true,
      headingAlone: false,
      upperHeading: false,
      after: 'storage',
      blankAfter: true,
    }),
  );
}

/** A phone photo of the nutrition table: per 100 g, per portion and % RI, kJ and kcal on one line. */
export function nutritionTablePhoto(): Promise<Buffer> {
  const facts = { perMl: false, servingQuantity: 15 } as ProductFacts;
  return photo(
    euNutritionPanel(NUTELLA_TABLE, facts, 'en', { columns: 'per100-serving-ri', energy: 'one-line', small: 'zero' }),
  );
}

/**
 * A front of pack as printed: the product's name, then two green claims, a generic one and a climate one (not
 * "eco-friendly": on food, "eco" is a word the organic rules reserve, and is judged as such).
 */
export const FRONT_LINES = ['Hazelnut Spread', 'Environmentally friendly', 'Climate neutral'];

/** A phone photo of the front of the pack, one line each. */
export function frontOfPackPhoto(): Promise<Buffer> {
  return photo({ rows: FRONT_LINES.map((line) => ({ cells: [line], bold: true })) });
}
