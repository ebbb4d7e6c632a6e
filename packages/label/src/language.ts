import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@clearcart/contracts';
import { foldedWords } from './fold.ts';

/** The languages we read packs in (tesseract models bundled for each): the interface's. */
export const LABEL_LANGUAGES = INTERFACE_LANGUAGES;
export type LabelLanguage = InterfaceLanguage;

export const isLabelLanguage = (value: string): value is LabelLanguage =>
  (LABEL_LANGUAGES as readonly string[]).includes(value);

const words = (list: string): readonly string[] => list.split(' ');

/**
 * Words typical of each language on food packs (folded): function words, the usual ingredients and the words of a
 * nutrition table. A word shared by several languages ("de", "sal", "water") counts for each, so it weighs little.
 */
const WORDS: Record<LabelLanguage, readonly string[]> = {
  en: words(
    'and of the with from contains may contain ingredients sugar salt milk water flour oil wheat powder ' +
      'natural flavouring flavoring acid which saturates sugars fat protein fibre fiber energy per serving ' +
      'carbohydrate vegetable skimmed whole eggs egg cocoa butter corn syrup colour color total dietary ' +
      'calories less than nutrition facts daily value amount includes added sodium store best before',
  ),
  fr: words(
    'de et la le les du des en au aux avec sucre sel lait eau farine huile ble poudre peut contenir ' +
      'traces ingredients arome aromes naturel acide dont acides gras satures sucres matieres grasses ' +
      'proteines fibres glucides energie pour portion valeurs nutritionnelles oeufs beurre cacao vegetale ' +
      'vegetales ecreme entier sirop colorant emulsifiant emulsifiants conserver consommer preference avant ' +
      'jus eau minerale naturelle gazeuse gazeifiee boisson concentre',
  ),
  de: words(
    'und der die das mit von aus zutaten zucker salz milch wasser mehl ol weizenmehl kann enthalten ' +
      'spuren aroma naturliches saure davon gesattigte fettsauren fett eiweiss ballaststoffe kohlenhydrate ' +
      'brennwert energie pro portion nahrwerte durchschnittliche eier butter kakao pflanzliches pflanzliche ' +
      'vollmilch magermilchpulver sirup farbstoff emulgator emulgatoren lecithine trocken lagern mindestens ' +
      'haltbar bis',
  ),
  es: words(
    'de y la el los las con del en ingredientes azucar sal leche agua harina aceite trigo polvo puede ' +
      'contener trazas aroma natural acido cuales saturadas azucares grasas proteinas fibra alimentaria ' +
      'hidratos carbono valor energetico por racion informacion nutricional huevo huevos mantequilla cacao ' +
      'vegetal desnatada entera jarabe colorante emulgente emulsionante conservar consumir preferentemente ' +
      'antes',
  ),
  it: words(
    'di e il la le con del della dei da ingredienti zucchero sale latte acqua farina olio grano polvere ' +
      'puo contenere tracce aroma naturale acido cui acidi grassi saturi zuccheri proteine fibre ' +
      'carboidrati energia per porzione valori nutrizionali uova burro cacao vegetale scremato intero ' +
      'sciroppo colorante emulsionante emulsionanti conservare consumarsi preferibilmente entro semola',
  ),
  nl: words(
    'en van de het met een uit ingredienten suiker zout melk water bloem olie tarwe tarwebloem poeder kan ' +
      'bevatten sporen aroma natuurlijk zuur waarvan verzadigde vetzuren suikers vetten vet eiwitten ' +
      'voedingsvezel vezels koolhydraten energie per portie voedingswaarde eieren boter cacao plantaardige ' +
      'magere volle stroop kleurstof emulgator bewaren droog koel houdbaar minste tenminste',
  ),
};

/** Letters only one of our languages writes (before folding): a strong hint each. */
const LETTERS: Record<LabelLanguage, RegExp> = {
  en: /(?!)/g,
  fr: /[çèêâîôûœ]/gi,
  de: /[äöüß]/gi,
  es: /[ñ¿¡]/gi,
  it: /(?!)/g,
  nl: /\bij[a-z]/gi,
};

const weights = new Map<string, Map<LabelLanguage, number>>();
for (const language of LABEL_LANGUAGES) {
  for (const word of WORDS[language]) {
    const entry = weights.get(word) ?? new Map<LabelLanguage, number>();
    entry.set(language, 1);
    weights.set(word, entry);
  }
}
// A word several languages share tells them apart less: its weight is split between them.
for (const entry of weights.values()) for (const language of entry.keys()) entry.set(language, 1 / entry.size);

export interface DetectedLanguage {
  language: LabelLanguage;
  /** How far ahead of the runner-up it is, 0..1: 1 when no other language scored. */
  margin: number;
}

/**
 * The language of a pack's text from its words (stop words, ingredient and nutrition words) and its letters; null when
 * too few words are known to tell. Accents are optional: OCR often drops them.
 */
export function detectLanguage(text: string): DetectedLanguage | null {
  const scores = new Map<LabelLanguage, number>(LABEL_LANGUAGES.map((l) => [l, 0]));
  for (const word of foldedWords(text)) {
    for (const [language, weight] of weights.get(word) ?? []) scores.set(language, scores.get(language)! + weight);
  }
  for (const language of LABEL_LANGUAGES) {
    const hints = text.match(LETTERS[language])?.length ?? 0;
    scores.set(language, scores.get(language)! + Math.min(hints, 5) * 0.5);
  }
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 1) return null;
  return { language: best[0], margin: second ? (best[1] - second[1]) / best[1] : 1 };
}
