import type { AnimalProductType, EthicalSection, Source } from '@clearcart/contracts';
import type { LabelKnowledge } from '@clearcart/knowledge';
import { FACTORY_FARMING, fold } from '@clearcart/text';
import type { ClaimWhere, Kept } from '../i18n/params.ts';
import { tagWords } from '../knowledge-index.ts';
import { ORGANIC_WHOLE, organicShareOnRecord } from '../environmental/organic-share.ts';
import { writtenAs } from '../text.ts';
import { ENGLISH_VOICE, type Voice } from '../i18n/voice.ts';

type Welfare = EthicalSection['animal_welfare'];

/** Welfare evidence from labels or other data, before the spec's derivation is applied. */
export interface WelfareData {
  certification?: string;
  rating?: Welfare['rating'];
  status?: Welfare['status'];
  details?: string;
  sources?: Source[];
}

/** Whose keeping a welfare label speaks to, by kind of animal content. */
const KEPT: Partial<Record<AnimalProductType, Kept>> = {
  meat: 'animals',
  dairy: 'cows',
  eggs: 'hens',
  'animal material': 'animals',
  unknown: 'animals',
};
/** Milk of sheep, goats or buffalo, in the languages of the catalog (German compounds: "Schafmilch", "Ziegenkäse"). */
const OTHER_MILK =
  /(?:^| )(?:brebis|chevre|bufflonne|sheep|ewes?|goats?|buffalo|oveja|cabra|bufala|pecora|capra|ovin[oa]|caprin[oa]|schapen|geit(?:en)?|buffel)(?= |$)|schaf|ziege|buffel/;

/**
 * Whose milk a dairy product's facts name: cows', unless its name, category or list says sheep, goats or buffalo (then
 * its animals, said as such: a ewe's-milk yogurt's animals are not cows, nor all of a feta's).
 */
export function dairyAnimals(facts: {
  name: string;
  category: string;
  categoryTags: readonly string[];
  ingredientsText?: string | undefined;
}): 'cows' | 'animals' {
  const text = fold([facts.name, facts.category, ...facts.categoryTags, facts.ingredientsText ?? ''].join(' '));
  return OTHER_MILK.test(text) ? 'animals' : 'cows';
}

const keptBy = (type: AnimalProductType, dairy: 'cows' | 'animals'): Kept | undefined =>
  type === 'dairy' ? dairy : KEPT[type];

/** Kinds whose welfare no farming label or claim speaks to, each said in its own words. */
const NOT_KNOWN_OTHERWISE: Partial<Record<AnimalProductType, 'seafood' | 'bees' | 'gelatine'>> = {
  seafood: 'seafood',
  'bee product': 'bees',
  'gelatin product': 'gelatine',
};

/**
 * What a product with animal content and no welfare evidence is told: plainly, by kind, that how the animals were kept
 * is not known ("… so how its cows and hens were kept is not known."). Nothing here says how they were kept.
 */
function notKnown(kinds: readonly AnimalProductType[], v: Voice, dairy: 'cows' | 'animals'): string {
  const kept = [...new Set(kinds.flatMap((k) => keptBy(k, dairy) ?? []))];
  const sentences = kinds.flatMap((k) => {
    const kind = NOT_KNOWN_OTHERWISE[k];
    return kind ? [v.m.welfare[kind]] : [];
  });
  if (kept.length > 0 || sentences.length === 0)
    sentences.unshift(v.m.welfare.notKnown(kept.length > 0 ? kept : ['animals']));
  return [...new Set(sentences)].join(' ');
}

/** What a "grass-fed" claim is worth: the maker's word, with no single scheme behind it. */
export const GRASS_FED_CLAIM_SOURCE: Source = {
  title: 'Consumer Reports Greener Choices, “Grass fed” label guide (greenerchoices.org, 2016)',
  quote: 'There is no single program or government agency behind the “grass fed” label.',
};

/**
 * How the product's own facts say its animals were kept: outdoors, out of cages (a barn, "cage-free"), in cages; or
 * under a protected designation (PDO/PGI), whose published specification sets how it is made, not a welfare level; or
 * an organic claim with no certification scheme on record (a certified scheme is a label, read apart).
 */
export type FarmingClaimKind = 'outdoor' | 'cage-free' | 'cage' | 'designation' | 'organic';

/** A claim about how the animals were kept, in the product's facts: the words, and where they are. */
export interface FarmingClaim {
  kind: FarmingClaimKind;
  /** The words as the record writes them; for a claim read from a tag, the tag's words (`tag`). */
  words: string;
  where: 'label' | 'category' | 'name' | 'ingredients';
  /** The tag the claim was read from ("en:organic"): quoted by its name in the report's language, never as a suffix. */
  tag?: string;
  /** The knowledge's name for the label of that tag ("Organic (scheme not stated)"), when it knows the label. */
  name?: string;
  /** The label's own words on record that say the same as the tag ("Bio" for "en:organic"). */
  recorded?: string;
  /** A claim written on an egg in the list ("dried free range egg"): it is said of the hens, whatever else it holds. */
  ofEggs?: true;
}

/** An egg, in the list's piece a claim is written in (folded). */
const EGG = /(^| )(eggs?|oeufs?|eier|ei|eieren|huevos?|uova|uovo)( |$)/;

/** The piece of a list the words at `at` belong to: from the separator before them to the one after. */
const pieceAt = (list: string, at: number): string => {
  const start = Math.max(...[',', ';', '(', '['].map((c) => list.lastIndexOf(c, at))) + 1;
  const ends = [',', ';', ')', ']'].map((c) => list.indexOf(c, at)).filter((i) => i >= 0);
  return list.slice(start, ends.length > 0 ? Math.min(...ends) : list.length);
};

/**
 * Claims by kind, folded (fold()), in the languages of the catalog; each kind's words are read out of the text before
 * the next kind's ("cage-free" is no cage).
 */
type Where = FarmingClaim['where'];
/** Where a designation or an organic claim is read: it speaks of the product, never of one of its ingredients. */
const PRODUCT_WIDE: readonly Where[] = ['label', 'category', 'name'];
const CLAIM_WORDS: readonly [FarmingClaimKind, RegExp, (readonly Where[])?][] = [
  [
    'outdoor',
    /(?:^| )(grass ?fed|grass finished|pasture (?:raised|fed)|pastured|free range|outdoor (?:bred|reared|raised)|weidemilch|weidehaltung|heumilch|freiland(?:haltung)?|plein air|nourries? a l herbe|lait de paturage|en liberte|vrije uitloop|weidemelk|weidegang|camperas?|de pastoreo|al pascolo|all aperto)(?= |$)/,
  ],
  [
    'cage-free',
    /(?:^| )(cage free|sans cage|barn (?:chicken )?eggs?|bodenhaltung|eleve(?:e|es|s)? au sol|scharrel(?:eieren)?)(?= |$)/,
  ],
  [
    'cage',
    /(?:^| )(caged|cage (?:chicken )?eggs?|enriched cages?|colony cages?|battery (?:cages?|hens|eggs)|kafighaltung|kleingruppenhaltung|eleve(?:e|es|s)? en cage|en jaula|in gabbia)(?= |$)/,
  ],
  // PDO and PGI in the languages of the catalog (Regulation (EU) 2024/1143), and France's AOC.
  [
    'designation',
    /(?:^| )(pdo|pgi|aop|aoc|igp|dop|g u|gga|g g a|bgo|bga|protected (?:designation of origin|geographical indication)|appellation d origine (?:protegee|controlee)|indication geographique protegee|geschutzte (?:ursprungsbezeichnung|geographische angabe|geografische angabe)|denominacion de origen protegida|indicacion geografica protegida|denominazione di origine protetta|indicazione geografica protetta|beschermde (?:oorsprongsbenaming|geografische (?:aanduiding|oorsprong)))(?= |$)/,
    PRODUCT_WIDE,
  ],
  // "bio" alone only as a label: in a name it is as often a probiotic yoghurt's.
  [
    'organic',
    /(?:^| )(organic|biologique|biologisch|biologico|ecologico|okologisch|organico)(?= |$)/,
    ['label', 'name'],
  ],
  ['organic', /(?:^| )(bio)(?= |$)/, ['label']],
];

/**
 * The claims the product's own facts make about how its animals were kept: its labels, categories, name and
 * ingredient list, read as written ("grass-fed", "œufs de poules élevées en plein air", "cage eggs").
 */
export function farmingClaims(
  facts: {
    labels: readonly string[];
    categoryTags: readonly string[];
    name: string;
    ingredientsText?: string | undefined;
    claims?: readonly { text: string; from: string }[] | undefined;
  },
  labels: readonly LabelKnowledge[] = [],
): FarmingClaim[] {
  type Text = { where: FarmingClaim['where']; text: string; tag?: string };
  const texts: Text[] = [
    ...facts.labels.map((t): Text => ({ where: 'label', text: t.slice(t.indexOf(':') + 1), tag: t })),
    // The label's own words on record ("Bio"): the words a tag's claim ("en:organic") is quoted in where the report's
    // language has no name for the tag; a claim of their own where no tag says it.
    ...(facts.claims ?? []).filter((c) => c.from === 'labels').map((c): Text => ({ where: 'label', text: c.text })),
    ...facts.categoryTags.map((t): Text => ({ where: 'category', text: t.slice(t.indexOf(':') + 1), tag: t })),
    { where: 'name', text: facts.name },
    ...(facts.ingredientsText ? [{ where: 'ingredients', text: facts.ingredientsText } as Text] : []),
  ];
  const nameOf = (tag: string) => {
    const name = labels.find((l) => l.offTags.includes(tag))?.name;
    return name ? { name } : {};
  };
  const found: FarmingClaim[] = [];
  for (const { where, text, tag } of texts) {
    let folded = fold(text);
    for (const [kind, pattern, readIn] of CLAIM_WORDS) {
      if (readIn && !readIn.includes(where)) continue;
      const match = pattern.exec(folded);
      if (!match?.[1]) continue;
      folded = folded.replace(pattern, ' ');
      const words = tag ? match[1] : writtenAs(text, match[1]);
      // The label's words say again what a tag said: they are the words it is quoted in.
      const tagged =
        !tag && where === 'label' ? found.find((c) => c.kind === kind && c.tag && c.where === 'label') : undefined;
      if (tagged) {
        tagged.recorded ??= words;
        continue;
      }
      const ofEggs = where === 'ingredients' && EGG.test(fold(pieceAt(text, text.indexOf(words))));
      if (!found.some((c) => c.kind === kind && fold(c.words) === fold(words)))
        found.push({ kind, words, where, ...(tag ? { tag, ...nameOf(tag) } : {}), ...(ofEggs ? { ofEggs } : {}) });
    }
  }
  // A list that says only part of it is organic (below 95 %, 2018/848 Art. 30(5)) makes the claim of its marked
  // ingredients, not of the product: it says nothing of how the animals were kept (blind audit 16: organic tomatoes).
  const share = organicShareOnRecord(facts.ingredientsText ?? '');
  return share !== undefined && share < ORGANIC_WHOLE ? found.filter((c) => c.kind !== 'organic') : found;
}

/** The egg marketing rules' own words for eggs of hens with open-air runs, in the catalog's languages (folded). */
const FREE_RANGE = /(?:^| )(free range|plein air|freiland(?:haltung)?|vrije uitloop|camperas?|all aperto)(?: |$)/;

/** Where the free-range method is defined: the EU's egg marketing standards (kept in UK law). */
export const EGG_MARKETING_SOURCE: Source = {
  title: 'Commission Regulation (EC) No 589/2008, marketing standards for eggs, Annex II (EUR-Lex)',
  url: 'https://eur-lex.europa.eu/eli/reg/2008/589/oj',
};

/** What a protected designation is: a registered product specification, not a welfare scheme. */
export const DESIGNATION_SOURCE: Source = {
  title:
    'Regulation (EU) 2024/1143 on geographical indications for wine, spirit drinks and agricultural products (EUR-Lex)',
  url: 'https://eur-lex.europa.eu/eli/reg/2024/1143/oj',
};

/**
 * The words a claim is quoted in: the record's own; for a claim read from a tag, the tag's name in the report's
 * language (in English, its own words; else Open Food Facts' name for it), else the label's own words on record that
 * say the same ("Bio"), else the knowledge's name for the label in the report's language. Never an English tag's words
 * in another language, unless nothing else is known.
 */
const quoted = (c: FarmingClaim, v: Voice): string => {
  if (!c.tag || v.locale === 'en') return c.words;
  const named = v.tag(c.where === 'category' ? 'categories' : 'labels', c.tag);
  if (named !== tagWords(c.tag)) return named;
  if (c.recorded) return c.recorded;
  if (c.name) return v.text(c.name);
  const translated = v.text(c.words);
  return translated !== c.words ? translated : c.words;
};

const said = (claims: readonly FarmingClaim[], v: Voice) =>
  claims.map((c): { words: string; where: ClaimWhere } => ({ words: quoted(c, v), where: c.where }));

/**
 * The welfare evidence of the product's farming claims, when it has no welfare label: the maker's word on outdoor
 * access or no cages (fair: not verified) or cages (poor), said as what it is. A protected designation alone (PDO,
 * PGI) is a farming specification, not a welfare level: the rating and status stay unknown, never "concerning" for
 * want of a welfare label; so is an organic claim whose certification scheme is not on record.
 */
export function claimedWelfare(
  claims: readonly FarmingClaim[],
  types: readonly AnimalProductType[],
  v: Voice = ENGLISH_VOICE,
  dairy: 'cows' | 'animals' = 'cows',
  /** Whether the EU's and the UK's egg marketing rules govern the pack's words (it is sold where they apply). */
  eggRules = true,
): WelfareData | undefined {
  if (claims.length === 0) return undefined;
  // A claim written on the list's egg is said of the hens (blind audit 18: "dried free range egg" beside butter).
  const kept = claims.some((c) => c.ofEggs)
    ? keptBy('eggs', dairy)!
    : (types.map((t) => keptBy(t, dairy)).find((a) => a !== undefined) ?? 'animals');
  const keeping = claims.filter((c) => c.kind !== 'designation' && c.kind !== 'organic');
  const designations = claims.filter((c) => c.kind === 'designation');
  const organic = claims.filter((c) => c.kind === 'organic');
  const cage = keeping.some((c) => c.kind === 'cage');
  const outdoor = keeping.some((c) => c.kind === 'outdoor');
  // "Free range" on eggs is a farming method the egg marketing rules define (Reg. (EC) No 589/2008, Annex II), not
  // only the maker's word (blind audit 19).
  const freeRange =
    eggRules &&
    kept === 'hens' &&
    outdoor &&
    keeping.every((c) => c.kind === 'outdoor' && FREE_RANGE.test(fold(c.words)));
  const details = [
    ...(keeping.length > 0
      ? [
          v.m.welfare.claims({
            said: said(keeping, v),
            kind: cage ? 'cage' : freeRange ? 'free-range-eggs' : outdoor ? 'outdoor' : 'cage-free',
            kept,
          }),
        ]
      : []),
    ...(designations.length > 0 ? [v.m.welfare.designation({ said: said(designations, v), kept })] : []),
    ...(organic.length > 0 ? [v.m.welfare.organicClaim({ said: said(organic.slice(0, 1), v), kept })] : []),
  ].join(' ');
  const sources = [
    ...(keeping.some((c) => /grass|pasture|weide|heu|paturage|pascolo|pastoreo|herbe/.test(c.words))
      ? [GRASS_FED_CLAIM_SOURCE]
      : []),
    ...(designations.length > 0 ? [DESIGNATION_SOURCE] : []),
    ...(freeRange ? [EGG_MARKETING_SOURCE] : []),
  ];
  return {
    ...(keeping.length > 0 ? { rating: cage ? ('poor' as const) : ('fair' as const) } : { status: 'unknown' as const }),
    details,
    ...(sources.length > 0 ? { sources } : {}),
  };
}

/**
 * Independently verified labels whose own rules are about how animals were kept: free-range, outdoor, pasture,
 * humane or welfare schemes. A claim nobody checks is never welfare evidence.
 */
export function isWelfareLabel(label: LabelKnowledge): boolean {
  const text = `${label.id} ${label.name} ${label.offTags.join(' ')}`.toLowerCase();
  return (
    label.thirdPartyVerified &&
    (/free-range|free range|outdoor|pasture|humane|welfare|rspca|label-rouge|label rouge|plein-air/.test(text) ||
      /animal welfare/i.test(label.verifies))
  );
}

/**
 * A certified organic scheme (EU organic, AB, USDA Organic, Bioland…): its livestock rules include animal-welfare
 * requirements (Regulation (EU) 2018/848, Annex II), though it is not a welfare label as such.
 */
export function isOrganicScheme(label: LabelKnowledge): boolean {
  return label.thirdPartyVerified && label.satisfies.includes('organic');
}

/**
 * The spec's animal-welfare derivation:
 * - animal content "no" → status none, rating not applicable;
 * - animal content "maybe" or "unknown" → status and rating unknown, saying so (never "does not apply");
 * - a certification other than none/unknown, or rating good, or status humane → humane;
 * - rating poor or status concerning → concerning;
 * - otherwise (animal content yes) → concerning. Without welfare data the entry says plainly, by kind, that how the
 *   animals were kept is not known, and a dairy product's `notes` give conventional dairy farming's general picture,
 *   for context; the rating is unknown unless a label or claim on record supports a level;
 * - a status "unknown" in the data (a protected designation: a specification, not a welfare level) → unknown.
 * Where the product's facts say how its animals were kept (a label, a claim), only they are said: no general
 * picture of intensive farming sits beside them.
 */
export function deriveAnimalWelfare(
  contains: 'yes' | 'no' | 'maybe' | 'unknown',
  types: readonly AnimalProductType[],
  data: WelfareData | undefined,
  v: Voice = ENGLISH_VOICE,
  /** Whose milk a dairy product is (dairyAnimals): cows' by default. */
  dairy: 'cows' | 'animals' = 'cows',
): Welfare {
  if (contains === 'no') {
    return {
      status: 'none',
      rating: 'not applicable',
      certification: 'none',
      details: v.m.welfare.none,
      notes: '',
      highlighted: false,
    };
  }
  // Animal content not known (no list, or ingredients that may be animal): welfare is not known either, never "does
  // not apply".
  if ((contains === 'maybe' || contains === 'unknown') && types.length === 0) {
    return {
      status: 'unknown',
      rating: 'unknown',
      certification: 'none',
      details: v.m.welfare.contentNotKnown(contains === 'maybe'),
      notes: '',
      highlighted: false,
    };
  }
  const kinds: AnimalProductType[] = types.length > 0 ? [...types] : ['unknown'];
  const certification = data?.certification?.trim() ?? '';
  const certified = certification.length > 0 && !['none', 'unknown'].includes(certification.toLowerCase());
  // Facts that say how the product was made but not how well its animals were kept: not known, never concerning.
  if (data?.status === 'unknown' && !certified)
    return {
      status: 'unknown',
      rating: 'unknown',
      certification: 'none',
      details: data.details ?? notKnown(kinds, v, dairy),
      notes: '',
      highlighted: false,
      ...(data.sources && data.sources.length > 0 ? { sources: data.sources } : {}),
    };
  if (data && (certified || data.rating === 'good' || data.status === 'humane')) {
    return {
      status: 'humane',
      rating: data.rating && data.rating !== 'unknown' && data.rating !== 'not applicable' ? data.rating : 'good',
      certification: certified ? certification : 'none',
      details: data.details ?? v.m.welfare.evidence(certification || undefined),
      notes: '',
      highlighted: false,
      ...(data.sources && data.sources.length > 0 ? { sources: data.sources } : {}),
    };
  }
  // Dairy's general picture is context for a product whose facts say nothing; never beside facts that say otherwise,
  // nor beside meat or fish, whose keeping it does not speak to (blind audit 108: a pork sausage's lactose gave it the
  // dairy cows' picture alone).
  const dairyPicture =
    !data && kinds.includes('dairy') && !kinds.includes('meat') && !kinds.includes('seafood') && dairy === 'cows';
  const sources = [...(data?.sources ?? []), ...(dairyPicture ? [FACTORY_FARMING.dairy.source] : [])];
  // A rating says what a label or claim on record supports; with none, it is not known (never a default "poor").
  const rating: Welfare['rating'] = data?.rating && data.rating !== 'not applicable' ? data.rating : 'unknown';
  return {
    status: 'concerning',
    rating,
    certification: certification.length > 0 ? certification : 'none',
    details: data?.details ?? notKnown(kinds, v, dairy),
    // Conventional dairy farming in general, the spec's extra dairy box, for context only.
    notes: dairyPicture ? v.m.welfare.dairyPicture : '',
    highlighted: true,
    sources: sources.filter((s, i) => sources.findIndex((o) => o.title === s.title) === i),
  };
}
