/**
 * Reading a pack's panels from OCR text: the ingredient list and the nutrition table, in English, French, German,
 * Spanish, Italian and Dutch. Pure: text in, facts and warnings out; the OCR itself is the server's.
 */
export {
  detectLanguage,
  isLabelLanguage,
  LABEL_LANGUAGES,
  type DetectedLanguage,
  type LabelLanguage,
} from './language.ts';
export { findIngredientList, mendLines, type IngredientList } from './ingredients.ts';
export { namesNutritionRow, parseNutritionTable, type NutritionTable } from './nutrition.ts';
export {
  decimalMarkOf,
  mendFigureLine,
  mendFigureWord,
  type Box as InkBox,
  type DecimalMark,
  type OcrWord,
} from './glyphs.ts';
export { alternativesOf, chooseReadings } from './readings.ts';
export { mendFigures } from './numbers.ts';
export { checkNutrition, energyFit, KJ_PER_KCAL } from './sanity.ts';
export { readPanel, LOW_CONFIDENCE, type Panel, type PanelReading } from './read-panel.ts';
export {
  NUTRIENTS,
  type LabelWarning,
  type LabelWarningCode,
  type Nutrient,
  type NutritionValues,
} from './warnings.ts';
