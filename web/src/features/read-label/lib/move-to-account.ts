import { createMyProduct } from '../api/my-products.ts';
import { keptProducts, removeKept } from './kept-products.ts';

/**
 * Saves each product read on this device in the account, oldest first (so the newest stays first there), and forgets
 * it on the device once the account has it; one the account refuses stays on the device (the first refusal is thrown
 * once the others are moved).
 */
export async function moveKeptToAccount(): Promise<void> {
  let refused: unknown = null;
  for (const product of [...keptProducts()].reverse()) {
    try {
      await createMyProduct(product.facts);
      removeKept(product.id);
    } catch (error) {
      refused ??= error;
    }
  }
  if (refused !== null) throw refused instanceof Error ? refused : new Error('A read product could not be moved');
}
