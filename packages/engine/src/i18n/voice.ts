import type { CategoryFootprint, KnowledgeTranslation } from '@clearcart/knowledge';
import { en, type Catalogue } from './en.ts';
import type { Format, Locale } from './format.ts';
import type { AnimalEvidence } from './params.ts';

/**
 * The language a report is written in: the engine's messages and, for another language than English, the knowledge's
 * words in it. The caller loads both (`loadMessages`, and the knowledge package's `loadTranslation`): the engine
 * never loads data.
 */
export interface Speech {
  messages: Catalogue;
  translation?: KnowledgeTranslation | undefined;
}

/** English: the specification's texts and the knowledge as written. */
export const ENGLISH: Speech = { messages: en };

/** Taxonomies whose tags a report shows as words. */
export type NamedTaxonomy = 'categories' | 'allergens' | 'packaging' | 'labels';

/** A taxonomy tag in the plain words a report shows: "en:palm-oil" → "palm oil". */
export const tagWords = (tag: string): string => tag.slice(tag.indexOf(':') + 1).replace(/-/g, ' ');

const SINGLE_FOOD =
  /^AGRIBALYSE 3\.1, “([^”]+)”, the food Open Food Facts maps to the categor(?:y|ies) (.+) or its subcategories$/;
const MEDIAN =
  /^AGRIBALYSE 3\.1, median of (\d+) foods mapped by Open Food Facts to the categor(?:y|ies) (.+?) or its subcategories( \(forms prepared at home left out\))?, e\.g\. (.+)$/;

/** What the AGRIBALYSE script says of a footprint (scripts/agribalyse-footprints.ts), read back into its parts. */
export function footprintBasisParts(
  basis: string,
): { count: number; leftOut: boolean; examples: string[]; categories: number } | undefined {
  const quoted = (text: string) => [...text.matchAll(/“([^”]+)”/g)].map((m) => m[1]!);
  const single = SINGLE_FOOD.exec(basis);
  if (single) return { count: 1, leftOut: false, examples: [single[1]!], categories: quoted(single[2]!).length };
  const median = MEDIAN.exec(basis);
  if (median)
    return {
      count: Number(median[1]),
      leftOut: median[3] !== undefined,
      examples: quoted(median[4]!),
      categories: quoted(median[2]!).length,
    };
  return undefined;
}

/** What a renderer speaks with: the messages, and the knowledge's words in the report's language. */
export class Voice {
  readonly m: Catalogue;
  readonly f: Format;
  readonly locale: Locale;
  private readonly translation: KnowledgeTranslation | undefined;

  constructor(speech: Speech) {
    this.m = speech.messages;
    this.f = speech.messages.format;
    this.locale = this.f.locale;
    this.translation = this.locale === 'en' ? undefined : speech.translation;
  }

  /**
   * A text of the knowledge (a concern, what a label verifies, a name) in the report's language: our translation,
   * else Open Food Facts' name for the same entry, else the English as written.
   */
  text(english: string): string {
    const t = this.translation;
    if (!t || english.length === 0) return english;
    return t.texts[english] ?? t.names.entries[english] ?? english;
  }

  /**
   * A tag as words: Open Food Facts' name for it in the report's language, else our translation of its words (for
   * the few categories OFF names in English only), else its own words.
   */
  tag(taxonomy: NamedTaxonomy, tag: string): string {
    const words = tagWords(tag);
    return this.translation?.names.tags[taxonomy]?.[tag] ?? this.translation?.texts[words] ?? words;
  }

  /** How animal content was found, in the report's language. */
  evidence(e: AnimalEvidence): string {
    const m = this.m.evidence;
    switch (e.kind) {
      case 'off_vegan':
        return m.offVegan;
      case 'vegan_label':
        return m.veganLabel;
      case 'gluten_free_label':
        return m.glutenFreeLabel;
      case 'off_non_vegan':
        return m.offNonVegan;
      case 'off_non_vegetarian':
        return m.offNonVegetarian;
      case 'ingredient':
        return m.ingredient({ segment: e.segment, ...(e.name !== undefined ? { name: this.text(e.name) } : {}) });
      case 'allergen_ingredient':
        return m.ingredient({
          segment: e.segment,
          name: (m.allergenWords as Readonly<Record<string, string>>)[e.allergen] ?? e.allergen,
        });
      case 'name':
        return e.category ? m.category(e.words) : m.name(e.words);
      case 'not_vegan':
        return m.ingredient({ segment: e.segment, name: m.notVegan });
      case 'additive':
        return m.additive({ code: e.code, name: this.text(e.name) });
      case 'declared':
        return m.declared(e.tags.map((tag) => this.tag('allergens', tag)));
      case 'category':
        return m.category(this.tag('categories', e.tag));
      case 'diet_product':
        return this.m.allergens.dietProduct(e.diet);
    }
  }

  /** The name a footprint's figure is given for: the category's, in the report's language. */
  footprintName(footprint: CategoryFootprint): string {
    if (!this.translation) return footprint.name;
    const own = this.translation.texts[footprint.name];
    if (own) return own;
    const tag = footprint.offTags[0];
    return tag
      ? (this.translation.names.tags.categories?.[tag] ?? this.text(footprint.name))
      : this.text(footprint.name);
  }

  /** How a footprint's figure was obtained, in the report's language; AGRIBALYSE's food names stay as it gives them. */
  footprintBasis(footprint: CategoryFootprint): string {
    if (!this.translation) return footprint.basis;
    const parts = footprintBasisParts(footprint.basis);
    if (!parts) return this.text(footprint.basis);
    return this.m.environment.footprintBasis({
      count: parts.count,
      leftOut: parts.leftOut,
      categories: footprint.offTags.slice(0, parts.categories).map((tag) => this.tag('categories', tag)),
      examples: parts.examples.map((e) => this.text(e)),
    });
  }
}

/** The English voice: the default of every renderer, and how evidence kept in English is said. */
export const ENGLISH_VOICE = new Voice(ENGLISH);
