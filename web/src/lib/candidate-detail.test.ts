import { describe, expect, it } from 'vitest';
import { candidateDetail } from './candidate-detail.ts';

const coke = (gtin: string, quantity = '330 ml') => ({
  product_id: gtin,
  name: 'Coca-Cola Zero Sugar',
  brand: 'Coca-Cola',
  quantity,
  gtin,
  score: 1,
});

describe('candidateDetail', () => {
  it('tells two products of one name, brand and size apart by their barcodes', () => {
    const list = [coke('5449000131805'), coke('0049000058454'), coke('5449000133335', '1.5 l')];
    expect(list.map((c) => candidateDetail(c, list))).toEqual([
      '330 ml · barcode 5449000131805',
      '330 ml · barcode 0049000058454',
      '1.5 l',
    ]);
  });
});
