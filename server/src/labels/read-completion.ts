import type { Nutriments, ProductFacts, ProductResponse, ReadCompletion, Source } from '@clearcart/contracts';
import { hasIngredientList } from '../store/repositories/open-record.ts';

/** Which of the read's facts completed a catalog record: the ingredient list, the nutrition table. */
export type CompletedFact = ReadCompletion['facts'][number];

const hasTable = (nutriments: Nutriments | undefined): boolean =>
  Object.values(nutriments ?? {}).some((value) => value !== undefined);

/**
 * A catalog record completed by the facts a shopper read from its pack: the read's ingredient list where the record
 * has none, its nutrition table where a food or drink has none (with the basis it was printed on). Everything else is
 * the catalog's own: its identity, brand, category, company, labels, packaging and sources. `completed` is empty when
 * the record lacked nothing the read supplies.
 */
export function completeWithRead(
  catalog: ProductFacts,
  read: ProductFacts,
): { facts: ProductFacts; completed: CompletedFact[] } {
  const completed: CompletedFact[] = [];
  let facts = catalog;
  if (!hasIngredientList(catalog) && hasIngredientList(read)) {
    // The language is the list's: the read's as detected or said, else the record's.
    const lang = read.lang ?? catalog.lang;
    facts = { ...facts, ingredientsText: read.ingredientsText, ...(lang ? { lang } : {}) };
    completed.push('ingredients');
  }
  const foodOrDrink = catalog.kind === 'food' || catalog.kind === 'beverage';
  if (foodOrDrink && !hasTable(catalog.nutriments) && hasTable(read.nutriments)) {
    facts = { ...facts, nutriments: read.nutriments, perMl: read.perMl };
    completed.push('nutrition');
  }
  return { facts, completed };
}

/**
 * The report of a completed record, saying so: which facts the read supplied and when (`completed_with`), and the
 * shopper's photos first among the sources of the report and of each section, as theirs and unchecked.
 */
export function markCompleted(
  response: ProductResponse,
  completion: ReadCompletion,
  readSource: Source,
): ProductResponse {
  const ratings = response.ratings;
  return {
    ...response,
    ...(ratings
      ? {
          ratings: {
            health: { ...ratings.health, sources: [readSource, ...ratings.health.sources] },
            environmental: { ...ratings.environmental, sources: [readSource, ...ratings.environmental.sources] },
            ethical: { ...ratings.ethical, sources: [readSource, ...ratings.ethical.sources] },
          },
        }
      : {}),
    metadata: {
      ...response.metadata,
      sources: [readSource, ...response.metadata.sources],
      completed_with: completion,
    },
  };
}
