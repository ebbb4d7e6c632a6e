import { z } from 'zod';

/**
 * The closed set of machine-readable error codes, each with the one HTTP status it is sent with. A code the
 * server sends that is not here fails response serialisation, so the contract cannot drift silently.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  bad_url: 400,
  invalid_request: 400,
  invalid_json: 400,
  invalid_characters: 400,
  invalid_multipart: 400,
  multipart_required: 400,
  description_required: 400,
  too_many_parts: 400,
  too_many_files: 400,
  too_many_fields: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  /** The change would break a rule of the data (a second person of the same name, deleting the account holder). */
  conflict: 409,
  misdirected_request: 421,
  /** One more would pass a limit (people per household, lists, items per list). */
  limit_reached: 409,
  payload_too_large: 413,
  file_too_large: 413,
  image_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  not_an_image: 415,
  unreadable_image: 422,
  /** Facts that cannot all be true of one product (saturates over fat, over 100 g per 100 g). */
  implausible_facts: 422,
  /** Facts read from a pack with another barcode than the product's (or none): they cannot complete its report. */
  not_this_product: 422,
  /** A read product Open Food Facts cannot take: no barcode (it files products by barcode), or not a food or drink. */
  cannot_share: 422,
  rate_limited: 429,
  headers_too_large: 431,
  internal_error: 500,
  busy: 503,
  /** This server has no Open Food Facts account to share read products with. */
  sharing_off: 503,
} as const;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS, ...(keyof typeof ERROR_STATUS)[]];
export const errorCode = z.enum(ERROR_CODES).meta({ id: 'ErrorCode' });
export type ErrorCode = z.infer<typeof errorCode>;

/** Every error on the wire: a stable machine-readable code and a sentence for people. */
export const errorBody = z.object({ error: errorCode, message: z.string() }).meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBody>;

/** A source the report cites. `url` is omitted when only the publication title is certain. */
export const source = z
  .object({
    title: z.string(),
    url: z.url({ protocol: /^https$/ }).optional(),
    /** The source's own words that support the claim, for serious claims. */
    quote: z.string().max(600).optional(),
  })
  .meta({ id: 'Source' });
export type Source = z.infer<typeof source>;

export const reliability = z.enum(['High', 'Medium', 'Low']);
export type Reliability = z.infer<typeof reliability>;

export const level = z.enum(['high', 'medium', 'low']);
export type Level = z.infer<typeof level>;

export const impact = z.enum(['positive', 'negative', 'neutral']);

/** A certification or label as the report shows it. */
export const certification = z
  .object({
    name: z.string(),
    verified: z.boolean(),
    description: z.string(),
    impact,
    sources: z.array(source).optional(),
  })
  .meta({ id: 'Certification' });
export type Certification = z.infer<typeof certification>;
