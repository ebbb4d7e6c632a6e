import {
  INTERFACE_LANGUAGES,
  productFacts,
  type Nutriments,
  type ProductFacts,
  type ProductFactsInput,
  UNKNOWN_BRAND,
} from '@clearcart/contracts';
import { byVolume, byWeight, drinkByOwnWords, nameLedByDrink } from './kind-from-words.ts';

type Row = Record<string, unknown>;

const isObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A usable text value: trimmed, whitespace collapsed, and not OFF's placeholder "null"/"unknown". */
function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const t = decodeEntities(value).replace(/\s+/g, ' ').trim();
  return t.length === 0 || /^(null|undefined|unknown|none|n\/a)$/i.test(t) ? undefined : t;
}

/** HTML's named entities a record's text carries, as the characters they stand for. */
const ENTITIES: Readonly<Record<string, string>> = { quot: '"', amp: '&', apos: "'", lt: '<', gt: '>', nbsp: ' ' };

/**
 * A record's text with its HTML entities decoded (blind audit 25: `&quot;ACETO BALSAMICO DI MODENA IGP&quot;` read as
 * three items, its ";" a separator): an entity is never an ingredient, a separator or a doubt.
 */
const decodeEntities = (value: string): string =>
  value.replace(/&(?:#(\d{1,6})|#x([\da-f]{1,6})|([a-z]+));/gi, (all, dec?: string, hex?: string, name?: string) => {
    const code = dec ? Number(dec) : hex ? parseInt(hex, 16) : undefined;
    if (code !== undefined) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
    return ENTITIES[name!.toLowerCase()] ?? all;
  });

function num(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const t = value.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?(e-?\d+)?$/i.test(t)) return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

/** Items of a list field: an array of strings, or a comma-separated string (the CSV export). */
function items(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => (typeof v === 'string' ? [decodeEntities(v)] : []));
  if (typeof value === 'string') return decodeEntities(value).split(',');
  return [];
}

/** The languages of our markets (and Portuguese), as an older OFF tag's dashed prefix writes them. */
const OLD_TAG_LANGUAGES: ReadonlySet<string> = new Set([...INTERFACE_LANGUAGES, 'pt']);

/**
 * OFF tags in our tag shape ("en:palm-oil"): lower-cased, spaces to dashes, other punctuation dropped. Items without
 * a language prefix get `fallbackLang` ("metal" → "en:metal") or are dropped when there is none.
 */
function tags(value: unknown, fallbackLang?: string): string[] {
  const out: string[] = [];
  for (const raw of items(value)) {
    let t = raw.trim().toLowerCase();
    if (t.length === 0) continue;
    // OFF's older tags wrote the language with a dash ("fr-sachet-en-plastique"; blind audit 28).
    const dashed = /^([a-z]{2})-(.+)$/.exec(t);
    if (dashed && OLD_TAG_LANGUAGES.has(dashed[1]!) && !t.includes(':')) t = `${dashed[1]}:${dashed[2]}`;
    if (!/^[a-z]{2}:/.test(t)) {
      if (!fallbackLang || t.includes(':')) continue;
      t = `${fallbackLang}:${t}`;
    }
    const prefix = t.slice(0, 3);
    const body = t
      .slice(3)
      .replace(/[\s_]+/g, '-')
      .replace(/[^\p{L}\p{N}-]/gu, '')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '');
    if (body.length === 0) continue;
    const tag = prefix + body;
    if (!out.includes(tag)) out.push(tag);
  }
  return out;
}

/**
 * Whether Open Food Facts' own checks call the record's nutrition figures impossible (an error tag such as
 * "en:nutrition-value-over-3800-energy", "en:nutrition-value-over-105-sugars", or an energy that does not match the
 * other figures): a grade it published from them is no better than they are, whether or not the figures reach the
 * report (blind audits 18, 19 and 22).
 */
const figuresImpossible = (product: Row): boolean =>
  tags(product.data_quality_errors_tags).some((tag) =>
    /^en:(?:nutrition-value-(?:over|total-over)-|energy-value-in-(?:kcal|kj)-does-not-match)/.test(tag),
  );

/** The product object inside an API response, or the record itself (a product object or a CSV row). */
function productOf(record: unknown): Row | null {
  if (!isObject(record)) return null;
  if (isObject(record.product)) {
    const product = record.product;
    // API v0/v2 put the barcode next to the product as well.
    return product.code === undefined && record.code !== undefined ? { ...product, code: record.code } : product;
  }
  return record;
}

function firstText(product: Row, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const t = text(product[key]);
    if (t) return t;
  }
  return undefined;
}

/** Fields like product_name_fr / ingredients_text_de in any language, main language first. */
function localized(product: Row, base: string): string | undefined {
  const lang = text(product.lang) ?? text(product.lc);
  const keys = [base, ...(lang ? [`${base}_${lang}`] : []), `${base}_en`];
  const found = firstText(product, keys);
  if (found) return found;
  for (const key of Object.keys(product)) {
    if (new RegExp(`^${base}_[a-z]{2}$`).test(key)) {
      const t = text(product[key]);
      if (t) return t;
    }
  }
  return undefined;
}

/** Nutrition per 100 g/ml; `suffix` "_prepared" reads the values of the product as prepared. */
const NUTRIENT_FIELDS = [
  'energy-kcal',
  'energy-kj',
  'energy',
  'salt',
  'sodium',
  'fat',
  'saturated-fat',
  'sugars',
  'carbohydrates',
  'fiber',
  'proteins',
  // The share of fruit, vegetables and legumes the 2023 Nutri-Score counts, as entered from the pack. OFF's 2023 code
  // reads neither the 2021 "nuts" fields nor shares users estimated (Food.pm,
  // compute_nutriscore_2023_fruits_vegetables_legumes); its own estimate from the ingredients is an estimate.
  'fruits-vegetables-legumes',
] as const;
type NutrientField = (typeof NUTRIENT_FIELDS)[number];

/** The record's keys of each nutrient per 100 g, as sold ('') or prepared ('_prepared'): built once, not per row. */
const fieldKeys = new Map<string, Record<NutrientField, string>>();
function keysOf(suffix: string): Record<NutrientField, string> {
  let keys = fieldKeys.get(suffix);
  if (!keys) {
    keys = Object.fromEntries(NUTRIENT_FIELDS.map((f) => [f, `${f}${suffix}_100g`])) as Record<NutrientField, string>;
    fieldKeys.set(suffix, keys);
  }
  return keys;
}

function nutrimentsOf(product: Row, suffix = ''): Nutriments | undefined {
  // JSON records nest values in `nutriments`; the CSV export has them as top-level columns. Looked up in place: a
  // copy of the whole record per product was most of an import's normalising time.
  const nested = isObject(product.nutriments) ? product.nutriments : undefined;
  const keys = keysOf(suffix);
  const value = (field: NutrientField): unknown => {
    const key = keys[field];
    return nested && key in nested ? nested[key] : product[key];
  };
  const grams = (field: NutrientField): number | undefined => {
    const v = num(value(field));
    // A gram value per 100 g above 100 is a data-entry error; OFF flags those too.
    return v !== undefined && v >= 0 && v <= 100 ? v : undefined;
  };
  const energyKcal = num(value('energy-kcal'));
  const energyKj = num(value('energy-kj')) ?? num(value('energy'));
  const sodium = grams('sodium');
  const salt = grams('salt') ?? (sodium !== undefined ? Math.min(100, sodium * 2.5) : undefined);
  const fvn = num(value('fruits-vegetables-legumes'));
  const out: Nutriments = {};
  if (energyKcal !== undefined && energyKcal >= 0 && energyKcal <= 1000) out.energyKcal = energyKcal;
  if (energyKj !== undefined && energyKj >= 0 && energyKj <= 4200) out.energyKj = energyKj;
  const fat = grams('fat');
  const saturatedFat = grams('saturated-fat');
  const sugars = grams('sugars');
  const carbohydrates = grams('carbohydrates');
  const fiber = grams('fiber');
  const proteins = grams('proteins');
  if (fat !== undefined) out.fat = fat;
  if (saturatedFat !== undefined) out.saturatedFat = saturatedFat;
  if (carbohydrates !== undefined) out.carbohydrates = carbohydrates;
  if (sugars !== undefined) out.sugars = sugars;
  if (salt !== undefined) out.salt = salt;
  // Both on record: the sodium stays beside the salt, so that a pair that disagrees is not trusted (blind audit 27).
  if (sodium !== undefined && grams('salt') !== undefined) out.sodium = sodium;
  if (fiber !== undefined) out.fiber = fiber;
  if (proteins !== undefined) out.proteins = proteins;
  if (fvn !== undefined && fvn >= 0 && fvn <= 100) out.fruitsVegetablesNuts = fvn;
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * A record that keeps its table per serving only (`…_serving`, "nutrition_data_per": "serving"), as per 100 g or
 * 100 ml: each figure scaled by the serving's quantity, where it is known (blind audit 19: a 250 ml serving's table read
 * as no nutrition facts at all).
 */
function perServing(product: Row, quantity: number | undefined): Nutriments | undefined {
  if (quantity === undefined) return undefined;
  const nested = isObject(product.nutriments) ? product.nutriments : product;
  const scaled: Row = {};
  // A share of fruit and vegetables is no amount: it is not scaled.
  for (const field of NUTRIENT_FIELDS.filter((f) => f !== 'fruits-vegetables-legumes')) {
    const value = num(nested[`${field}_serving`]);
    if (value !== undefined) scaled[`${field}_100g`] = (value * 100) / quantity;
  }
  return nutrimentsOf({ nutriments: scaled });
}

/**
 * Whether OFF says its Nutri-Score rests on nutrition facts it estimated from the ingredient list (Food.pm,
 * check_availability_of_nutrients_needed_for_nutriscore: only when no key nutrient is on the label).
 */
function gradedOnEstimate(product: Row): boolean {
  const warning = num(product.nutrition_score_warning_nutriments_estimated);
  return (
    (warning !== undefined && warning > 0) ||
    items(product.misc_tags).some((t) => t.trim() === 'en:nutriscore-using-estimated-nutrition-facts')
  );
}

/**
 * OFF's estimate of the nutrition per 100 g/ml from the ingredient list: `nutriments_estimated` (NutritionEstimation.pm,
 * kept only when 95 % of the ingredients by quantity have CIQUAL values), else `figures` when the record's own are that
 * estimate, and its estimate of the share of fruit, vegetables and legumes. Never the label's figures.
 */
function estimatedNutrimentsOf(product: Row, figures: Nutriments | undefined): Nutriments | undefined {
  const estimated = isObject(product.nutriments_estimated)
    ? nutrimentsOf({ nutriments: product.nutriments_estimated })
    : figures;
  const nested = isObject(product.nutriments) ? product.nutriments : undefined;
  const key = 'fruits-vegetables-legumes-estimate-from-ingredients_100g';
  const share = num(nested && key in nested ? nested[key] : product[key]);
  const out: Nutriments = { ...estimated };
  if (share !== undefined && share >= 0 && share <= 100) out.fruitsVegetablesNuts = share;
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The unit a printed portion is in ("1 can (330 ml)" → ml, "Un biscuit (12,5 g)" → g), when it says one only. */
function printedUnit(size: string | undefined): 'g' | 'ml' | undefined {
  const units = new Set(
    [...(size ?? '').matchAll(/\d\s*(mg|g|kg|ml|cl|dl|l)\b/gi)].map((m) => (/l$/i.test(m[1]!) ? 'ml' : 'g')),
  );
  return units.size === 1 ? [...units][0] : undefined;
}

/** The unit the pack's quantity is sold in ("50cl" → ml, "1 kg" → g), when it says one only. */
function soldIn(product: Row): 'g' | 'ml' | undefined {
  const recorded = text(product.product_quantity_unit)?.toLowerCase();
  return printedUnit(text(product.quantity)) ?? (recorded === 'g' || recorded === 'ml' ? recorded : undefined);
}

/**
 * A portion's quantity in the nutriments' unit (g, or ml for a drink): OFF's `serving_quantity`, in the unit it names
 * (`serving_quantity_unit`) or, in older records, the one the printed size is in. A printed size that is a bare number
 * ("250.0") is in the unit the pack is sold in: ml on a drink of "50cl" (blind audit 19, finding 6). None when it is 0
 * (OFF's "not known") or in the other unit: grams do not turn into millilitres without the product's density.
 */
function servingQuantityOf(product: Row, perMl: boolean): number | undefined {
  const size = text(product.serving_size);
  const bare = size !== undefined && /^\d+(?:[.,]\d+)?$/.test(size) ? num(size) : undefined;
  const recorded = num(product.serving_quantity);
  // A record without OFF's computed quantity: the printed size's one amount in the nutriments' unit ("5 slices (52 g)").
  const printed = amountsIn(size, perMl ? 'ml' : 'g');
  const quantity =
    recorded !== undefined && recorded > 0 ? recorded : (bare ?? (printed.length === 1 ? printed[0] : undefined));
  if (quantity === undefined || quantity <= 0 || quantity > 5000) return undefined;
  const named = text(product.serving_quantity_unit)?.toLowerCase();
  const unit =
    named === 'g' || named === 'ml' ? named : (printedUnit(size) ?? (bare !== undefined ? soldIn(product) : undefined));
  if (unit !== (perMl ? 'ml' : 'g')) return undefined;
  // A portion is never larger than the pack (blind audit 13, finding 7): a serving above one container's content gives
  // way to the printed figure the pack allows ("300 ml (330 ml)" on a 300 ml bottle: 300 ml), or to none.
  const pack = packContentOf(product, unit);
  if (pack === undefined || quantity <= pack) return quantity;
  const fits = amountsIn(text(product.serving_size), unit).filter((amount) => amount <= pack);
  return fits.length > 0 ? Math.max(...fits) : undefined;
}

/**
 * The pack's quantity as printed, unless a serving on record is more than it (5 % left for rounding): no pack holds
 * less than one serving (blind audit 35: "8 ml" beside a 236.6 g serving, OFF's slip for 8 fl oz; audit 37: "40 g"
 * beside 42.52 g, one US serving of 1.5 oz); nor when it is the serving itself: Open Food Facts' import of the USDA
 * branded foods wrote the serving as the quantity (311 of its 394 such records in ../shared: a relish jar "15 g", one
 * tablespoon; blind audit 92), so a quantity equal to the serving does not tell the pack's.
 */
function quantityShown(product: Row): string | undefined {
  const quantity = text(product.quantity);
  if (quantity === undefined || /\d\s*[x×]\s*\d/i.test(quantity)) return quantity;
  const amounts = [...amountsIn(quantity, 'g'), ...amountsIn(quantity, 'ml')];
  const serving = num(product.serving_quantity);
  const unit = text(product.serving_quantity_unit)?.toLowerCase() ?? 'g';
  if (amounts.length !== 1 || serving === undefined || !['g', 'ml'].includes(unit)) return quantity;
  const slip = serving > 1.05 * amounts[0]!;
  // A can's serving may be the can: only the import that wrote servings as quantities is read so.
  const portion = text(product.creator) === 'usda-ndb-import' && Math.abs(serving - amounts[0]!) <= 0.005 * serving;
  return slip || portion ? undefined : quantity;
}

const TO_BASE: Record<string, number> = { mg: 0.001, g: 1, kg: 1000, ml: 1, cl: 10, dl: 100, l: 1000 };

/** The amounts a text gives in grams or in millilitres ("300 ml (330 ml)" → 300 and 330; "33 cl" → 330). */
function amountsIn(size: string | undefined, unit: 'g' | 'ml'): number[] {
  return [...(size ?? '').matchAll(/(\d+(?:[.,]\d+)?)\s*(mg|kg|g|ml|cl|dl|l)\b/gi)].flatMap((m) => {
    const u = m[2]!.toLowerCase();
    const inUnit = /l$/.test(u) ? 'ml' : 'g';
    return inUnit === unit ? [Math.round(Number(m[1]!.replace(',', '.')) * TO_BASE[u]! * 1000) / 1000] : [];
  });
}

/**
 * One container's content in grams or millilitres: the record's `product_quantity` in that unit, else its quantity
 * text when it names one amount ("300ml"; in a multipack "24 x 330 ml", one can). None when it cannot be told.
 */
function packContentOf(product: Row, unit: 'g' | 'ml'): number | undefined {
  const recorded = num(product.product_quantity);
  const recordedUnit = text(product.product_quantity_unit)?.toLowerCase();
  if (
    recorded !== undefined &&
    recorded > 0 &&
    recordedUnit === unit &&
    !/\d\s*[x×]\s*\d/i.test(text(product.quantity) ?? '')
  )
    return recorded;
  const quantity = text(product.quantity);
  const multipack = /\d+\s*[x×]\s*(\d+(?:[.,]\d+)?\s*(?:mg|kg|g|ml|cl|dl|l)\b)/i.exec(quantity ?? '');
  const amounts = amountsIn(multipack ? multipack[1] : quantity, unit);
  return amounts.length === 1 ? amounts[0] : undefined;
}

/** Whether the record gives its figures per 100 ml (`nutrition_data_per`): a drink's figures. */
function perHundredMl(product: Row): boolean {
  return /^100\s*ml$/i.test(text(product.nutrition_data_per) ?? '');
}

/** Drinks, not powders or concentrates to dilute (whose nutrition is per 100 g). */
const NOT_A_DRINK = [
  'en:instant-beverages',
  'en:dehydrated-beverages',
  'en:beverage-preparations',
  'en:cocoa-and-chocolate-powders',
  'en:syrups',
  'en:coffees',
  'en:teas',
  'en:tea-bags',
];

/** A category tag as the words a report shows for it: "en:fruit-sodas" → "Fruit sodas". */
export const categoryWords = (tag: string): string => {
  const body = tag
    .slice(tag.indexOf(':') + 1)
    .replace(/-/g, ' ')
    .trim();
  return body.length > 0 ? body[0]!.toUpperCase() + body.slice(1) : body;
};

function gradeOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  const t = text(value)?.toLowerCase();
  return allowed.find((g) => g === t);
}

/** A product id fragment: lower-case ASCII words joined by '-', at most `max` characters ("Crème Brûlée" → "creme-brulee"). */
export const slug = (value: string, max = 60): string =>
  value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');

/**
 * Normalise an Open Food Facts product record into ProductFacts: API v0/v2 JSON (`{product: {...}}` or the product
 * object itself) or a row of the CSV/TSV export (column → string). Null when there is no usable name or the record is
 * not a product. Never throws.
 */
/** The production image hosts of the Open Facts family (not the staging server, .net, some records were captured from). */
const OPEN_FACTS_IMAGE_HOST = /^https:\/\/[a-z]+\.open(food|beauty|products|petfood)facts\.org\/\S+$/;

/**
 * The front picture of a record (JSON `image_front_url`, else the export's `image_url`), exactly as recorded, when it
 * is on one of the family's image hosts: the page loads it from there, and the CSP allows only those.
 */
export function frontImageUrl(product: Record<string, unknown>): string | undefined {
  const url = text(product.image_front_url) ?? text(product.image_url);
  return url && OPEN_FACTS_IMAGE_HOST.test(url) ? url : undefined;
}

export function fromOpenFoodFacts(record: unknown, site: OpenFactsSite = OPEN_FOOD_FACTS): ProductFacts | null {
  try {
    return convert(record, site);
  } catch {
    return null;
  }
}

/** One of the Open Food Facts family of databases: same API and record shape, different products. */
export interface OpenFactsSite {
  name: string;
  /** Prefix of our product ids ("off-3017620422003"). */
  prefix: string;
  /** The public site, for the source link of each product. */
  url: string;
  /** Kind of every product of the site; food sites decide food or beverage per record. */
  kind?: 'cosmetic' | 'household';
}

export const OPEN_FOOD_FACTS: OpenFactsSite = {
  name: 'Open Food Facts',
  prefix: 'off',
  url: 'https://world.openfoodfacts.org',
};
export const OPEN_BEAUTY_FACTS: OpenFactsSite = {
  name: 'Open Beauty Facts',
  prefix: 'obf',
  url: 'https://world.openbeautyfacts.org',
  kind: 'cosmetic',
};
export const OPEN_PRODUCTS_FACTS: OpenFactsSite = {
  name: 'Open Products Facts',
  prefix: 'opf',
  url: 'https://world.openproductsfacts.org',
  kind: 'household',
};

/** Category tags that say a record on any Open … Facts site is a cosmetic, a household product or pet food. */
const COSMETIC_CATEGORIES = [
  'en:open-beauty-facts',
  'en:cosmetics',
  'en:hygiene',
  'en:body-care',
  'en:hair-care',
  'en:shampoos',
  'en:shower-gels',
  'en:soaps',
  'en:toothpastes',
  'en:deodorants',
];
const HOUSEHOLD_CATEGORIES = [
  'en:open-products-facts',
  'en:household-products',
  'en:cleaning-products',
  'en:detergents',
  'en:laundry-detergents',
  'en:dishwashing-products',
];
const PET_FOOD_CATEGORIES = ['en:pet-food', 'en:dog-food', 'en:cat-food', 'en:open-pet-food-facts'];

/**
 * What the record is, from the record: Open Food Facts' `product_type` (every site sets it on records since 2024),
 * else its categories, and only then the site it came from (a shampoo sits in the food database too). Pet food is
 * not rated (null): neither the food rules nor the household ones fit it.
 */
function kindOf(
  productType: string | undefined,
  categories: ReadonlySet<string>,
  site: OpenFactsSite,
): 'food' | 'cosmetic' | 'household' | null {
  const byType = { food: 'food', beauty: 'cosmetic', product: 'household', petfood: null } as const;
  if (productType && productType in byType) return byType[productType as keyof typeof byType];
  const has = (list: readonly string[]) => list.some((t) => categories.has(t));
  if (has(PET_FOOD_CATEGORIES)) return null;
  if (has(COSMETIC_CATEGORIES)) return 'cosmetic';
  if (has(HOUSEHOLD_CATEGORIES)) return 'household';
  return site.kind ?? 'food';
}

/** Whether an Open … Facts record is pet food, which ClearCart does not rate (an import says so when it skips it). */
export function isPetFood(record: unknown): boolean {
  const product = productOf(record);
  if (!product) return false;
  return kindOf(text(product.product_type), new Set(tags(product.categories_tags)), OPEN_FOOD_FACTS) === null;
}

function convert(record: unknown, site: OpenFactsSite): ProductFacts | null {
  const product = productOf(record);
  if (!product) return null;
  const name =
    localized(product, 'product_name') ?? text(product.abbreviated_product_name) ?? localized(product, 'generic_name');
  if (!name) return null;

  const rawCode = text(product.code) ?? text(product._id);
  const code = rawCode?.replace(/\s+/g, '');
  const codeSlug = code
    ? code
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 70)
    : '';
  const id = `${site.prefix}-${codeSlug || slug(name) || 'product'}`;
  const gtin = code && /^(\d{8}|\d{12,14})$/.test(code) ? code : undefined;

  const brands = items(product.brands)
    .map((b) => b.trim())
    .filter((b) => text(b) !== undefined);
  const brand = brands[0] ?? text(product.brand_owner) ?? UNKNOWN_BRAND;

  const filed = tags(product.categories_tags).filter((t) => t !== 'en:null' && t !== 'en:unknown');
  const lc = text(product.lc)?.toLowerCase();
  const lang = lc && /^[a-z]{2}$/.test(lc) ? lc : 'en';
  const kind = kindOf(text(product.product_type), new Set(filed), site);
  if (kind === null) return null;
  // A drink by its own name and portion filed under foods (blind audit 27, O2: a US "Spiced Apple Cider" of 8 fl oz
  // in "Condiments, Sauces"): the categories do not fit the product as sold, and neither does the grade OFF computed
  // by the foods' table. Without them the drink is read by its own words, as a record with no category is.
  const misfiled =
    kind === 'food' &&
    filed.length > 0 &&
    !filed.includes('en:beverages') &&
    nameLedByDrink(name) &&
    byVolume(text(product.serving_size) ?? text(product.quantity));
  const categoryTags = misfiled ? [] : filed;
  const tagSet = new Set(categoryTags);
  const ingredientsText = localized(product, 'ingredients_text')?.replace(/_/g, '');
  // Without a category, the product's own words or figures per 100 ml tell a drink (blind audit 13, finding 4).
  const beverage =
    kind === 'food' &&
    (categoryTags.length === 0
      ? drinkByOwnWords(name, ingredientsText, [text(product.quantity), text(product.serving_size)]) ||
        perHundredMl(product)
      : tagSet.has('en:beverages') && !NOT_A_DRINK.some((t) => tagSet.has(t)));
  const englishTags = categoryTags.filter((t) => t.startsWith('en:'));
  const categoryText = (misfiled ? [] : items(product.categories))
    .map((c) => c.trim())
    .filter((c) => text(c) !== undefined && !/^[a-z]{2}:/.test(c));
  const category =
    (englishTags.length > 0 ? categoryWords(englishTags[englishTags.length - 1]!) : undefined) ??
    categoryText[categoryText.length - 1] ??
    (misfiled ? undefined : text(product.main_category_en)) ??
    (kind === 'cosmetic'
      ? 'Cosmetic'
      : kind === 'household'
        ? 'Household product'
        : beverage
          ? 'Beverage'
          : categoryTags.length === 0 && !byWeight(text(product.quantity)) && !byWeight(text(product.serving_size))
            ? 'Food or drink'
            : 'Food');
  const countries = tags(product.countries_tags, 'en');
  const textLang = text(product.ingredients_lc) ?? text(product.lang) ?? lc;
  const ingredientsLang = textLang && /^[a-z]{2}$/.test(textLang) ? textLang : undefined;
  // OFF's tags, and the free-text fields as typed from the pack ("lait, noisettes" → "fr:lait", "fr:noisettes"),
  // which the engine reads with its multilingual words.
  const allergens = [
    ...new Set([...tags(product.allergens_tags), ...tags(product.allergens, ingredientsLang ?? 'en')]),
  ];
  const traces = [...new Set([...tags(product.traces_tags), ...tags(product.traces, ingredientsLang ?? 'en')])];
  const additives = tags(product.additives_tags);
  const packaging = [
    ...tags(product.packaging_materials_tags),
    ...(Array.isArray(product.packagings)
      ? tags(product.packagings.flatMap((p) => (isObject(p) ? [p.material, p.shape] : [])))
      : []),
    ...tags(product.packaging_tags, lang),
  ];
  const nova = num(product.nova_group) ?? num(product.nova_groups);
  const image = frontImageUrl(product);
  const aliases = [
    ...brands.slice(1),
    ...['product_name_en', 'product_name_fr', 'abbreviated_product_name']
      .map((key) => text(product[key]))
      .filter((v): v is string => v !== undefined && v !== name),
  ];

  // When OFF graded on its estimate and the record keeps no separate one, the figures it carries can only be that
  // estimate (OFF uses it only when no key nutrient is on the label): they are shown as estimated, never as measured.
  const servingSize = text(product.serving_size);
  const servingQuantity = servingQuantityOf(product, beverage);
  const recorded = nutrimentsOf(product) ?? perServing(product, servingQuantity);
  const recordedIsEstimate = gradedOnEstimate(product) && !isObject(product.nutriments_estimated);
  const nutriments = recordedIsEstimate ? undefined : recorded;
  const estimatedNutriments = estimatedNutrimentsOf(product, recordedIsEstimate ? recorded : undefined);
  const preparedNutriments = nutrimentsOf(product, '_prepared');
  const packQuantity = quantityShown(product);
  const input: ProductFactsInput = {
    id,
    ...(gtin ? { gtin } : {}),
    name,
    brand,
    aliases: [...new Set(aliases)],
    category,
    categoryTags,
    kind: kind === 'food' && beverage ? 'beverage' : kind,
    ...(packQuantity ? { quantity: packQuantity } : {}),
    ...(ingredientsText ? { ingredientsText } : {}),
    ...(ingredientsLang ? { lang: ingredientsLang } : {}),
    allergens,
    traces,
    ...(additives.length > 0 ? { additives } : {}),
    ...(nutriments ? { nutriments } : {}),
    ...(preparedNutriments ? { preparedNutriments } : {}),
    ...(estimatedNutriments ? { estimatedNutriments } : {}),
    perMl: beverage,
    ...(servingSize ? { servingSize } : {}),
    ...(servingQuantity !== undefined ? { servingQuantity } : {}),
    labels: tags(product.labels_tags),
    ...packClaims(product, name, lang),
    packaging: [...new Set(packaging)],
    ...(text(product.origins) ? { origins: text(product.origins) } : {}),
    ...(countries.length > 0 ? { countries } : {}),
    ingredientsAnalysis: tags(product.ingredients_analysis_tags),
    ...(nova !== undefined && Number.isInteger(nova) && nova >= 1 && nova <= 4 ? { novaGroup: nova } : {}),
    ...(gradeOf(product.nutriscore_grade ?? product.nutrition_grades, ['a', 'b', 'c', 'd', 'e'] as const) &&
    !figuresImpossible(product) &&
    !misfiled
      ? {
          nutriScoreGrade: gradeOf(product.nutriscore_grade ?? product.nutrition_grades, [
            'a',
            'b',
            'c',
            'd',
            'e',
          ] as const),
        }
      : {}),
    ...(environmentalGrade(product) ? { environmentalScoreGrade: environmentalGrade(product) } : {}),
    ...(image ? { imageUrl: image } : {}),
    sources: [
      code
        ? { title: `${site.name} product ${code} (ODbL)`, url: `${site.url}/product/${encodeURIComponent(code)}` }
        : { title: `${site.name} (ODbL)`, url: site.url },
    ],
  };
  const parsed = productFacts.safeParse(input);
  if (parsed.success) return parsed.data;
  // Drop the optional fields that failed validation rather than the whole record.
  const failed = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const required = ['id', 'name', 'brand', 'category', 'kind', 'sources'];
  if (required.some((key) => failed.has(key))) return null;
  const trimmed = Object.fromEntries(Object.entries(input).filter(([key]) => !failed.has(key)));
  const retry = productFacts.safeParse(trimmed);
  return retry.success ? retry.data : null;
}

/**
 * The words the pack says about itself beyond its name, in which the claims check looks for environmental claims: the
 * generic name, and the labels as typed from the pack (OFF's `labels` text). When they were seen: the record's last
 * change (`last_modified_t`, seconds).
 */
function packClaims(product: Row, name: string, lang: string): Pick<ProductFactsInput, 'claims' | 'claimsSeenOn'> {
  const generic = localized(product, 'generic_name');
  const typed = items(product.labels)
    .map((l) => l.trim())
    .filter((l) => l.length > 2 && !/^[a-z]{2}:/.test(l));
  const claims = [
    ...(generic && generic !== name ? [{ text: generic.slice(0, 200), from: 'name' as const, lang }] : []),
    ...typed.slice(0, 30).map((t) => ({ text: t.slice(0, 200), from: 'labels' as const, lang })),
  ];
  const modified = num(product.last_modified_t);
  return {
    ...(claims.length > 0 ? { claims } : {}),
    ...(modified !== undefined && modified > 0 && modified < 1e11 ? { claimsSeenOn: isoDay(modified) } : {}),
  };
}

/** Seconds since 1970 as the UTC day "2025-03-22", by arithmetic (the engine reads no clock; H. Hinnant's civil date). */
function isoDay(seconds: number): string {
  const z = Math.floor(seconds / 86400) + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function environmentalGrade(product: Row): ProductFacts['environmentalScoreGrade'] {
  const allowed = ['a-plus', 'a', 'b', 'c', 'd', 'e', 'f'] as const;
  return gradeOf(product.environmental_score_grade, allowed) ?? gradeOf(product.ecoscore_grade, allowed);
}
