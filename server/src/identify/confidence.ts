/**
 * How sure identification is, by the evidence that decided it. Identify tries them in this order: a barcode, the
 * label's words, the catalog search, the online sources, a language model. One table, so that the order of trust is
 * read in one place.
 */
export const CONFIDENCE = {
  /** A barcode the catalog holds: the pack's own number. */
  barcode: 0.99,
  /** A barcode an Open Facts site knows: the same number, facts from its contributors. */
  onlineBarcode: 0.95,
  /** Label words matched in the catalog: the search score, scaled by this (OCR can misread). */
  labelTextScale: 0.9,
  /** A product a language model named: never as sure as a barcode or a catalog match. */
  modelAtMost: 0.8,
  /** A model's own draft, matched nowhere: shown, marked unverified. */
  modelDraft: 0.5,
} as const;
