import { z } from 'zod';

/** How many products a pack holds unless the caller asks for fewer. */
export const OFFLINE_PACK_DEFAULT_LIMIT = 10_000;
export const OFFLINE_PACK_MAX_LIMIT = 20_000;
/** The first line of every pack says which format the lines after it are in. */
export const OFFLINE_PACK_FORMAT = 'clearcart-offline-pack/1';
/**
 * Products per part of a pack asked for by `part`: each part is a response of its own, the same for every shopper of
 * a country, that a CDN can hold and a device fetches in turn.
 */
export const OFFLINE_PACK_PART_SIZE = 2_000;

export const offlinePackQuery = z.object({
  /** ISO 3166-1 alpha-2 code of the shopper's country ("fr", "GB"); left out: every country. */
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'a two-letter country code')
    .transform((code) => code.toLowerCase())
    .optional(),
  /** Only what changed after this time (a previous pack's `generatedAt`), and the ids removed since. */
  since: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(OFFLINE_PACK_MAX_LIMIT).default(OFFLINE_PACK_DEFAULT_LIMIT),
  /** `1`: answer the pack's header with its download size as JSON, not the pack (the size said before downloading). */
  count: z.enum(['1']).optional(),
  /**
   * Only this part of the pack (from 0): its products ranked `part × OFFLINE_PACK_PART_SIZE` onwards, at most that
   * many; the header's `parts` says how many there are. A part past the last holds no product.
   */
  part: z.coerce
    .number()
    .int()
    .min(0)
    .max(Math.ceil(OFFLINE_PACK_MAX_LIMIT / OFFLINE_PACK_PART_SIZE))
    .optional(),
});
export type OfflinePackQuery = z.infer<typeof offlinePackQuery>;

/**
 * The first line of a pack (NDJSON: one JSON value per line); each line after it is one product's `ProductFacts`, the
 * best ranked first, and the last line is `OfflinePackEnd`. A device refuses a pack whose `version` is not its own
 * engine's.
 */
export const offlinePackHeader = z
  .object({
    format: z.literal(OFFLINE_PACK_FORMAT),
    /** The engine and knowledge the facts are for: `${ENGINE_VERSION}:${first 16 hex of sha256(knowledge JSON)}`. */
    version: z.string().min(1),
    /** When the pack was made (the store's clock): the `since` of the next update. */
    generatedAt: z.iso.datetime(),
    country: z.string().nullable(),
    since: z.iso.datetime().nullable(),
    limit: z.number().int().positive(),
    /** How many product lines follow (one removed while the pack streams is left out). */
    count: z.number().int().nonnegative(),
    /** The part this is (`?part=`), or null for the whole pack. */
    part: z.number().int().nonnegative().nullable(),
    /** How many parts of `OFFLINE_PACK_PART_SIZE` products the whole pack makes (at least 1). */
    parts: z.number().int().positive(),
    /** Products in the whole pack: `count` of every part together. */
    total: z.number().int().nonnegative(),
    /** The body's size before compression, estimated from the store (within about a tenth). */
    bytes: z.number().int().nonnegative(),
    /** Ids of products removed from the catalog since `since`: the device drops them. */
    removed: z.array(z.string()),
  })
  .meta({ id: 'OfflinePackHeader' });
export type OfflinePackHeader = z.infer<typeof offlinePackHeader>;

/** The last line of a pack: a pack without it was cut short, and the device keeps what it had. */
export const offlinePackEnd = z
  .object({ end: z.literal(true), /** Product lines sent. */ count: z.number().int().nonnegative() })
  .meta({ id: 'OfflinePackEnd' });
export type OfflinePackEnd = z.infer<typeof offlinePackEnd>;

/** The size-only answer (`?count=1`): the header, and what the download weighs compressed. */
export const offlinePackSummary = offlinePackHeader
  .extend({
    /** The pack's exact size compressed with gzip, as most clients download it (brotli is smaller still). */
    downloadBytes: z.number().int().nonnegative(),
  })
  .meta({ id: 'OfflinePackSummary' });
export type OfflinePackSummary = z.infer<typeof offlinePackSummary>;
