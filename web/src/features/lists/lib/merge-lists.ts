import { ApiError } from '../../../lib/api-client.ts';
import { logger } from '../../../lib/logger.ts';
import { createList } from '../api/lists.ts';
import { localListsSnapshot, removeLocalList } from './local-lists.ts';

/**
 * Moves the lists made on this device while signed out into the account, oldest first, each with its items; each
 * one moved is forgotten here. An account already full keeps the rest on the device. Returns how many moved.
 */
export async function mergeLocalLists(): Promise<number> {
  let moved = 0;
  for (const list of [...localListsSnapshot()].reverse()) {
    try {
      await createList(
        list.name,
        list.items.map(({ product_id, text, quantity, checked }) => ({
          ...(product_id ? { product_id } : {}),
          text,
          quantity,
          checked,
        })),
        list.id, // sent again after a reload mid-move, it finds the list already made
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        logger.warn('The account holds as many lists as it may: the others stay on this device', error);
        return moved;
      }
      throw error;
    }
    removeLocalList(list.id);
    moved++;
  }
  return moved;
}
