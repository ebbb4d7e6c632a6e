import type {
  AllergenId,
  AnimalProductType,
  Dimension,
  InterfaceLanguage,
  Level,
  ProductKind,
  Source,
  TranslatedLanguage,
} from '@clearcart/contracts';

/** Kilograms of CO2-equivalent per kilogram of product. */
export type KgCO2ePerKg = number & { readonly __unit?: 'kgCO2e/kg' };
/** Litres of water per kilogram of product. */
export type LitresPerKg = number & { readonly __unit?: 'L/kg' };

/** Words that reveal one of the allergens (the spec's nine and the rest of the EU's 14) in an ingredient list. */
export interface AllergenKnowledge {
  id: AllergenId;
  /** Shopper-facing name, e.g. "Tree nuts". */
  name: string;
  /** Open Food Facts allergen tags that map to this id ("en:nuts" → tree_nuts). */
  offTags: string[];
  /** Words or phrases in any language, matched on word boundaries (substrings in Chinese, Japanese and Thai). */
  words: string[];
  /** Words that count only in a text of that language ("rape": monkfish in Spanish, grated in French). */
  languageOnly?: Readonly<Record<string, readonly string[]>>;
  /** Phrases that contain a word above but do not reveal the allergen ("coconut milk" for dairy, "buckwheat" for wheat). */
  falseFriends: string[];
  /** Ingredients that can bring it without being it ("wine": sulphites; "gluten": wheat among other cereals). */
  carriers?: {
    words: string[];
    falseFriends?: string[];
    /** Only for a product sold in one of these countries (OFF tags): where a pack need not name the allergen in it. */
    markets?: string[];
    /**
     * The law exempts these ingredients from the allergen's labelling when refined (soybean oil): each word is a false
     * friend of the allergen's own words too ("soja" in "huile de soja" alone shows nothing).
     */
    exempt?: true;
    /**
     * The day from which that market's law made labels name it inside such ingredients (sesame in the US, FASTER Act:
     * 2023-01-01). A record does not say when its list was printed, so the carrier counts on every record.
     */
    namedSince?: string;
    /** The law of each market that leaves it unnamed, where it is not `sources`' (FSANZ for Australia). */
    marketSources?: readonly { markets: string[]; sources: Source[] }[];
    sources: Source[];
  };
  /**
   * The laws under which a label must declare it as an allergen: eu (Regulation (EU) No 1169/2011 Annex II), us
   * (FALCPA, FASTER Act). A tag on record is "declared on the label" only where one of them applies.
   */
  declaredUnder: readonly ('eu' | 'us')[];
  severity: Level;
  sources: Source[];
}

export type AdditiveRisk = 'high' | 'moderate' | 'none' | 'not assessed';

export interface AdditiveKnowledge {
  /** Lower-case E-number as in OFF tags, e.g. "e322", "e150d", "e471". */
  code: string;
  name: string;
  /** Purpose class, e.g. "emulsifier", "colour", "preservative", "sweetener". */
  class: string;
  /**
   * Its purpose class in a drink, or in a food whose list says it is made to fizz, where that is another ("carbonating
   * agent" for carbon dioxide; blind audit 49: a popping candy's).
   */
  drinkClass?: string;
  /** EFSA overexposure risk where assessed (as OFF reports it). */
  efsaRisk: AdditiveRisk;
  /** Spec sensitivity this additive counts against. */
  sensitivity: 'chemicals' | 'preservatives' | 'artificial_additives' | null;
  /** One sentence: the concern, or why there is none. */
  concern: string;
  /** Overall concern level for the report. */
  concernLevel: Level | 'none';
  /** Bans and restrictions, e.g. "Not authorised in the EU since 2022". */
  restrictions?: string;
  /** The animal it is always made from (e.g. E120 carmine, E441 gelatine, E904 shellac). */
  animalOrigin?: AnimalProductType;
  /**
   * Set when it is made from an animal or without one, the list not saying which (L-cysteine: feathers, hair or
   * fermentation): it keeps vegan and vegetarian at "maybe" and is never animal content found.
   */
  mayBeAnimal?: true;
  /**
   * A family's entry for a name that states none of its classes ("caramel color": E150a to E150d, decision 118): only
   * what every class shares. It stands only where the list says its purpose ("colour"), and gives way to a class the
   * record names.
   */
  classNotStated?: true;
  /**
   * The codes Open Food Facts writes with a letter after this one's are other substances (E905a mineral oil, E905b
   * petrolatum beside E905 microcrystalline wax; blind audit 32): they are not read as this additive.
   */
  lettersOther?: true;
  sources: Source[];
}

/** An ingredient (not an additive) worth naming in the report. */
export interface IngredientKnowledge {
  id: string;
  name: string;
  /** Lower-case words or phrases that reveal it (en, fr, de, es, it). */
  words: string[];
  falseFriends?: string[];
  purpose: string;
  /** Empty string when there is no concern; then it is listed for its animal origin or commodity only. */
  concern: string;
  concernLevel: Level | 'none';
  sensitivity?: 'chemicals' | 'preservatives' | 'artificial_additives';
  /** Set when the ingredient is animal-derived. */
  animalType?: AnimalProductType;
  /** Taken from a slaughtered animal (tallow and its soaps, animal rennet): never vegetarian, whatever its kind. */
  slaughtered?: true;
  /**
   * Set when the ingredient is made from an animal or without one, the list not saying which (vitamin D3: lanolin or
   * lichen): it keeps vegan at "maybe" unless a vegan label is on record.
   */
  mayBeAnimal?: true;
  /** Set when the ingredient is a risky commodity (id of a CommodityKnowledge). */
  commodity?: string;
  sources: Source[];
}

export interface CommodityKnowledge {
  id: string; // "palm-oil", "cocoa", "coffee", "soy", "cane-sugar", "hazelnuts", "vanilla", "shrimp", "cotton", "beef", ...
  name: string;
  words: string[];
  /** Phrases that hold a word above but not the commodity in any amount that counts ("soy lecithin": an emulsifier). */
  falseFriends?: string[];
  /**
   * Whole ingredients that may be this commodity without saying so ("sugar": cane or beet): written alone, they leave
   * its labour risk unknown, never "no risk".
   */
  unstatedWords?: string[];
  /** Deforestation, water, biodiversity. */
  environmentalRisk: Level;
  environmentalNote: string;
  /**
   * The note ties the risk to producing regions (cocoa's West Africa, soy's and beef's Amazon): where the product's
   * origin is not on record, its environmental risk is possible, not found (blind audits 77 and 83).
   */
  environmentalRiskByOrigin?: true;
  /** Child or forced labour, poverty wages. */
  laborRisk: Level;
  laborNote: string;
  /**
   * The labour list names it from producing countries, not wherever it grows: where the product's origin is not on
   * record, its labour risk is possible, not found (blind audit 68: rice of unstated origin; 77 to 81: cocoa, palm
   * oil, cane sugar, vanilla).
   */
  laborRiskByOrigin?: true;
  /** Label ids (see LabelKnowledge.id) that address the labour or environmental risk. */
  mitigatedBy: string[];
  /**
   * The labels that address its labour risk, where they are not those of `mitigatedBy`: MSC certifies a fishery's
   * stocks and methods, not its crews' work (blind audit 111); ASC's farm standards have social criteria.
   */
  laborMitigatedBy?: string[];
  /** The pages that state the environmental note, and the labour note: each note cites only its own. */
  environmentalSources: Source[];
  laborSources?: Source[];
}

export type LabelTab = Dimension;

export interface LabelKnowledge {
  /** Our id, e.g. "eu-organic", "fairtrade", "rspo-segregated", "leaping-bunny". */
  id: string;
  name: string;
  /** OFF label tags that mean this label ("en:eu-organic", "en:organic"). */
  offTags: string[];
  /** What the label verifies, one or two sentences. */
  verifies: string;
  thirdPartyVerified: boolean;
  impact: 'positive' | 'negative' | 'neutral';
  tabs: LabelTab[];
  /** Preference certification ids it satisfies: organic, non_gmo, fair_trade, cruelty_free, ... */
  satisfies: string[];
  /** Tags OFF files under this label's and adds it with: beside one of them it is no claim of its own. */
  parentOf?: string[];
  /**
   * A self-declared claim: the preference id it claims ("cruelty_free"). A certification on the product or held by its
   * company that satisfies it verifies the claim, and the report then names the claim once, under that certification.
   */
  claims?: string;
  /** Ecolabels: what the criteria verify for each kind of product. */
  criteria?: LabelCriteria[];
  /** Where one of its tags names another mark, read with the sibling tags or the countries of sale. */
  otherMeanings?: LabelMeaning[];
  sources: Source[];
}

/**
 * A label tag that names another mark: beside one of `besideTags`, or on a product sold only in `soldOnlyIn` (OFF
 * country tags). OFF's "en:green-dot" beside "en:green-dot-india" is India's vegetarian mark, not the packaging scheme.
 */
export interface LabelMeaning {
  offTags: string[];
  besideTags?: string[];
  soldOnlyIn?: string[];
  /** The other mark, as the source names it (not shown: a tag read this way is an unknown label). */
  mark: string;
  sources: Source[];
}

/** What an ecolabel's criteria for one kind of product verify, as the criteria document says it. */
export interface LabelCriteria {
  /** A ProductGroup id ("laundry-detergents"). */
  productGroup: string;
  /** The criteria document: "Commission Decision (EU) 2017/1218". */
  scheme: string;
  verifies: string[];
  sources: Source[];
}

/** A kind of household or cosmetic product that ecolabel criteria are written for. */
export interface ProductGroup {
  id: string;
  name: string;
  kinds: ('household' | 'cosmetic')[];
  /** Open Food Facts category tags that place a product in the group. */
  offTags: string[];
  /** Words of a category or name that place a product in the group; none: every product of its kinds. */
  words: string[];
  sources: Source[];
}

/** A class of surfactant and what a source says of its biodegradability; an absent field is not known. */
export interface SurfactantKnowledge {
  id: string;
  class: string;
  /** INCI names it is listed under. */
  names: string[];
  /** Readily biodegradable under aerobic conditions (OECD ready tests). */
  aerobic?: 'readily';
  /** Under anaerobic conditions: degraded or removed, or reported poorly biodegradable. */
  anaerobic?: 'degraded' | 'poor';
  sources: Source[];
}

/** How a record's packaging tag is read: its material by any of the material's names, or a shape named with it. */
export interface PackagingNames {
  /** A material's own names without their language prefix ("verre", "glas" for "en:glass"). */
  materials: readonly { tag: string; names: readonly string[] }[];
  /** Every shape's names ("bouteille", "bottle"), by which "bouteille-en-verre" is read as glass. */
  shapes: readonly string[];
  /** The short words read between a shape and its material ("en", "de", "di"). */
  links: readonly string[];
}

export interface PackagingKnowledge {
  id: string;
  name: string;
  /** OFF packaging tags ("en:glass", "en:pet-1-polyethylene-terephthalate", "en:plastic"). */
  offTags: string[];
  /** In any shape but those of `inShapes`, where it has one. */
  recyclability: 'fully' | 'partially' | 'none' | 'unknown';
  biodegradable: 'yes' | 'partially' | 'no';
  note: string;
  /** What it is in one of these shapes (a plastic of unstated polymer as a bottle: partially recyclable). */
  inShapes?: { shapes: string[]; recyclability: 'partially' | 'unknown'; note: string };
  /** A material that can hold a food on its own (bag, film, bottle, jar): paper beside it is the outer box. */
  holdsFood?: boolean;
  /** The broader materials it is a kind of, or is partly made of, by id (PET: plastic; a beverage carton: plastic). */
  kindOf?: string[];
  /** The material as a food's own container, when nothing on record can be the inner bag (lined board). */
  asFoodContact?: Pick<PackagingKnowledge, 'recyclability' | 'biodegradable' | 'note' | 'sources'>;
  sources: Source[];
}

export interface CategoryFootprint {
  id: string;
  name: string;
  /** OFF category tags this figure applies to; the most specific match wins. */
  offTags: string[];
  kgCO2ePerKg: KgCO2ePerKg;
  litresPerKg?: LitresPerKg;
  /** The water figure's own sources (Water Footprint Network); `sources` are the carbon figure's (AGRIBALYSE). */
  waterSources?: Source[];
  /** How the figure was obtained, e.g. "AGRIBALYSE 3.1, 'Pâte à tartiner chocolat et noisette', median of 3 foods". */
  basis: string;
  sources: Source[];
  /**
   * The AGRIBALYSE foods the figure is the median of (or the one food it is), as generated (data/footprint-foods.json,
   * data/category-foods.json; decision 113); absent in small test knowledge bases.
   */
  foods?: readonly FootprintFood[];
}

/** One AGRIBALYSE food behind a footprint: its code, English name and kg CO2e per kg as sold. */
export interface FootprintFood {
  agribalyse: string;
  food: string;
  kgCO2ePerKg: number;
}

/** A sourced statement: the report shows the text with its sources. */
export interface Statement {
  text: string;
  /** When the fact was true (year or ISO date); absent, as of its company's `reviewedOn`. */
  asOf?: string;
  /**
   * The date the statement's goal or event falls, its review date; once passed, the report says the statement only as
   * of its `asOf`, with its date passed (decision 096), and leaves it out when it has no `asOf`.
   */
  due?: string;
  /** A fact that changes with time and that nothing on record dates: kept for a curator to date, never shown. */
  undated?: true;
  /** Of a company's praise (a highlight, its sustainability effort): its newest dated source's date, set at load. */
  reportedOn?: string;
  /** The kinds of product it is about; absent, every kind. */
  kinds?: ProductKind[];
  /** Narrower: the Open Food Facts categories it is about ("en:waters"); absent, every product of its kinds. */
  categories?: string[];
  sources: Source[];
}

export interface CompanyConcern {
  issue: string;
  severity: Level;
  status: 'ongoing' | 'historical' | 'other';
  asOf?: string;
  /** The date of its newest dated source (a year, a month or a day), set at load: how current its status is. */
  reportedOn?: string;
  /** The kinds of product it is about ("benzene in aerosols": cosmetics); absent, every kind. */
  kinds?: ProductKind[];
  /**
   * Narrower: the Open Food Facts categories it is about ("treatment of natural mineral waters": "en:waters"); absent,
   * every product of its kinds. A product weighs it only when its categories include one.
   */
  categories?: string[];
  description: string;
  sources: Source[];
}

export interface Practice {
  summary: string;
  examples: string[];
  sources: Source[];
}

export interface CompanyProfile {
  /** Slug, e.g. "unilever", "ferrero". */
  id: string;
  name: string;
  country: string;
  founded?: string;
  /** When a curator last checked every fact of this entry (ISO date). */
  reviewedOn: string;
  about: Statement;
  history?: Statement;
  /** Values and mission in the company's own stated terms. */
  values?: Statement;
  mission?: Statement;
  reputation?: Statement;
  sustainabilityEfforts?: Statement;
  /** What the company says of the palm oil it buys, company-wide: the RSPO supply-chain model it claims. */
  palmOilClaim?: {
    rspo: 'identity preserved' | 'segregated' | 'mass balance' | 'book and claim';
    sources: Source[];
  };
  /** Animal-testing policy for cosmetics and household companies. */
  animalTesting?: AnimalTestingStanding;
  health?: {
    summary: Statement;
    highlights: Statement[];
    concerns: CompanyConcern[];
    lobbying?: Practice;
    researchFunding?: Practice;
    marketingPractices?: Practice;
  };
  environmental?: {
    summary: Statement;
    highlights: Statement[];
    concerns: CompanyConcern[];
    waterIssues?: Practice;
    pollutionIncidents?: Practice;
    lobbying?: Practice;
    greenwashing?: Practice;
  };
  ethical?: {
    summary: Statement;
    highlights: Statement[];
    concerns: CompanyConcern[];
    laborPractices?: Practice;
    communityImpact?: Practice;
    corporateGovernance?: Practice;
    diversityInclusion?: Practice;
  };
}

/** An ownership event announced but not completed: reported as possibly out of date once `expected` has passed. */
export interface PendingEvent {
  /** One sentence: what was announced. */
  event: string;
  /** The date by which it was expected to complete (ISO date). */
  expected: string;
  sources: Source[];
}

/** Where another company makes or sells the brand: in some countries, or for one kind of product. */
export interface MarketOwnership {
  /** ISO 3166-1 alpha-2 codes in lower case ("us", "gb"); absent when it holds everywhere for `categories`. */
  countries?: string[];
  /** OFF category tags it is limited to (ready-to-drink Lipton: "en:iced-teas"). */
  categories?: string[];
  /** Company id that makes or sells the brand there. */
  owner: string;
  relation: 'owner' | 'licensee' | 'joint venture';
  /** The other party of a joint venture (company id). */
  partner?: string;
  since?: string;
  verifiedOn?: string;
  sources: Source[];
}

export interface BrandKnowledge {
  /** Canonical brand name as printed, e.g. "Ben & Jerry's". */
  name: string;
  /** Spelling variants shoppers type or OFF records use ("Ben and Jerrys", "ben-jerry-s"). */
  aliases: string[];
  /** Company id that owns the brand directly. */
  owner: string;
  /** Year or ISO date the current owner's ownership began ("2000-04": Unilever bought Ben & Jerry's); absent when unknown. */
  since?: string;
  /** ISO date a curator last checked the ownership against its sources; absent when not recorded. */
  verifiedOn?: string;
  /** A change of ownership announced but not completed when this was recorded. */
  pending?: PendingEvent;
  /** Markets or kinds of product where someone else makes or sells the brand. */
  markets?: MarketOwnership[];
  ownershipSources: Source[];
  history?: Statement;
  values?: Statement;
  /** The brand's own animal-testing standing where it differs from its group's: it speaks for the brand's products. */
  animalTesting?: AnimalTestingStanding;
}

/** A company's parent: parent chains end at the ultimate parent. */
export interface ParentLink {
  company: string;
  parent: string;
  /** The parent holds a majority of the shares, not all of them: the report says "majority-owned by". */
  stake?: 'majority';
  /** Year or ISO date the parent took control; absent when unknown. */
  since?: string;
  verifiedOn?: string;
  pending?: PendingEvent;
  sources: Source[];
}

/** Everything the engine knows, passed in explicitly so the engine stays pure and testable. */
/** What Open Food Facts' taxonomies say of an ingredient or additive: "ignore" is water or salt, absent is not stated. */
export type TaxonomyStatus = 'yes' | 'no' | 'maybe' | 'ignore';

/** One ingredient or additive of Open Food Facts' taxonomies, with every name it has in any language (folded). */
export interface TaxonomyIngredient {
  vegan?: TaxonomyStatus;
  vegetarian?: TaxonomyStatus;
  palmOil?: TaxonomyStatus;
  /** E-number of an additive ("e960"); for a name several additives share, the family they are classes of (E150). */
  eNumber?: string;
  /**
   * Set on a name that more than one E-number's entry bears ("caramel color": E150a and E150c), with those numbers: the
   * name states none of them (decision 118). `eNumber` is then their family where they have one, else absent.
   */
  eNumbers?: readonly string[];
  /**
   * A class of additives, by OFF's English name for it ("raising agent", "colour"): says what an additive does, not
   * what it is.
   */
  additiveClass?: string;
  /** A fruit, vegetable or legume as the 2023 Nutri-Score counts them (nuts no longer count). */
  fruitVegetableLegume?: true;
  /** Brings sugars: a sugar, syrup or honey, a fruit or vegetable, milk, a cereal or malt, or a sweetener. */
  bringsSugars?: true;
  /** Open Food Facts' id of an ingredient ("en:colza-oil"), and its parents' ("en:rapeseed-oil"): what it is a kind of. */
  id?: string;
  parents?: readonly string[];
  names: readonly string[];
  /**
   * Those of its names it bears only in languages other than the app's: they name it only as a whole item as written,
   * never as an inflection or a part of a longer name (Maltese "terra", talc, is not the "terre" of "pomme de terre").
   */
  foreignNames?: readonly string[];
}

/** A substance of concern in cosmetics or household products, with the regulator's words. */
export interface CosmeticSubstance {
  id: string;
  /** INCI names (and common names) it is listed under. */
  names: string[];
  hazard: Level;
  /** The tab it belongs to: health (skin, lungs, body) or environmental (persistence, microplastics). */
  tab: 'health' | 'environmental';
  /** The shopper's sensitivity slider it answers to. */
  sensitivity?: 'chemicals' | 'preservatives' | 'artificial_additives';
  function: string;
  concern: string;
  /** Its regulatory status, as the regulation cited says it. */
  status: string;
  sources: Source[];
}

/** What the knowledge base says of INCI ingredient lists (cosmetics and household products). */
export interface CosmeticKnowledge {
  /** The EU's fragrance allergens that must be named on the label (Annex III of Regulation 1223/2009). */
  fragranceAllergens: readonly { id: string; names: string[]; sources: Source[] }[];
  substances: readonly CosmeticSubstance[];
  /** What common ingredients do (CosIng functions). */
  functions: readonly { names: string[]; function: string; sources: Source[] }[];
  /** INCI botanical names of food allergens (peanut oil is Arachis Hypogaea Oil). */
  botanicalAllergens: readonly { names: string[]; allergen: AllergenId; sources: Source[] }[];
  animalDerived: readonly { names: string[]; type: AnimalProductType; sources: Source[] }[];
  /** CLP hazard statements (household products), with what each means for use at home. */
  hazardStatements: readonly HazardStatement[];
  /** Surfactants whose biodegradability a source states. */
  surfactants: readonly SurfactantKnowledge[];
  /** What the EU's Detergents Regulation requires of surfactants in detergents. */
  detergentsRule: { text: string; sources: Source[] };
  /** The Detergents Regulation's rule for naming fragrance allergens on a household product's label. */
  detergentFragrances: { sources: Source[] };
  /** Ingredients classified as skin sensitisers (H317) under the CLP Regulation; absent in small test knowledge bases. */
  skinSensitisers?: readonly SkinSensitiser[];
}

/** An ingredient the CLP Regulation classifies as a skin sensitiser (H317), under every name a pack may print. */
export interface SkinSensitiser {
  id: string;
  /** INCI names and chemical names ("Benzisothiazolinone", "1,2-Benzisothiazol-3(2H)-one"). */
  names: string[];
  function: string;
  /** How the regulation classifies it, in one sentence. */
  classification: string;
  sources: Source[];
}

/** A CLP hazard statement as printed on a pack ("H319 Causes serious eye irritation."). */
export interface HazardStatement {
  /** "H319", "EUH208". */
  code: string;
  /** The statement's official English wording (CLP Annex III). */
  statement: string;
  /** The GHS pictogram that goes with it, or "none". */
  pictogram: string;
  hazard: Level;
  tab: 'health' | 'environmental';
  /** What it means for use at home, in our words. */
  atHome: string;
  sources: Source[];
}

export interface Knowledge {
  /**
   * The evaluation date (ISO), read from the clock by the edge that passes the knowledge in (server, device): dated
   * facts are checked against it. Absent (tests, scripts), no fact is left out for its date.
   */
  readonly today?: string;
  allergens: readonly AllergenKnowledge[];
  /** INCI ingredients of cosmetics and household products; absent in small test knowledge bases. */
  cosmetics?: CosmeticKnowledge;
  /** Open Food Facts' ingredient and additive vocabulary (generated); absent in small test knowledge bases. */
  ingredientVocabulary?: readonly TaxonomyIngredient[];
  additives: readonly AdditiveKnowledge[];
  ingredients: readonly IngredientKnowledge[];
  commodities: readonly CommodityKnowledge[];
  labels: readonly LabelKnowledge[];
  /** Kinds of household and cosmetic product that ecolabel criteria address; absent in small test knowledge bases. */
  productGroups?: readonly ProductGroup[];
  packaging: readonly PackagingKnowledge[];
  /**
   * Open Food Facts' names of the packaging materials `packaging` describes, in every language of its taxonomy, and of
   * every shape (generated, data/packaging-names.json); absent in small test knowledge bases.
   */
  packagingNames?: PackagingNames;
  footprints: readonly CategoryFootprint[];
  /**
   * A figure at one category's own level: the AGRIBALYSE food Open Food Facts gives the category (generated,
   * data/category-foods.json, decision 095), for categories `footprints` does not name; absent in small test knowledge
   * bases. The deepest category on record with a figure, here or in `footprints`, gives a product its footprint.
   */
  categoryFoods?: readonly CategoryFootprint[];
  /**
   * The canonical Open Food Facts category of a name a record may carry for it, in any language of the taxonomy:
   * bare, for a name under any prefix ("barquettes-aux-fruits" → "en:sponge-cake-biscuits-wih-fruits-covering", so
   * "en:sodas-aux-fruits-exotiques" is read too), or prefixed, for a name another category shares in another language
   * (generated, data/category-aliases.json), for the categories with a figure and those below one; absent in small
   * test knowledge bases.
   */
  categoryAliases?: Readonly<Record<string, string>>;
  /**
   * A category without a figure of its own → its nearest ancestor in the taxonomy that has one ("en:sodas-with-exotic-
   * fruits" → "en:sodas"; generated, data/category-aliases.json); absent in small test knowledge bases.
   */
  categoryWithin?: Readonly<Record<string, string>>;
  /**
   * An English category → its direct parents in Open Food Facts' categories taxonomy ("en:colas" → ["en:sodas"]; a
   * category with none → []), by which a record's most specific category and the broader ones it belongs to are
   * found (generated, data/category-parents.json); absent in small test knowledge bases.
   */
  categoryParents?: Readonly<Record<string, readonly string[]>>;
  companies: readonly CompanyProfile[];
  brands: readonly BrandKnowledge[];
  parents: readonly ParentLink[];
  /** The rules environmental claims are judged by; absent in small test knowledge bases. */
  greenClaims?: GreenClaimsKnowledge;
}

/**
 * The knowledge in another language than English: the words a report takes from the knowledge, looked up
 * by the English they replace, so a changed English text has no translation until one is written for it.
 */
export interface KnowledgeTranslation {
  locale: TranslatedLanguage;
  /**
   * Our own translations of the knowledge's English texts and names (data/i18n/texts.<locale>.json), keyed by the
   * English text.
   */
  texts: Readonly<Record<string, string>>;
  /**
   * Open Food Facts' own names in this language (data/i18n/off-names.<locale>.json, generated): `entries` by our
   * English name, where OFF gives the same English name; `tags` by taxonomy and tag, for tags a report shows as words.
   */
  names: {
    entries: Readonly<Record<string, string>>;
    tags: Readonly<Record<string, Readonly<Record<string, string>>>>;
  };
}

export type ClaimLanguage = InterfaceLanguage;
export type GreenClaimRuleId = 'generic' | 'part' | 'offset' | 'label' | 'certified' | 'specific' | 'uk';
export type GreenClaimWordKind = 'generic' | 'offset' | 'neutrality' | 'specific';
/** Who stands behind an environmental label, as Directive (EU) 2024/825 sorts them. */
export type LabelStanding = 'public' | 'certification' | 'own' | 'offset' | 'generic' | 'specific' | 'organic';

/** The rules environmental claims are judged by (data/green-claims.json). */
export interface GreenClaimsKnowledge {
  /** ISO date the directive's rules apply from ("2026-09-27"). */
  appliesFrom: string;
  rules: readonly { id: GreenClaimRuleId; provision: string; sources: Source[] }[];
  wordings: readonly {
    kind: GreenClaimWordKind;
    lang: ClaimLanguage;
    words: readonly string[];
    /** Only on these kinds of product; every kind when absent. */
    productKinds?: readonly ProductKind[];
    /** A claim only beside a figure ("saves 75 % plastic"): the word alone claims nothing. */
    withFigure?: true;
  }[];
  organicTerms: { kinds: readonly ProductKind[]; words: readonly string[]; sources: Source[] };
  /** Names that contain a claim's word but make no claim (packaging recovery schemes). */
  /** Claims as sentences, read by their parts (schema.ts says how). */
  phrases: {
    environment: readonly string[];
    environmentOffFood: readonly string[];
    benefit: readonly string[];
    offsetMeans: readonly string[];
    climate: readonly string[];
  };
  notClaims: readonly string[];
  parts: Readonly<Partial<Record<ClaimLanguage, readonly string[]>>>;
  labels: readonly {
    label: string;
    standing: LabelStanding;
    excellent?: boolean;
    part?: boolean;
    /** Open Food Facts adds this claim's tag as the parent of these labels' tags. */
    impliedBy?: readonly string[];
    /** The wordings that say this claim ("Sans huile de palme"): beside its tag, one claim. */
    saidAs?: readonly string[];
    sources: Source[];
  }[];
}

/** An animal-testing standing, a company's or a brand's, with the id of the cruelty-free certification (label) it holds. */
export interface AnimalTestingStanding {
  policy: string;
  status: 'yes' | 'no' | 'unknown';
  certification?: string;
  asOf: string;
  sources: Source[];
}
