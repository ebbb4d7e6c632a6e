import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productFacts, type ProductFacts } from '@clearcart/contracts';

const seedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../server/seed/catalog');

/** The seed catalog's products by id, parsed as the server parses them. */
export function seedCatalog(): Map<string, ProductFacts> {
  return new Map(
    readdirSync(seedDir)
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) =>
        (JSON.parse(readFileSync(path.join(seedDir, f), 'utf8')) as unknown[]).map((p) => productFacts.parse(p)),
      )
      .map((p) => [p.id, p]),
  );
}
