import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { READ_PRODUCTS_STORAGE_KEY } from '../config/constants.ts';
import { keepProduct, keptProducts } from '../features/read-label/lib/kept-products.ts';
import { forgetShopper } from './forget-shopper.ts';

describe('forgetShopper', () => {
  it('leaves none of the products the shopper read from packages on the device', async () => {
    keepProduct({ kind: 'food', name: 'Nutella', ingredients_text: 'Sugar, palm oil, hazelnuts' });
    expect(keptProducts()).toHaveLength(1);
    await forgetShopper(new QueryClient());
    expect(keptProducts()).toEqual([]);
    expect(localStorage.getItem(READ_PRODUCTS_STORAGE_KEY)).toBeNull();
  });
});
