import { z } from 'zod';

/** The official registers whose recall notices are read. */
export const RECALL_SOURCES = ['rappelconso', 'fsa', 'openfda', 'safetygate'] as const;
export const recallSource = z.enum(RECALL_SOURCES);
export type RecallSource = z.infer<typeof recallSource>;

/** A calendar day, `YYYY-MM-DD`. */
const day = z.iso.date();

/**
 * A range of dates printed on the pack ("best before", "use by", or a date the notice does not name), both ends
 * included; a single date has `from` = `to`.
 */
export const recallDateRange = z.object({
  kind: z.enum(['best-before', 'use-by', 'date']),
  from: day,
  to: day,
});
export type RecallDateRange = z.infer<typeof recallDateRange>;

/**
 * One official recall notice, normalised from its register's own format. The texts (`hazard`, `whatToDo`,
 * `productNames`) are the authority's own words, in `language`, never rewritten.
 */
export const recallNotice = z.object({
  source: recallSource,
  /**
   * The register's own id of the notice (RappelConso's fiche number, the FSA's notation, the FDA's recall number, the
   * Safety Gate's case number).
   */
  id: z.string().min(1).max(200),
  /** The notice on the authority's site. */
  url: z.url(),
  /** The authority, as it is credited ("RappelConso (DGCCRF/DGAL)", "Food Standards Agency", "U.S. FDA"). */
  authority: z.string(),
  /** ISO 3166-1 alpha-2 country of the register, lower case. */
  country: z.string().regex(/^[a-z]{2}$/),
  /** The language of the notice's texts. */
  language: z.string().regex(/^[a-z]{2}$/),
  publishedAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }).optional(),
  /** The end of the recall, when the register says it has ended (or when it ends). */
  endsAt: z.iso.datetime({ offset: true }).optional(),
  status: z.enum(['active', 'ended']),
  title: z.string(),
  hazard: z.string().optional(),
  whatToDo: z.string().optional(),
  brand: z.string().optional(),
  productNames: z.array(z.string()),
  /** GTINs (barcodes) the notice names, as 13 or more digits (GTIN-8/12 padded like the catalog's codes). */
  gtins: z.array(z.string().regex(/^\d{8,14}$/)),
  /** Lot (batch) codes the notice names; empty when it names none or says every lot. */
  lots: z.array(z.string()),
  /** True when the notice says every lot is concerned ("tous les lots", "all batches"). */
  allLots: z.boolean(),
  dates: z.array(recallDateRange),
  /** The notice's own free text about lots and dates, as written (what the lots and dates were read from). */
  batchText: z.string().optional(),
  /** Pack sizes as the notice writes them ("400g", "1kg"). */
  quantities: z.array(z.string()),
});
export type RecallNotice = z.infer<typeof recallNotice>;

/** A notice as matched to a product: how it was matched and how sure the match is. */
export const productRecall = z.object({
  notice: recallNotice,
  matchedBy: z.enum(['gtin', 'name']),
  /** "this-product": the barcode, or brand + name + size agree; "possibly": below the threshold, said as such. */
  certainty: z.enum(['this-product', 'possibly']),
  score: z.number(),
});
export type ProductRecall = z.infer<typeof productRecall>;

/** GET /api/products/{id}/recalls */
export const productRecallsResponse = z.object({
  active: z.array(productRecall),
  ended: z.array(productRecall),
  /** When the recall registers were last read successfully; null before the first read. */
  checkedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The registers this server reads. */
  sources: z.array(recallSource),
});
export type ProductRecallsResponse = z.infer<typeof productRecallsResponse>;

/** GET /api/recalls/active: every active recall matched to a catalog product, for a device to keep for offline use. */
export const activeRecallsResponse = z.object({
  recalls: z.array(z.object({ productId: z.string(), recall: productRecall })),
  /** When the recall registers were last read successfully; null before the first read. */
  checkedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The registers this server reads. */
  sources: z.array(recallSource),
});
export type ActiveRecallsResponse = z.infer<typeof activeRecallsResponse>;

/** One message of an account's inbox: a recall concerning a product it looked at or keeps on a list. */
export const recallNotification = z.object({
  id: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  read: z.boolean(),
  productId: z.string(),
  productName: z.string(),
  brand: z.string(),
  certainty: z.enum(['this-product', 'possibly']),
  notice: recallNotice,
});
export type RecallNotification = z.infer<typeof recallNotification>;

/** GET /api/notifications */
export const notificationsResponse = z.object({
  notifications: z.array(recallNotification),
  unread: z.number().int().min(0),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

/** POST /api/notifications/read */
export const notificationsReadRequest = z.object({
  ids: z
    .array(z.string().regex(/^\d{1,18}$/))
    .min(1)
    .max(500),
  /** false marks them unread again. */
  read: z.boolean().default(true),
});

/** A browser's Web Push subscription (PushSubscription.toJSON()), kept for the signed-in account. */
export const pushSubscriptionRequest = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>;

/** GET /api/push/key: the server's VAPID public key (applicationServerKey), or null when push is off. */
export const pushKeyResponse = z.object({ publicKey: z.string().nullable() });

/** POST /api/products/{id}/recalls/check: the lot/date line of the pack in hand, typed or read from a photo. */
export const packCheckRequest = z.object({ text: z.string().min(1).max(500) });

/** Whether the pack in hand is in each active recall's batches. */
export const packCheckResponse = z.object({
  /** What was read from the line: lot codes and dates (YYYY-MM-DD). */
  read: z.object({ lots: z.array(z.string()), dates: z.array(z.object({ from: z.iso.date(), to: z.iso.date() })) }),
  results: z.array(
    z.object({
      source: recallSource,
      id: z.string(),
      /** in-recall: the lot or date is among the recalled ones; not-in-recall: it is not; unknown: cannot tell. */
      verdict: z.enum(['in-recall', 'not-in-recall', 'unknown']),
    }),
  ),
});
export type PackCheckResponse = z.infer<typeof packCheckResponse>;
