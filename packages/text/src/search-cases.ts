// The table both searches by name are tested on, the server's (server/test/search.test.ts) and the device's offline
// one (web/src/features/offline/lib/name-search.test.ts): they must find the same product for each query.
// Test data only; nothing at run time reads it.

/** Real products, as little of each as a search reads. */
export const SEARCH_TABLE_PRODUCTS = [
  { id: 'nutella-400g', name: 'Nutella', brand: 'Nutella', aliases: ['Ferrero Nutella'] },
  { id: 'coca-cola-330ml', name: 'Coca-Cola Original Taste', brand: 'Coca-Cola', aliases: [] },
  { id: 'coca-cola-zero-330ml', name: 'Coca-Cola Zero Sugar', brand: 'Coca-Cola', aliases: ['Coke Zero'] },
  { id: 'ben-jerrys-cookie-dough', name: 'Cookie Dough Ice Cream', brand: "Ben & Jerry's", aliases: [] },
  { id: 'creme-brulee', name: 'Crème brûlée', brand: 'La Laitière', aliases: [] },
  { id: 'oeufs-loue', name: 'Œufs frais de plein air', brand: 'Loué', aliases: [] },
  { id: 'milka-alpine-milk', name: 'Alpine Milk Chocolate', brand: 'Milka', aliases: [] },
  { id: 'lindt-excellence-70', name: 'Excellence 70% Cocoa', brand: 'Lindt', aliases: [] },
  { id: 'tic-tac-sugar-free-gum', name: 'Tic Tac Sugar Free Gum', brand: 'Tic Tac', aliases: [] },
] as const;

/** [what the row is about, the query, the product it finds first]. */
export const SEARCH_TABLE_CASES: readonly (readonly [string, string, string])[] = [
  ['exact name', 'Nutella', 'nutella-400g'],
  ['a typo', 'nutela', 'nutella-400g'],
  ['two letters swapped', 'nutlela', 'nutella-400g'],
  ['upper case', 'NUTELLA', 'nutella-400g'],
  ['brand and variant', 'coca cola zero', 'coca-cola-zero-330ml'],
  ['an alias', 'coke zero', 'coca-cola-zero-330ml'],
  ['"and" for "&" and no apostrophe', 'ben and jerrys', 'ben-jerrys-cookie-dough'],
  ['"&" and an apostrophe', "Ben & Jerry's cookie dough", 'ben-jerrys-cookie-dough'],
  ['no accents', 'creme brulee', 'creme-brulee'],
  ['a ligature spelt out', 'oeufs', 'oeufs-loue'],
  ['a ligature typed', 'œufs loué', 'oeufs-loue'],
  ['brand and category word', 'milka chocolate', 'milka-alpine-milk'],
];

/** [what the row is about, a query that must find nothing]: two letters off is not a typo of a short word. */
export const SEARCH_TABLE_MISSES: readonly (readonly [string, string])[] = [
  ['a shop not in the table, two letters from "free"', 'Rewe'],
  ['gibberish', 'asdfgh'],
];
