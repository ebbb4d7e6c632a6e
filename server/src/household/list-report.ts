import type {
  Alternative,
  BasketSummary,
  HouseholdMember,
  ItemReport,
  PersonAlerts,
  Preferences,
  ThreeScores,
} from '@clearcart/contracts';
import { ANIMAL_TESTING_STANCES } from '@clearcart/contracts';
import { DIMENSIONS, ENGLISH, threeScores, type Catalogue } from '@clearcart/engine';

// The basket at a glance, pure: the items with their scores and alerts in, the summary out.

/** Worst items offered better choices. */
export const WORST_ITEMS = 3;
/** Better choices shown per worst item. */
export const CHOICES_PER_ITEM = 3;

/** An alert that says the product conflicts with someone (contains, or may contain, what they avoid). */
const conflicts = (person: PersonAlerts) => person.alerts.some((alert) => alert.severity !== 'low');

const meanScore = (scores: ThreeScores): number | null => {
  const known = DIMENSIONS.flatMap((d) => (scores[d] ? [scores[d].score] : []));
  return known.length === 0 ? null : known.reduce((sum, s) => sum + s, 0) / known.length;
};

/** Why an item is among the worst, in the list's language: who it is not for, else its lowest grade. */
function why(item: ItemReport, words: Catalogue['household']): string {
  // The first person is stored as "Me" (PRIMARY_NAME); the sentence names them in its own language.
  const notFor = item.alerts.filter(conflicts).map((person) => (person.name === 'Me' ? words.me : person.name));
  if (notFor.length > 0) return words.notFor(notFor);
  const lowest = DIMENSIONS.flatMap((d) => (item.scores[d] ? [[d, item.scores[d]] as const] : [])).sort(
    (a, b) => a[1].score - b[1].score,
  )[0];
  return lowest ? words.lowest({ dimension: lowest[0], grade: lowest[1].grade }) : words.lowScores;
}

/**
 * The worst items, at most `count`: those that conflict with the most people first, then the lowest mean score.
 * Only catalog products are ranked (free text has nothing to judge), and only those with a conflict or a score.
 */
export function worstItems(
  items: readonly ItemReport[],
  count = WORST_ITEMS,
  words: Catalogue['household'] = ENGLISH.messages.household,
): { item: ItemReport; why: string }[] {
  return items
    .flatMap((item) => {
      if (!item.product_id || !item.product) return [];
      const people = item.alerts.filter(conflicts).length;
      const mean = meanScore(item.scores);
      return people > 0 || mean !== null ? [{ item, people, mean }] : [];
    })
    .sort((a, b) => b.people - a.people || (a.mean ?? 101) - (b.mean ?? 101))
    .slice(0, count)
    .map(({ item }) => ({ item, why: why(item, words) }));
}

/** Each score's mean over the items that have it, one item counting once whatever its quantity. */
export function averageScores(items: readonly ItemReport[]): ThreeScores {
  const mean = (d: (typeof DIMENSIONS)[number]) => {
    const known = items.flatMap((item) => (item.product_id && item.scores[d] ? [item.scores[d].score] : []));
    return known.length === 0 ? null : Math.round(known.reduce((sum, s) => sum + s, 0) / known.length);
  };
  return threeScores({ health: mean('health'), environmental: mean('environmental'), ethical: mean('ethical') });
}

/** The summary of a list's items for a household; `choices` holds the better choices found for each worst item. */
export function basketSummary(
  items: readonly ItemReport[],
  people: readonly Pick<HouseholdMember, 'id' | 'name'>[],
  worst: readonly { item: ItemReport; why: string }[],
  choices: ReadonlyMap<string, readonly Alternative[]>,
): BasketSummary {
  return {
    items: items.length,
    checked: items.filter((item) => item.checked).length,
    matched: items.filter((item) => item.product).length,
    people: people.map((person) => {
      const theirs = items.flatMap((item) => item.alerts.filter((a) => a.name === person.name));
      const conflicting = theirs.filter(conflicts).length;
      return {
        ...(person.id ? { profile_id: person.id } : {}),
        name: person.name,
        items_with_alerts: conflicting,
        items_unsure: theirs.length - conflicting,
      };
    }),
    average_scores: averageScores(items),
    worst: worst.map(({ item, why: reason }) => ({
      item_id: item.id,
      product_id: item.product_id ?? '',
      name: item.product?.name ?? item.text,
      why: reason,
      better_choices: [...(choices.get(item.id) ?? [])].slice(0, CHOICES_PER_ITEM),
    })),
  };
}

const union = <T extends string>(lists: readonly (readonly T[])[]): T[] => {
  const seen = new Map<string, T>();
  for (const item of lists.flat()) if (!seen.has(item.toLowerCase())) seen.set(item.toLowerCase(), item);
  return [...seen.values()];
};

/**
 * What the whole household asks of a product, for better choices that suit everyone: every allergen, diet and
 * ingredient anyone avoids, each sensitivity at its highest, the strictest animal-testing stance.
 */
export function householdPreferences(all: readonly Preferences[]): Preferences | undefined {
  if (all.length === 0) return undefined;
  const highest = (key: keyof Preferences['health']['sensitivities']) =>
    Math.max(...all.map((p) => p.health.sensitivities[key]));
  return {
    health: {
      allergens: union(all.map((p) => p.health.allergens)),
      dietary_restrictions: union(all.map((p) => p.health.dietary_restrictions)),
      sensitivities: {
        chemicals: highest('chemicals'),
        preservatives: highest('preservatives'),
        artificial_additives: highest('artificial_additives'),
      },
      avoid_ingredients: union(all.map((p) => p.health.avoid_ingredients)),
    },
    environment: {
      certifications: union(all.map((p) => p.environment.certifications)),
      ingredients_to_avoid: union(all.map((p) => p.environment.ingredients_to_avoid)),
    },
    ethical: {
      certifications: union(all.map((p) => p.ethical.certifications)),
      // The stances run strictest first.
      animal_testing:
        ANIMAL_TESTING_STANCES[Math.min(...all.map((p) => ANIMAL_TESTING_STANCES.indexOf(p.ethical.animal_testing)))] ??
        'neutral',
      additional_concerns: '',
    },
  };
}
