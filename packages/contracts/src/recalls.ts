import { z } from 'zod';

/** The official registers whose recall notices are read (issue 53). */
export const RECALL_SOURCES = ['rappelconso', 'fsa', 'openfda'] as const;
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
  /** The register's own id of the notice (RappelConso's fiche number, the FSA's notation, the FDA's recall number). */
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
