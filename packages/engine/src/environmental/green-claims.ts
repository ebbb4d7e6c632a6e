import type { GreenClaim, GreenClaimsCheck, ProductFacts, ProductKind, Source } from '@clearcart/contracts';
import type { GreenClaimsKnowledge, LabelKnowledge, LabelStanding } from '@clearcart/knowledge';
import { soldOnlyOutsideEuLaw, uniqueSources } from '../common.ts';
import { tagWords, type Voice } from '../i18n/voice.ts';
import { foldAligned } from '@clearcart/text';
import { fold, guessLanguage, hasPhrase } from '../text.ts';
import { GREEN_CLAIM_MESSAGES } from './green-claims-messages.ts';
import { isOrganic, organicShortfall, organicShortfallSaid, type OrganicShortfall } from './organic-share.ts';

/** How the law sorts one wording, before it is said in the shopper's language. */
export type WordingVerdict =
  | { verdict: 'generic'; word: string }
  | { verdict: 'offset'; word: string; explicit: boolean }
  | { verdict: 'specific'; word: string }
  | { verdict: 'organic_term'; word: string };

/** A claim read and judged: the wording's verdict, or the label's standing. */
export interface ClaimFinding {
  claim: string;
  from: GreenClaim['from'];
  judged: WordingVerdict | { verdict: 'label'; label: LabelKnowledge; standing: LabelStanding };
  /**
   * An organic claim: the organic certification the record names elsewhere, as written ("usda organic", "DE-ÖKO-006"),
   * if any (decision 113).
   */
  certifiedBy?: string;
  /** An organic claim: why the list on record says it does not cover the product (decision 123). */
  shortfall?: OrganicShortfall;
}

/**
 * A control body's code as EU organic rules have it printed ("FR-BIO-01", "DE-ÖKO-006", "ES-ECO-001-AN", "PL-EKO-07"):
 * a country, the language's organic term, a number — its digits as a scan may read them ("BE-BIO-OI").
 */
const CONTROL_BODY =
  /(?<![\p{L}\p{N}])[a-z]{2}-(?:bio|öko|oko|oeko|øko|eco|eko|org|ekologicky)-[\doil]{2,3}(?![\p{L}\p{N}])/iu;

/**
 * The organic certification the record names anywhere, as written: a control body's code (in the texts or as a label
 * tag), or the name of an organic scheme the rules know (the labels an organic claim is implied by: "usda organic",
 * "demeter", "bio siegel") in the name, brand or claims. The list's note on its organically farmed ingredients
 * ("*issus de l'agriculture biologique") is not one: it is part of the organic claim, printed with or without a
 * certification behind it.
 */
export function organicCertificationOnRecord(
  facts: Pick<ProductFacts, 'name' | 'brand' | 'aliases' | 'ingredientsText' | 'claims' | 'labels'>,
  rules: GreenClaimsKnowledge,
): string | undefined {
  const texts = [facts.name, facts.brand, ...(facts.aliases ?? []), ...(facts.claims ?? []).map((c) => c.text)];
  const list = facts.ingredientsText ?? '';
  for (const text of [...texts, list, ...facts.labels.map((tag) => tag.slice(tag.indexOf(':') + 1))]) {
    const code = CONTROL_BODY.exec(text);
    if (code) return code[0];
  }
  const schemes = (rules.labels.find((l) => l.standing === 'organic')?.impliedBy ?? []).map((id) => fold(id));
  for (const text of texts) {
    const folded = fold(text);
    const scheme = schemes.find((s) => hasPhrase(folded, s));
    if (scheme) return said(text, scheme);
  }
  return undefined;
}

/** The words of a text that fold to the phrase, as the text writes them (the phrase itself when they cannot be cut). */
function said(text: string, phrase: string): string {
  const aligned = foldAligned(text);
  const words = phrase.split(' ').map(escape).join('[^\\p{L}\\p{N}]+');
  const at = new RegExp(`(?<![\\p{L}\\p{N}])${words}`, 'u').exec(aligned);
  return at ? text.slice(at.index, at.index + at[0].length) : phrase;
}

/** Lower case, one kind of apostrophe, hyphens and "CO₂" as spaces and "co2": how wordings are compared. */
const normalise = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[’`´]/g, "'")
    .replace(/co₂/g, 'co2')
    .replace(/[-‐‑–_/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A pattern standing as a whole word: no letter or digit just before or after it. */
const wholeWord = (pattern: string) => `(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`;

/**
 * A word as a claim is read: it stands in a text as a whole word, inflected or not; a word of six letters or more may
 * lose a final vowel and take up to three letters ("umweltfreundliche", "écologiques", "ecologici", "sostenibili").
 * `stem` is what any text that holds it must contain, so most texts are passed over without a pattern.
 */
interface ClaimWord {
  word: string;
  stem: string;
  inflects: boolean;
  /** The kinds of product it is a claim on; every kind when absent. */
  productKinds?: readonly ProductKind[];
  /** A claim only beside a figure ("saves 75 % plastic"): the word alone ("plastic") claims nothing. */
  withFigure?: true;
  /** The language of the wording it comes from ("it" for the generic "ecologica"). */
  lang?: string;
  /** An organic term as written without its accents ("ecologica" for "ecológica"); `word` is the term itself. */
  unaccented?: true;
  /** Made the first time a text holds the stem. */
  pattern?: RegExp;
}

function claimWord(word: string): ClaimWord {
  const w = normalise(word);
  const inflects = w.length >= 6;
  return { word, stem: inflects ? w.replace(/[aeo]$/u, '') : w, inflects };
}

/** A negation just before a claim's word ("no offsetting", "sans compensation", "nicht klimaneutral")… */
const DENIED_BEFORE =
  /(?:^|\s)(?:no|not|don't|doesn't|isn't|aren't|never|without|non|sans|pas|jamais|ohne|kein|keine|keinen|nicht|nie|sin|nunca|senza|mai|zonder|geen|niet|nooit)\s+(?:\S+\s+){0,3}$/u;
/** …or just after it, as German and Dutch put it ("wir kompensieren nicht"). */
const DENIED_AFTER = /^\s*(?:nicht|niet)(?![\p{L}\p{N}])/u;

/** Whether the word stands in the text; with `deniable`, only where no negation denies it. */
function stands(t: string, claim: ClaimWord, deniable = false): boolean {
  if (!t.includes(claim.stem)) return false;
  const ending = claim.inflects ? '\\p{L}{0,3}' : '';
  claim.pattern ??= new RegExp(wholeWord(`${escape(claim.stem)}${ending}`), 'gu');
  for (const { index, 0: word } of t.matchAll(claim.pattern)) {
    if (!deniable) return true;
    if (!DENIED_BEFORE.test(t.slice(0, index)) && !DENIED_AFTER.test(t.slice(index + word.length))) return true;
  }
  return false;
}

type WordKind =
  | GreenClaimsKnowledge['wordings'][number]['kind']
  | 'organic'
  | keyof Omit<GreenClaimsKnowledge['phrases'], 'environmentOffFood'>;

/** The rules' words read once: every wording is read against them. */
interface CompiledRules {
  /** The names of packaging recovery schemes, which are no claims. */
  notClaims: RegExp | undefined;
  /** Each kind's words in the knowledge's order (the first one found is the one named). */
  words: Map<WordKind, ClaimWord[]>;
}
const compiled = new WeakMap<GreenClaimsKnowledge, CompiledRules>();

function compile(rules: GreenClaimsKnowledge): CompiledRules {
  const cached = compiled.get(rules);
  if (cached) return cached;
  const words: CompiledRules['words'] = new Map();
  const add = (
    kind: WordKind,
    word: string,
    only: Pick<ClaimWord, 'productKinds' | 'withFigure' | 'lang'> = {},
    written = word,
  ) => words.set(kind, [...(words.get(kind) ?? []), { ...claimWord(written), word, ...only }]);
  for (const { kind, words: list, productKinds, withFigure, lang } of rules.wordings)
    for (const word of list)
      add(kind, word, { ...(productKinds ? { productKinds } : {}), ...(withFigure ? { withFigure } : {}), lang });
  for (const word of rules.organicTerms.words) add('organic', word);
  // A reserved organic term printed without its accents ("ECOLOGICA") is still the term, on the kinds it is reserved on.
  for (const word of rules.organicTerms.words)
    if (fold(word) !== normalise(word))
      words.set('organic', [
        ...(words.get('organic') ?? []),
        { ...claimWord(fold(word)), word, productKinds: rules.organicTerms.kinds, unaccented: true },
      ]);
  const { environment, environmentOffFood, benefit, offsetMeans, climate } = rules.phrases;
  for (const word of environment) add('environment', word);
  for (const word of environmentOffFood) add('environment', word, { productKinds: ['cosmetic', 'household'] });
  for (const word of benefit) add('benefit', word);
  for (const word of offsetMeans) add('offsetMeans', word);
  for (const word of climate) add('climate', word);
  const result: CompiledRules = {
    notClaims:
      rules.notClaims.length > 0
        ? new RegExp(rules.notClaims.map((name) => wholeWord(escape(normalise(name)))).join('|'), 'gu')
        : undefined,
    words,
  };
  compiled.set(rules, result);
  return result;
}

/** A figure or a named standard makes a claim say its benefit ("50 % recycled", "EN 13432", "OECD 301B"). */
const SPECIFIED = /\d+(?:[.,]\d+)?\s?%|\b(?:en|iso|oecd|astm|din)\s?\d{3,5}/u;

/**
 * How the law sorts one wording on a pack: an offsetting (or neutrality) claim, a word the organic rules reserve for
 * organic food, a generic claim, or a specific one; undefined when it makes no environmental claim. A generic word
 * that comes with its specification in the same claim (a figure, a standard, a specific benefit) is specific.
 */
export function judgeWording(
  text: string,
  kind: ProductKind,
  rules: GreenClaimsKnowledge,
  /** The language the wording is in, where known: it settles a word spelled alike in two languages. */
  lang?: string,
): WordingVerdict | undefined {
  const { notClaims, words } = compile(rules);
  // A packaging recovery scheme's name ("Eco-Emballages") is no claim: its words are taken out first.
  const t = notClaims ? normalise(text).replace(notClaims, ' ') : normalise(text);
  const figure = SPECIFIED.test(t);
  const foundClaim = (wordKind: WordKind) =>
    words.get(wordKind)?.find(
      (claim) =>
        (claim.productKinds?.includes(kind) ?? true) &&
        (!claim.withFigure || figure) &&
        // A climate or organic claim denied ("no offsetting", "nicht klimaneutral", "non bio") is none.
        stands(t, claim, wordKind === 'offset' || wordKind === 'neutrality' || wordKind === 'organic'),
    );
  const found = (wordKind: WordKind) => foundClaim(wordKind)?.word;
  const offset = found('offset');
  if (offset) return { verdict: 'offset', word: offset, explicit: true };
  // A means of offsetting ("we plant a tree") said with the climate ("…to balance out its carbon footprint").
  const means = found('offsetMeans');
  const neutrality = found('neutrality');
  if (means && (neutrality ?? found('climate'))) return { verdict: 'offset', word: means, explicit: true };
  if (neutrality) return { verdict: 'offset', word: neutrality, explicit: false };
  // On food, "bio", "eco", "ökologisch", "ecológico" are the organic rules' words: an organic claim.
  // The organic word inside a generic one ("eco" in "eco-friendly") is the generic claim's.
  const organicClaim = foundClaim('organic');
  const genericClaim = foundClaim('generic');
  const genericWord = genericClaim?.word;
  // A word spelled alike in two languages ("ecologica": the Spanish organic term without its accent, the Italian
  // generic word) is the generic one only in its own language; elsewhere, and in no known language, the reserved term.
  const alike =
    organicClaim?.unaccented === true &&
    genericClaim !== undefined &&
    lang !== undefined &&
    genericClaim.lang === lang &&
    genericClaim.stem === organicClaim.stem;
  const organicWord = alike ? undefined : organicClaim?.word;
  const inGeneric = genericWord !== organicWord && genericWord?.split(/[\s-]+/u).includes(organicWord ?? '');
  const organic = inGeneric ? undefined : organicWord;
  if (organic && rules.organicTerms.kinds.includes(kind)) return { verdict: 'organic_term', word: organic };
  // On a cosmetic, an organic word says how an ingredient was farmed ("aceite de argán ecológico", "Bio-Aloe-Vera"),
  // checkable against its certificate: the maker's word. Alone, "eco" is the generic claim's stock word there; on a
  // household product "ecológico" and "Öko" are generic, and "bio" a washing powder's enzymes.
  if (organic && kind === 'cosmetic' && organic !== 'eco') return { verdict: 'specific', word: organic };
  // A pledge alone ("1 pack bought = 1 tree planted") claims no climate impact: the maker's word.
  const specific = found('specific') ?? means;
  // A benefit said of the environment ("protects the planet", "respecte la nature"): generic, as its stock words are.
  const generic = genericWord ?? (found('benefit') ? found('environment') : undefined);
  if (generic && !specific && !figure) return { verdict: 'generic', word: generic };
  if (specific) return { verdict: 'specific', word: specific };
  if (generic) return { verdict: 'specific', word: generic };
  return undefined;
}

/** The first few words around the claim in a long text, so the shopper sees the wording, not the whole panel. */
function excerpt(text: string, word: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= 80) return clean;
  const at = normalise(clean).indexOf(normalise(word));
  const start = Math.max(0, at - 30);
  return `${start > 0 ? '…' : ''}${clean.slice(start, start + 80).trim()}…`;
}

/**
 * The environmental claims a product's facts make: its environmental labels by their standing under the directive,
 * and the wordings of its name, generic name, typed labels, label tags no label entry knows, and front-of-pack photo.
 */
export function findClaims(
  facts: ProductFacts,
  labels: readonly LabelKnowledge[],
  unknownTags: readonly string[],
  rules: GreenClaimsKnowledge,
): ClaimFinding[] {
  const findings: ClaimFinding[] = [];
  for (const label of labels) {
    const entry = rules.labels.find((l) => l.label === label.id);
    // A bare claim ("organic", "sustainable fishing") Open Food Facts adds as the parent of a label on the pack is that
    // label's, said once.
    const said = entry?.impliedBy?.some((id) => labels.some((l) => l.id === id)) ?? false;
    if (entry && !said)
      findings.push({
        claim: label.name,
        from: 'labels',
        judged: { verdict: 'label', label, standing: entry.standing },
      });
  }
  const texts: { text: string; from: GreenClaim['from']; lang?: string | undefined }[] = [
    { text: facts.name, from: 'name' as const },
    ...(facts.claims ?? []).map((c) => ({ text: c.text, from: c.from, lang: c.lang })),
    ...unknownTags.map((tag) => ({ text: tagWords(tag), from: 'labels' as const })),
  ];
  // A claim's label and its words on the pack ("No palm oil (claim)" and "Sans huile de palme") are one claim.
  const seen = new Set([
    ...findings.map((f) => normalise(f.claim)),
    ...labels.flatMap((l) => rules.labels.find((e) => e.label === l.id)?.saidAs ?? []).map(normalise),
  ]);
  // An organic logo on the pack says in full what the word "organic" ("bio", "ökologisch") in its name says.
  const organicLogos = rules.labels.find((l) => l.standing === 'organic')?.impliedBy ?? [];
  const certifiedOrganic = labels.some((l) => organicLogos.includes(l.id));
  // The product's language, or its list's, reads a word spelled alike in two languages.
  const lang = facts.lang ?? guessLanguage(facts.ingredientsText ?? '');
  for (const { text, from, lang: written } of texts) {
    const judged = judgeWording(text, facts.kind, rules, written ?? lang);
    if (!judged) continue;
    // An organic word says what an organic logo or claim already on the list says: one organic claim, judged once.
    const organicSaid = findings.some(
      (f) => f.judged.verdict === 'organic_term' || (f.judged.verdict === 'label' && f.judged.standing === 'organic'),
    );
    if (judged.verdict === 'organic_term' && (certifiedOrganic || organicSaid)) continue;
    const claim = excerpt(text, judged.word);
    // The same wording read twice (name and generic name, typed label and tag) is one claim.
    const key = normalise(judged.word);
    if (seen.has(key) || seen.has(normalise(claim))) continue;
    seen.add(key);
    seen.add(normalise(claim));
    findings.push({ claim, from, judged });
  }
  // An organic claim holds when the record names its certification anywhere, as a logo would (decision 113).
  const organic = (f: ClaimFinding) =>
    f.judged.verdict === 'organic_term' ||
    (f.judged.verdict === 'label' && (f.judged.standing === 'organic' || isOrganic(f.judged.label)));
  if (!findings.some(organic)) return findings;
  const certifiedBy = organicCertificationOnRecord(facts, rules);
  const shortfall = organicShortfall(facts);
  return findings.map((f) =>
    organic(f) ? { ...f, ...(certifiedBy ? { certifiedBy } : {}), ...(shortfall ? { shortfall } : {}) } : f,
  );
}

const ruleSources = (rules: GreenClaimsKnowledge, id: GreenClaimsKnowledge['rules'][number]['id']): Source[] =>
  rules.rules.find((r) => r.id === id)?.sources ?? [];

/** GS1 UK's prefixes (500–509): the product was registered in the UK, where the CMA's Green Claims Code applies. */
const ukBarcode = (gtin: string | undefined): boolean => gtin !== undefined && /^0?50\d/.test(gtin.padStart(13, '0'));

/**
 * The claims check of the Environmental tab: each claim with its verdict, the rule it rests on and the evidence that
 * would make it lawful, in the report's language. Undefined when the pack makes no environmental claim.
 */
export function greenClaimsCheck(
  facts: ProductFacts,
  /** The claims `findClaims` found in the facts (read once with the analysis, said in every language). */
  findings: readonly ClaimFinding[],
  labels: readonly LabelKnowledge[],
  rules: GreenClaimsKnowledge,
  v: Voice,
): GreenClaimsCheck | undefined {
  if (findings.length === 0 || soldOnlyOutsideEuLaw(facts.countries)) return undefined;
  const m = GREEN_CLAIM_MESSAGES[v.locale];
  const standingOf = (label: LabelKnowledge) => rules.labels.find((l) => l.label === label.id);
  const excellent = labels.filter((l) => standingOf(l)?.excellent);
  const partOnly = labels.filter((l) => standingOf(l)?.part);

  const uk = ukBarcode(facts.gtin);
  const claims: GreenClaim[] = findings.map(({ claim, from, judged, certifiedBy, shortfall }) => {
    // A label is shown by its name in the report's language; a wording as the pack prints it.
    const base = { claim: judged.verdict === 'label' ? v.text(judged.label.name) : claim, from };
    if (judged.verdict === 'label') {
      const { label, standing } = judged;
      // An organic logo the list's own figures or marks say the product falls short of (findClaims gives a shortfall
      // to organic claims only).
      if (shortfall) return organicClaim(base, certifiedBy, shortfall);
      const name = v.text(label.name);
      const own = standingOf(label)?.sources ?? [];
      switch (standing) {
        case 'public':
        case 'certification':
          return {
            ...base,
            verdict: standing === 'public' ? 'public_label' : 'certified_label',
            allowed: 'yes',
            rule: m.rules.certified,
            details: (standing === 'public' ? m.publicLabel : m.certifiedLabel)({
              label: name,
              verifies: v.text(label.verifies),
            }),
            sources: uniqueSources([...ruleSources(rules, 'certified'), ...own, ...label.sources]),
          };
        case 'own':
          return {
            ...base,
            verdict: 'own_label',
            allowed: 'unless',
            rule: m.rules.label,
            details: m.ownLabel(name),
            sources: uniqueSources([...ruleSources(rules, 'label'), ...label.sources]),
          };
        case 'offset':
          return {
            ...base,
            verdict: 'offset',
            allowed: 'no',
            rule: m.rules.offset,
            details: m.offsetLabel(name),
            sources: uniqueSources([...ruleSources(rules, 'offset'), ...label.sources]),
          };
        case 'generic':
          return genericClaim(base);
        case 'specific':
          return specificClaim(base);
        case 'organic':
          return organicClaim(base, certifiedBy, shortfall);
      }
    }
    switch (judged.verdict) {
      case 'offset':
        return {
          ...base,
          verdict: 'offset',
          allowed: judged.explicit ? 'no' : 'unless',
          rule: m.rules.offset,
          details: judged.explicit ? m.offset : m.neutrality,
          sources: ruleSources(rules, 'offset'),
        };
      case 'generic':
        return genericClaim(base);
      case 'specific':
        return specificClaim(base);
      case 'organic_term':
        return organicClaim(base, certifiedBy, shortfall);
    }
  });

  // An organic word on a product with no organic logo on record holds only if it is certified, which a certification
  // the record names elsewhere (its brand, a control body's code) shows; an organic word or logo the list falls short
  // of holds only for the ingredients it marks (decision 123).
  function organicClaim(
    base: Pick<GreenClaim, 'claim' | 'from'>,
    certifiedBy: string | undefined,
    shortfall: OrganicShortfall | undefined,
  ): GreenClaim {
    return {
      ...base,
      verdict: 'organic_term',
      allowed: certifiedBy && !shortfall ? 'yes' : 'unless',
      rule: m.rules.organic,
      details: shortfall
        ? organicShortfallSaid(shortfall, v)
        : certifiedBy
          ? m.organicCertified(certifiedBy)
          : m.organicTerm,
      sources: rules.organicTerms.sources,
    };
  }

  function genericClaim(base: Pick<GreenClaim, 'claim' | 'from'>): GreenClaim {
    if (excellent.length > 0) {
      const by = v.f.list(excellent.map((l) => v.text(l.name)));
      return {
        ...base,
        verdict: 'backed',
        allowed: 'yes',
        rule: m.rules.generic,
        details: m.backed({ by }),
        sources: uniqueSources([...ruleSources(rules, 'generic'), ...excellent.flatMap((l) => l.sources)]),
      };
    }
    // A label that covers a part (the palm oil, the paper) cannot back a claim about the whole (Annex I point 4b).
    const part = partOnly.length > 0 ? ` ${m.partOnly(v.f.list(partOnly.map((l) => v.text(l.name))))}` : '';
    return {
      ...base,
      verdict: 'generic',
      allowed: 'unless',
      rule: part ? `${m.rules.generic}; ${m.rules.part}` : m.rules.generic,
      details: `${m.generic}${part}`,
      sources: uniqueSources([...ruleSources(rules, 'generic'), ...(part ? ruleSources(rules, 'part') : [])]),
    };
  }

  function specificClaim(base: Pick<GreenClaim, 'claim' | 'from'>): GreenClaim {
    return {
      ...base,
      verdict: 'specific',
      allowed: 'yes',
      rule: m.rules.specific,
      details: m.specific,
      sources: ruleSources(rules, 'specific'),
    };
  }

  // A UK product's claims are also read against the CMA's Green Claims Code.
  if (uk) for (const c of claims) c.sources = uniqueSources([...c.sources, ...ruleSources(rules, 'uk')]);
  const unsupported = claims.filter((c) => c.allowed !== 'yes').length;
  // An organic word whose certification is not on record is lawful if the product is certified: not known, so it is
  // said apart from the wordings no condition saves (blind audits 40 and 41).
  const uncertified = claims.filter(
    (c, i) => c.verdict === 'organic_term' && c.allowed === 'unless' && !findings[i]!.shortfall,
  ).length;
  const seenOn = facts.claimsSeenOn;
  // Only a claim the directive's rules do not allow can predate them (decision 113): an allowed claim needs no excuse,
  // and the organic rules (Reg. (EU) 2018/848) and Article 6 applied long before.
  const byNewRules = claims.some(
    (c) => c.allowed !== 'yes' && c.verdict !== 'organic_term' && c.verdict !== 'specific',
  );
  const predates = byNewRules && seenOn !== undefined && seenOn < rules.appliesFrom;
  const photo = (facts.claims ?? []).some((c) => c.from === 'front');
  const summary = [
    m.summary({ total: claims.length, unsupported, uncertified }),
    ...(predates && seenOn ? [m.predates({ date: m.date(seenOn), photo })] : []),
  ].join(' ');
  return {
    summary,
    claims,
    unsupported,
    predates,
    scope: uk ? `${m.scope} ${m.uk}` : m.scope,
  };
}
