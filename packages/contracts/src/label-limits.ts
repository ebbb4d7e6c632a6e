// The label facts' limits as plain constants, without zod: the review screen sizes its fields from here
// (`@clearcart/contracts/label-limits`) without building any schema.

/** The front of the pack's words as the shopper confirms them (`front_text`): lines, and characters per line. */
export const FRONT_TEXT_LIMITS = { lines: 30, characters: 200 } as const;
