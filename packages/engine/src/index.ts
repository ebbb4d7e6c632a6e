export {
  fromOpenFoodFacts,
  isPetFood,
  frontImageUrl,
  OPEN_BEAUTY_FACTS,
  OPEN_FOOD_FACTS,
  OPEN_PRODUCTS_FACTS,
  slug,
  type OpenFactsSite,
} from './facts/from-off.ts';
export { DRAFTED_SOURCE_PREFIX, describeProduct, evaluateProduct, type Evaluation } from './evaluate.ts';
export { gradeOf } from './common.ts';
export { ATTRIBUTION, attributionOf, ENGINE_VERSION, respond, versionOf } from './respond.ts';
export { recommendationIcon } from '@clearcart/text';
export { dateKnowledge, indexKnowledge, prepareKnowledge } from './knowledge-index.ts';
export { marketSentence, resolveOwnership } from './company.ts';
export { nutriScore, type NutriScore } from './health/nutri-score.ts';
export { trafficLight, trafficLights } from './health/traffic-lights.ts';
export { deriveAnimalWelfare } from './ethical/animal-welfare.ts';
export {
  breaksPreferences,
  categoriesOf,
  categoryKey,
  DIMENSIONS,
  judgeAlternative,
  MIN_GAIN,
  narrowCategories,
  preferenceWeights,
  scoreCard,
  threeScores,
  type Dimension,
  type Judgement,
  type ScoreCard,
  type Weights,
} from './alternatives.ts';
export {
  ENGLISH,
  FORMATS,
  loadMessages,
  LOCALES,
  speechLoader,
  type Catalogue,
  type Locale,
  type Speech,
} from './i18n/index.ts';
export { Voice } from './i18n/voice.ts';
export {
  dateKind,
  findDateRanges,
  findDates,
  findLots,
  lotKey,
  readPackMarking,
  saysAllLots,
  type DayOrder,
  type PackMarking,
} from './recalls/batch-text.ts';
export {
  gtinKey,
  matchRecall,
  packInRecall,
  POSSIBLY,
  quantityOf,
  THIS_PRODUCT,
  type MatchCandidate,
  type PackVerdict,
  type RecallMatch,
} from './recalls/match.ts';
