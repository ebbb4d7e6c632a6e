import { z } from 'zod';
import { profile } from './household.ts';
import { shoppingList } from './lists.ts';
import { myProduct, myProductPanel } from './my-products.ts';
import { preferences } from './preferences.ts';
import { recallNotification } from './recalls.ts';

/** What the export file says it is, so a reader (or a later import) can tell it from any other JSON. */
export const ACCOUNT_EXPORT_FORMAT = 'clearcart-account-export';

/** A photo kept with a read product, in the file itself: the JPEG the server keeps, base64. */
export const accountExportPhoto = z
  .object({ panel: myProductPanel, type: z.literal('image/jpeg'), base64: z.string() })
  .meta({ id: 'AccountExportPhoto' });

/** One report the shopper opened, as the store keeps it (the history page shows the newest 100 of these). */
export const accountExportView = z
  .object({ product_id: z.string(), name: z.string(), brand: z.string(), viewed_at: z.iso.datetime() })
  .meta({ id: 'AccountExportView' });

/**
 * Everything the app keeps about one account (`GET /api/account/export`), as one JSON file: the account, the
 * household's people with their preferences (the account holder's are `preferences`), the reports opened, the lists
 * with their items and share links, the recall inbox and the browsers that receive its messages, and the products read
 * from packages with their photos and sharing state.
 */
export const accountExport = z
  .object({
    format: z.literal(ACCOUNT_EXPORT_FORMAT),
    version: z.literal(1),
    exported_at: z.iso.datetime(),
    account: z.object({
      uid: z.string(),
      /** Null when the identity provider holds none (or no longer holds the account). */
      email: z.string().nullable(),
      created_at: z.iso.datetime().nullable(),
    }),
    /** The account holder's own preferences (the defaults when never saved). */
    preferences,
    /** The household's people, the account holder first. Empty when nothing was ever saved. */
    household: z.array(profile),
    /** The catalog reports opened, newest first (read products carry their own `viewed_at`). */
    history: z.array(accountExportView),
    /** The lists, most recently changed first, each with its items and its share link when shared. */
    lists: z.array(shoppingList),
    /** The recall inbox, newest first: every notice matched to a product the shopper looked at or keeps. */
    notifications: z.array(recallNotification),
    /** The browsers that receive the inbox's messages (Web Push), by their push service address. */
    push_subscriptions: z.array(z.object({ endpoint: z.string(), created_at: z.iso.datetime() })),
    /** The products read from their packages, newest first, with the photos kept. */
    my_products: z.array(
      myProduct.extend({
        in_history: z.boolean(),
        viewed_at: z.iso.datetime(),
        photo_files: z.array(accountExportPhoto),
      }),
    ),
  })
  .meta({ id: 'AccountExport' });
export type AccountExport = z.infer<typeof accountExport>;

/** Deleting an account cannot be undone: the request says so itself, so no stray DELETE does it. */
export const accountDeleteRequest = z
  .object({
    confirm: z.literal(true, 'confirm must be true: deleting the account and all its data cannot be undone'),
  })
  .meta({ id: 'AccountDelete' });
export type AccountDeleteRequest = z.infer<typeof accountDeleteRequest>;
