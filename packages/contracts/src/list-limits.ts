// The lists' limits as plain constants, without zod: the report's "Add to list" reads them from here
// (`@clearcart/contracts/list-limits`) without building any schema.

/** What one account (or one device) may keep; each limit is refused with a sentence that names it. */
export const LIST_LIMITS = {
  /** Lists per account. */
  lists: 50,
  /** Items per list. */
  items: 200,
  /** Characters of a list's name. */
  name: 80,
  /** Characters of an item's free text ("bread"). */
  text: 200,
  /** Of one item. */
  quantity: 99,
} as const;

/** People in one household, the account holder included. */
export const MAX_PROFILES = 10;
/** Characters of a person's name. */
export const MAX_PROFILE_NAME = 40;
