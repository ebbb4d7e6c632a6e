import { z } from 'zod';
import { shopperFacts } from './label.ts';

/** What one account may keep of the products it read from their packages; each limit is refused with a sentence. */
export const MY_PRODUCT_LIMITS = {
  /** Read products per account. */
  products: 200,
  /** Longest side of a kept photo, in pixels: larger photos are shrunk (Open Food Facts asks for 640 at least). */
  photoSide: 2000,
} as const;

/** In a history entry, a read product's `product_id` is this prefix and its id (`mine:<uuid>`). */
export const MY_PRODUCT_HISTORY_PREFIX = 'mine:';

/** The photos kept with a read product, one per panel. */
export const myProductPanel = z.enum(['ingredients', 'nutrition', 'front']).meta({ id: 'MyProductPanel' });
export type MyProductPanel = z.infer<typeof myProductPanel>;

/** Where sharing the product with Open Food Facts stands. */
export const shareStatus = z.enum(['not_shared', 'queued', 'sent', 'failed']).meta({ id: 'ShareStatus' });
export type ShareStatus = z.infer<typeof shareStatus>;

export const myProductShare = z
  .object({
    status: shareStatus,
    /** Tries so far; a queued upload is tried again, later each time, until Open Food Facts takes it. */
    attempts: z.number().int().nonnegative(),
    /** Why the last try failed; null when none did. */
    last_error: z.string().nullable(),
    sent_at: z.iso.datetime().nullable(),
    /** The product's page on Open Food Facts once sent. */
    url: z.string().nullable(),
  })
  .meta({ id: 'MyProductShare' });
export type MyProductShare = z.infer<typeof myProductShare>;

/** A product a signed-in shopper read from the photos of its package: theirs alone, never shown to others. */
export const myProduct = z
  .object({
    id: z.uuid(),
    facts: shopperFacts,
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    /** The panels photographed (each photo kept for sharing with Open Food Facts). */
    photos: z.array(myProductPanel),
    share: myProductShare,
  })
  .meta({ id: 'MyProduct' });
export type MyProduct = z.infer<typeof myProduct>;

export const myProductsResponse = z
  .object({
    /** Newest first. */
    items: z.array(myProduct),
    /** False when this server has no Open Food Facts account to share with. */
    sharing_available: z.boolean(),
  })
  .meta({ id: 'MyProducts' });
export type MyProductsResponse = z.infer<typeof myProductsResponse>;

/** A new read product, or a read product's facts changed. */
export const myProductSave = z.object({ facts: shopperFacts }).meta({ id: 'MyProductSave' });
export type MyProductSave = z.infer<typeof myProductSave>;

/** The text field of a photo upload (the photo is the `image` file part). */
export const myProductPhotoFields = z.object({ panel: myProductPanel });

/** Sharing is opt-in: the shopper has read what is sent and under which licences. */
export const myProductShareRequest = z
  .object({ consent: z.literal(true, 'consent must be true: say yes to sending the product to Open Food Facts') })
  .meta({ id: 'MyProductShareRequest' });
export type MyProductShareRequest = z.infer<typeof myProductShareRequest>;
