import type { AnimalProductType, EthicalSection, Source } from '@clearcart/contracts';
import type { LabelKnowledge } from '@clearcart/knowledge';
import { FACTORY_FARMING, fold } from '@clearcart/text';
import type { ClaimWhere, Kept } from '../i18n/params.ts';
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
function notKnown(kinds: readonly AnimalProductType[], v: Voice): string {
  const kept = [...new Set(kinds.flatMap((k) => KEPT[k] ?? []))];
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

/** How the product's own facts say its animals were kept: outdoors, out of cages (a barn, "cage-free"), in cages. */
export type FarmingClaimKind = 'outdoor' | 'cage-free' | 'cage';

/** A claim about how the animals were kept, in the product's facts: the words, and where they are. */
export interface FarmingClaim {
  kind: FarmingClaimKind;
  words: string;
  where: 'label' | 'category' | 'name' | 'ingredients';
}

/**
 * Claims by kind, folded (fold()), in the languages of the catalog; each kind's words are read out of the text before
 * the next kind's ("cage-free" is no cage).
 */
const CLAIM_WORDS: readonly [FarmingClaimKind, RegExp][] = [
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
];

/**
 * The claims the product's own facts make about how its animals were kept: its labels, categories, name and
 * ingredient list, read as written ("grass-fed", "œufs de poules élevées en plein air", "cage eggs").
 */
export function farmingClaims(facts: {
  labels: readonly string[];
  categoryTags: readonly string[];
  name: string;
  ingredientsText?: string | undefined;
}): FarmingClaim[] {
  const texts: [FarmingClaim['where'], string][] = [
    ...facts.labels.map((t): [FarmingClaim['where'], string] => ['label', t.slice(t.indexOf(':') + 1)]),
    ...facts.categoryTags.map((t): [FarmingClaim['where'], string] => ['category', t.slice(t.indexOf(':') + 1)]),
    ['name', facts.name],
    ...(facts.ingredientsText ? [['ingredients', facts.ingredientsText] as [FarmingClaim['where'], string]] : []),
  ];
  const found: FarmingClaim[] = [];
  for (const [where, text] of texts) {
    let folded = fold(text);
    for (const [kind, pattern] of CLAIM_WORDS) {
      const match = pattern.exec(folded);
      if (!match?.[1]) continue;
      if (!found.some((c) => c.kind === kind && c.words === match[1])) found.push({ kind, words: match[1], where });
      folded = folded.replace(pattern, ' ');
    }
  }
  return found;
}

/**
 * The welfare evidence of the product's farming claims, when it has no welfare label: the maker's word on outdoor
 * access or no cages (fair: not verified) or cages (poor), said as what it is.
 */
export function claimedWelfare(
  claims: readonly FarmingClaim[],
  types: readonly AnimalProductType[],
  v: Voice = ENGLISH_VOICE,
): WelfareData | undefined {
  if (claims.length === 0) return undefined;
  const kept = types.map((t) => KEPT[t]).find((a) => a !== undefined) ?? 'animals';
  const cage = claims.some((c) => c.kind === 'cage');
  const outdoor = claims.some((c) => c.kind === 'outdoor');
  return {
    rating: cage ? 'poor' : 'fair',
    details: v.m.welfare.claims({
      said: claims.map((c): { words: string; where: ClaimWhere } => ({ words: c.words, where: c.where })),
      kind: cage ? 'cage' : outdoor ? 'outdoor' : 'cage-free',
      kept,
    }),
    ...(claims.some((c) => /grass|pasture|weide|heu|paturage|pascolo|pastoreo|herbe/.test(c.words))
      ? { sources: [GRASS_FED_CLAIM_SOURCE] }
      : {}),
  };
}

/** Labels that speak to how animals were kept: organic, free-range, outdoor, pasture, humane or welfare schemes. */
export function isWelfareLabel(label: LabelKnowledge): boolean {
  const text = `${label.id} ${label.name} ${label.offTags.join(' ')}`.toLowerCase();
  return (
    /organic|free-range|free range|outdoor|pasture|humane|welfare|rspca|label-rouge|label rouge|demeter|bioland|naturland|soil-association|plein-air/.test(
      text,
    ) || /animal welfare/i.test(label.verifies)
  );
}

/**
 * The spec's animal-welfare derivation:
 * - animal content "no" → status none, rating not applicable;
 * - animal content "maybe" or "unknown" → status and rating unknown, saying so (never "does not apply");
 * - a certification other than none/unknown, or rating good, or status humane → humane;
 * - rating poor or status concerning → concerning;
 * - otherwise (animal content yes) → concerning. Without welfare data the entry says plainly, by kind, that how the
 *   animals were kept is not known, and a dairy product's `notes` give conventional dairy farming's general picture,
 *   for context; meat without any evidence is rated poor.
 * Where the product's facts say how its animals were kept (a label, a claim), only they are said: no general
 * picture of intensive farming sits beside them.
 */
export function deriveAnimalWelfare(
  contains: 'yes' | 'no' | 'maybe' | 'unknown',
  types: readonly AnimalProductType[],
  data: WelfareData | undefined,
  v: Voice = ENGLISH_VOICE,
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
  // not apply" (issue 50).
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
  // Dairy's general picture is context for a product whose facts say nothing; never beside facts that say otherwise.
  const dairyPicture = !data && kinds.includes('dairy');
  const sources = [...(data?.sources ?? []), ...(dairyPicture ? [FACTORY_FARMING.dairy.source] : [])];
  const meat = kinds.includes('meat');
  const rating: Welfare['rating'] =
    data?.rating === 'poor' || (meat && !data?.rating)
      ? 'poor'
      : data?.rating && data.rating !== 'not applicable'
        ? data.rating
        : 'unknown';
  return {
    status: 'concerning',
    rating,
    certification: certification.length > 0 ? certification : 'none',
    details: data?.details ?? notKnown(kinds, v),
    // Conventional dairy farming in general, the spec's extra dairy box, for context only.
    notes: dairyPicture ? v.m.welfare.dairyPicture : '',
    highlighted: true,
    sources: sources.filter((s, i) => sources.findIndex((o) => o.title === s.title) === i),
  };
}
