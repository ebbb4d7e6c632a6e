import { z } from 'zod';
import { household, personAlerts } from './household.ts';
import { LIST_LIMITS } from './list-limits.ts';
import { alternative, threeScores } from './product.ts';

export { LIST_LIMITS } from './list-limits.ts';

const id = z.string().min(1).max(100);

export const listName = z
  .string()
  .trim()
  .min(1, 'A list needs a name')
  .max(LIST_LIMITS.name, `A list's name has at most ${LIST_LIMITS.name} characters`);
export const listItemText = z
  .string()
  .trim()
  .max(LIST_LIMITS.text, `An item's text has at most ${LIST_LIMITS.text} characters`);
export const itemQuantity = z
  .number()
  .int()
  .min(1)
  .max(LIST_LIMITS.quantity, `A quantity is at most ${LIST_LIMITS.quantity}`);
const tooManyItems = `A list holds at most ${LIST_LIMITS.items} items`;

const itemFields = {
  /** The catalog product; absent for a free-text item ("bread") not matched to one yet. */
  product_id: id.optional(),
  /** What the shopper wrote; for a product item, kept as its name should the product leave the catalog. */
  text: listItemText.default(''),
  quantity: itemQuantity.default(1),
  checked: z.boolean().default(false),
};
const needsProductOrText = (item: { product_id?: string | undefined; text: string }) =>
  Boolean(item.product_id) || item.text.length > 0;
const needsProductOrTextMessage = { message: 'An item needs a product_id or a text' };

/** A new item: a product from the catalog, or free text to match to one later. */
export const listItemInput = z
  .object(itemFields)
  .refine(needsProductOrText, needsProductOrTextMessage)
  .meta({ id: 'NewListItem' });
export type ListItemInput = z.input<typeof listItemInput>;

/** A change to an item: the fields sent are changed, the others kept; `product_id: null` unmatches it. */
export const listItemUpdate = z
  .object({ product_id: id.nullable(), text: listItemText, quantity: itemQuantity, checked: z.boolean() })
  .partial()
  .refine((change) => Object.keys(change).length > 0, { message: 'Nothing to change' })
  .meta({ id: 'ListItemChange' });
export type ListItemUpdate = z.infer<typeof listItemUpdate>;

export const listCreate = z
  .object({
    name: listName,
    items: z.array(listItemInput).max(LIST_LIMITS.items, tooManyItems).default([]),
    // The list's id on the device it was made on (signed out): a move sent again (the page reloaded before the
    // answer came) finds the list it made the first time instead of making a second one.
    device_id: id.optional(),
  })
  .meta({ id: 'NewList' });
export type ListCreate = z.input<typeof listCreate>;

export const listRename = z.object({ name: listName }).meta({ id: 'ListRename' });

/** The list's items in their new order: every item of the list, each once. */
export const listOrder = z
  .object({ item_ids: z.array(id).max(LIST_LIMITS.items, tooManyItems) })
  .meta({ id: 'ListOrder' });

/** What a list shows of a catalog product. */
export const productBrief = z.object({
  name: z.string(),
  brand: z.string(),
  quantity: z.string().optional(),
  image_url: z.string().optional(),
});
export type ProductBrief = z.infer<typeof productBrief>;

export const listItem = z
  .object({
    id: z.string(),
    product_id: z.string().nullable(),
    text: z.string(),
    quantity: z.number().int(),
    checked: z.boolean(),
    /** The product as the catalog has it now; absent for free text or a product no longer in the catalog. */
    product: productBrief.optional(),
  })
  .meta({ id: 'ListItem' });
export type ListItem = z.infer<typeof listItem>;

/** A read-only link to the list; `path` is the web page that shows it. */
export const shareLink = z.object({ token: z.string(), path: z.string() }).meta({ id: 'ShareLink' });
export type ShareLink = z.infer<typeof shareLink>;

export const shoppingList = z
  .object({
    id: z.string(),
    name: z.string(),
    share: shareLink.nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    items: z.array(listItem),
  })
  .meta({ id: 'ShoppingList' });
export type ShoppingList = z.infer<typeof shoppingList>;

export const listOverview = z
  .object({
    id: z.string(),
    name: z.string(),
    items: z.number().int(),
    checked: z.number().int(),
    shared: z.boolean(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'ListOverview' });
export type ListOverview = z.infer<typeof listOverview>;

export const listsResponse = z.object({ lists: z.array(listOverview) }).meta({ id: 'Lists' });
export type ListsResponse = z.infer<typeof listsResponse>;

/** An item with its product's three scores and the alerts it raises, only for the people it raises one for. */
export const itemReport = z
  .object({ ...listItem.shape, scores: threeScores, alerts: z.array(personAlerts) })
  .meta({ id: 'ListItemReport' });
export type ItemReport = z.infer<typeof itemReport>;

/** One of the worst items with the better choices for it, none of which raises an alert for anyone. */
export const worstItem = z.object({
  item_id: z.string(),
  product_id: z.string(),
  name: z.string(),
  /** Why it is among the worst ("Not for Léa, Sam"; "Health E"). */
  why: z.string(),
  better_choices: z.array(alternative),
});
export type WorstItem = z.infer<typeof worstItem>;

/** The basket at a glance. */
export const basketSummary = z
  .object({
    items: z.number().int(),
    checked: z.number().int(),
    /** Items with a catalog product (the others are free text). */
    matched: z.number().int(),
    /**
     * For each person, in the household's order: how many items conflict with them (they contain, or may contain, what
     * they avoid), and how many cannot be told (a fact missing, such as the ingredient list).
     */
    people: z.array(
      z.object({
        profile_id: z.string().optional(),
        name: z.string(),
        items_with_alerts: z.number().int(),
        items_unsure: z.number().int(),
      }),
    ),
    /** The mean of each score over the items that have it, one item counting once whatever its quantity. */
    average_scores: threeScores,
    /** At most three, worst first: those that raise alerts for the most people, then the lowest scores. */
    worst: z.array(worstItem),
  })
  .meta({ id: 'BasketSummary' });
export type BasketSummary = z.infer<typeof basketSummary>;

export const listReport = z
  .object({
    /** Whose alerts the items show: the household, the account holder first. */
    people: z.array(z.object({ id: z.string().optional(), name: z.string() })),
    items: z.array(itemReport),
    summary: basketSummary,
  })
  .meta({ id: 'ListReport' });
export type ListReport = z.infer<typeof listReport>;

/** A list's page: the list, each item's scores and alerts, and the summary. */
export const listPage = z
  .object({ ...shoppingList.shape, ...listReport.shape, items: z.array(itemReport) })
  .meta({ id: 'ListPage' });
export type ListPage = z.infer<typeof listPage>;

/** A list kept on a device (signed out), sent with the household to be reported on; nothing is stored. */
export const listReportRequest = z
  .object({
    items: z
      .array(z.object({ id: id.optional(), ...itemFields }).refine(needsProductOrText, needsProductOrTextMessage))
      .max(LIST_LIMITS.items, tooManyItems),
    profiles: household.optional(),
  })
  .meta({ id: 'ListReportRequest' });
export type ListReportRequest = z.input<typeof listReportRequest>;

/** What a share link shows: the list's name and items with their scores, nothing of the account or its people. */
export const sharedList = z
  .object({
    name: z.string(),
    updated_at: z.iso.datetime(),
    items: z.array(z.object({ ...listItem.shape, scores: threeScores })),
  })
  .meta({ id: 'SharedList' });
export type SharedList = z.infer<typeof sharedList>;
