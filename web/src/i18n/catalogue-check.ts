// The typecheck holds every catalogue to the English one's keys: a message missing from a language, or a key in it
// that English does not have (a misspelling), fails `npm run typecheck` and names the keys.
import type de from './catalogues/de.json';
import type en from './catalogues/en.json';
import type es from './catalogues/es.json';
import type fr from './catalogues/fr.json';
import type it from './catalogues/it.json';
import type nl from './catalogues/nl.json';

type Keys = keyof typeof en;
type SameKeys<Catalogue> = [Exclude<Keys, keyof Catalogue>, Exclude<keyof Catalogue, Keys>] extends [never, never]
  ? true
  : { missing: Exclude<Keys, keyof Catalogue>; notInEnglish: Exclude<keyof Catalogue, Keys> };

export const cataloguesMatchEnglish: [
  SameKeys<typeof fr>,
  SameKeys<typeof de>,
  SameKeys<typeof es>,
  SameKeys<typeof it>,
  SameKeys<typeof nl>,
] = [true, true, true, true, true];
