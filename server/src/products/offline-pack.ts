import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import {
  OFFLINE_PACK_FORMAT,
  OFFLINE_PACK_PART_SIZE,
  productFacts,
  type OfflinePackEnd,
  type OfflinePackHeader,
  type OfflinePackSummary,
} from '@clearcart/contracts';
import { LRUCache } from 'lru-cache';
import type { PackQuery, PackRepository, PackSelection } from '../store/repositories/pack-repository.ts';

/** Products read from the store per query while a pack streams. */
const BATCH = 500;

/** A pack about to be sent: its header, entity tag, and the ids whose facts follow. */
export interface PackPlan {
  header: OfflinePackHeader;
  /** Weak: two packs of the same products differ in their header's `generatedAt`. */
  etag: string;
  ids: readonly string[];
}

/**
 * Offline packs: the facts of the products most scanned in a country, one JSON line each after a header
 * line, for the device to compute reports from with the same engine. Holds no rendered text: the device's engine
 * makes the report, personalised by the preferences held there.
 */
export class OfflinePackService {
  /** Download sizes already measured, by entity tag: a pack is compressed once to say its size, not per request. */
  private readonly sizes = new LRUCache<string, number>({ max: 64 });

  constructor(
    private readonly packs: PackRepository,
    /** `derivedVersion(knowledge)`: the engine and knowledge the device must have to use the pack. */
    private readonly version: string,
    /** Products per part (`?part=`). */
    private readonly partSize = OFFLINE_PACK_PART_SIZE,
  ) {}

  /**
   * What the pack for this query holds, without reading the facts yet; with `part`, only that part of it (the ranking
   * is made whole each time, so the parts asked one after another fit together while the catalog stands still).
   */
  async plan(query: PackQuery, part: number | null = null): Promise<PackPlan> {
    const selection = await this.packs.select(query);
    const total = selection.ids.length;
    const ids = part === null ? selection.ids : selection.ids.slice(part * this.partSize, (part + 1) * this.partSize);
    return {
      header: {
        format: OFFLINE_PACK_FORMAT,
        version: this.version,
        generatedAt: selection.at.toISOString(),
        country: query.country,
        since: query.since?.toISOString() ?? null,
        limit: query.limit,
        count: ids.length,
        part,
        parts: Math.max(1, Math.ceil(total / this.partSize)),
        total,
        // The store's size is the whole selection's: a part's is its share of it.
        bytes: estimatedBytes(total === 0 ? 0 : (selection.bytes * ids.length) / total),
        removed: selection.removed,
      },
      etag: entityTag(this.version, query, part, { ...selection, ids }),
      ids,
    };
  }

  /**
   * The pack's lines: its header, each product's facts as the server evaluates them (schema defaults applied), and the
   * end line (a pack cut short by an error has none).
   */
  async *lines(plan: PackPlan): AsyncGenerator<string> {
    yield `${JSON.stringify(plan.header)}\n`;
    let count = 0;
    for (let start = 0; start < plan.ids.length; start += BATCH) {
      const batch = await this.packs.facts(plan.ids.slice(start, start + BATCH));
      count += batch.length;
      yield batch.map((facts) => `${JSON.stringify(productFacts.parse(facts))}\n`).join('');
    }
    const end: OfflinePackEnd = { end: true, count };
    yield `${JSON.stringify(end)}\n`;
  }

  /** The size-only answer: the header and the exact gzip size of the pack (measured once per entity tag). */
  async summary(plan: PackPlan): Promise<OfflinePackSummary> {
    let downloadBytes = this.sizes.get(plan.etag);
    if (downloadBytes === undefined) {
      downloadBytes = await gzipSize(Readable.from(this.lines(plan)));
      this.sizes.set(plan.etag, downloadBytes);
    }
    return { ...plan.header, downloadBytes };
  }
}

/**
 * The store writes JSON with a space after each `:` and `,`, which JSON.stringify leaves out: about a tenth of facts'
 * text (measured on the seed catalog and the shared Open Food Facts records).
 */
const STORE_TEXT_OVERHEAD = 1.1;

function estimatedBytes(storeBytes: number): number {
  return Math.round(storeBytes / STORE_TEXT_OVERHEAD) + 300;
}

/** Same products, same changes, same query and part, same engine: the same tag, whenever it is asked. */
function entityTag(version: string, query: PackQuery, part: number | null, selection: PackSelection): string {
  const hash = createHash('sha1')
    .update(
      JSON.stringify([
        version,
        query.country,
        query.limit,
        query.since?.toISOString() ?? null,
        part,
        selection.newest?.toISOString() ?? null,
        selection.removed,
      ]),
    )
    .update(selection.ids.join('\n'))
    .digest('base64url');
  return `W/"${hash}"`;
}

async function gzipSize(body: Readable): Promise<number> {
  let size = 0;
  const gzip = body.pipe(createGzip({ level: 6 }));
  for await (const chunk of gzip) size += (chunk as Buffer).length;
  return size;
}
