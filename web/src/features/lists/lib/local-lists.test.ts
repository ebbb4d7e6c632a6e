import { LIST_LIMITS } from '@clearcart/contracts/list-limits';
import { describe, expect, it } from 'vitest';
import {
  addLocalItem,
  createLocalList,
  localListsSnapshot,
  removeLocalItem,
  renameLocalList,
  reorderLocalItems,
  updateLocalItem,
} from './local-lists.ts';

describe('lists kept on the device', () => {
  it('makes a list, adds items, and a product already on it gets the quantity added', () => {
    const list = createLocalList('  Picnic ', [{ text: 'bread' }]);
    expect(list.name).toBe('Picnic');
    addLocalItem(list.id, { product_id: 'snickers' });
    const again = addLocalItem(list.id, { product_id: 'snickers', quantity: 2 });
    expect(again.quantity).toBe(3);
    const [kept] = localListsSnapshot();
    expect(kept?.items.map((i) => [i.product_id, i.text, i.quantity])).toEqual([
      [null, 'bread', 1],
      ['snickers', '', 3],
    ]);
  });

  it('ticks, matches, reorders and removes items, and refuses what the account would refuse', () => {
    const list = createLocalList('Weekly', [{ text: 'bread' }, { text: 'milk' }]);
    const [bread, milk] = list.items;
    updateLocalItem(list.id, bread!.id, { checked: true, product_id: 'hovis-wholemeal' });
    reorderLocalItems(list.id, [milk!.id, bread!.id]);
    let kept = localListsSnapshot().find((l) => l.id === list.id)!;
    expect(kept.items.map((i) => [i.text, i.checked, i.product_id])).toEqual([
      ['milk', false, null],
      ['bread', true, 'hovis-wholemeal'],
    ]);
    removeLocalItem(list.id, milk!.id);
    kept = localListsSnapshot().find((l) => l.id === list.id)!;
    expect(kept.items).toHaveLength(1);

    expect(() => renameLocalList(list.id, '   ')).toThrow('A list needs a name');
    expect(() => addLocalItem(list.id, { text: '  ' })).toThrow('An item needs a product or a text');
    expect(() => createLocalList('x'.repeat(LIST_LIMITS.name + 1))).toThrow(`at most ${LIST_LIMITS.name}`);
    const full = createLocalList(
      'Full',
      Array.from({ length: LIST_LIMITS.items }, (_, i) => ({ text: `item ${i}` })),
    );
    expect(() => addLocalItem(full.id, { text: 'one more' })).toThrow(`at most ${LIST_LIMITS.items} items`);
  });
});
