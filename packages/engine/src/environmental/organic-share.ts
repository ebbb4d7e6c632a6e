/**
 * How much of a product its list says is organic (decision 123). An organic logo or term covers the product only where
 * at least 95 % of its agricultural ingredients are organic (Regulation (EU) 2018/848, Art. 30(5)); below that, the term
 * may name the organic ingredients in the list only. A list says it falls short by stating a share below 95 % in its
 * footnote, or by marking some ingredients organic and not its first.
 */
import type { ProductFacts } from '@clearcart/contracts';
import type { LabelKnowledge } from '@clearcart/knowledge';
import type { Voice } from '../i18n/voice.ts';
import { parseIngredientList } from '../text.ts';
import { GREEN_CLAIM_MESSAGES } from './green-claims-messages.ts';

/** Why a list on record says an organic claim does not cover the product. */
export type OrganicShortfall = { share: number } | { unmarked: string };

/** The share the EU organic rules ask of a product called organic. */
export const ORGANIC_WHOLE = 95;

/** A list as compared: lower case, accents off, a decimal comma a point. */
const plain = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/(\d),(\d)/g, '$1.$2');

/**
 * The share of its ingredients a list says are organic, in its footnote ("*17% of the ingredients are sourced from
 * organic farming", "35 % des ingrédients agricoles sont issus de l'agriculture biologique", "…der Zutaten aus
 * ökologischem Landbau"), scan damage after the organic word's stem included; undefined when it states none.
 */
export function organicShareOnRecord(list: string): number | undefined {
  const share = ORGANIC_SHARE.exec(plain(list));
  return share ? Number(share[1]) : undefined;
}

const ORGANIC_SHARE =
  /(?<![\d.])(\d{1,2}(?:\.\d+)?) ?% ?(?:of (?:the )?|des |der |de los |degli |van de )(?:agricultural |agricoles? |landwirtschaftlichen |agrarios |agricolas |agricoli |agrarische )?(?:ingredients?|ingredienti|ingredientes|ingredienten|zutaten)\b[^.;%]{0,50}?\b(?:organic|bio|biolog|okolog|oekolog|ecolog)/u;

/**
 * A footnote that says what a mark means: organic ("*Organic", "* Ingrédients issus de l'agriculture biologique",
 * "*Produits issus de l'agriculture biologique", "*aus kontrolliert ökologischem Anbau").
 */
const ORGANIC_MARK =
  /(?<=^|[\s.,;:])(\*+|°|†)\s*=?\s*[^.;*°†]{0,60}?(?<![a-z])(?:organic|biologique|biologisch|biologic[ao]|(?:o|oe)kologisch|ecologic[ao]|bio(?![a-z]))/u;

/** What no organic share counts: water and salt (2018/848 Art. 30(5)). */
const NOT_AGRICULTURAL = /^(?:water|eau|wasser|agua|acqua|salt|sel|salz|sal|sale|zout)(?![a-z])/;

/**
 * The list's first agricultural ingredient, when the list marks others organic and not it ("Rice flour, buckwheat
 * flour* 24%, … *Organic"): the product is then not 95 % organic, whatever its logo says. Undefined otherwise.
 */
export function organicUnmarked(list: string): string | undefined {
  const text = plain(list);
  const footnote = ORGANIC_MARK.exec(text);
  if (!footnote) return undefined;
  const mark = footnote[1]!;
  const items = parseIngredientList(list.slice(0, footnote.index));
  const marked = (item: string) => plain(item).includes(mark);
  const first = items.find((item) => !NOT_AGRICULTURAL.test(plain(item)));
  if (!first || marked(first) || !items.some(marked)) return undefined;
  return first.replace(/\s*\d+(?:[.,]\d+)?\s*%$/, '');
}

/**
 * Why the list says an organic claim does not cover the product, if it does: its share first, then its marks. Food and
 * drink only: the 95 % is the EU food rules' (a cosmetic's organic label follows its own scheme's rules).
 */
export function organicShortfall(facts: Pick<ProductFacts, 'kind' | 'ingredientsText'>): OrganicShortfall | undefined {
  if (facts.kind !== 'food' && facts.kind !== 'beverage') return undefined;
  const list = facts.ingredientsText ?? '';
  const share = organicShareOnRecord(list);
  if (share !== undefined) return share < ORGANIC_WHOLE ? { share } : undefined;
  const unmarked = organicUnmarked(list);
  return unmarked ? { unmarked } : undefined;
}

/** The shortfall as the report says it, in its language. */
export const organicShortfallSaid = (shortfall: OrganicShortfall, v: Voice): string => {
  const m = GREEN_CLAIM_MESSAGES[v.locale];
  return 'share' in shortfall ? m.organicPart(v.f.num(shortfall.share)) : m.organicUnmarked(shortfall.unmarked);
};

/** An organic logo or the bare organic claim: what says the product is organic. */
export const isOrganic = (label: LabelKnowledge): boolean =>
  label.id === 'organic' || label.satisfies.includes('organic');
