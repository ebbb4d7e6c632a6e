import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatList, formatNumber } from './format.ts';
import { activateLocale, chooseLocale, initialLocale, LOCALE_STORAGE_KEY, t } from './i18n.ts';
import { LOCALES, matchLocale } from './locales.ts';
import { pseudoMessage, pseudoText } from './pseudo.ts';

const folder = join(import.meta.dirname, 'catalogues');
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8')) as Record<string, string>;
const english = catalogue('en');

/** A compiled message's placeholders and `<0>` tags: what every translation must keep. */
function slots(message: string): string[] {
  const found = new Set<string>();
  const walk = (parts: unknown) => {
    for (const part of Array.isArray(parts) ? parts : [parts]) {
      if (typeof part === 'string') for (const tag of part.match(/<\/?\d+>/g) ?? []) found.add(tag);
      else if (Array.isArray(part)) {
        found.add(`{${String(part[0])}}`);
        const options = part[2] as Record<string, unknown> | undefined;
        if (options && typeof options === 'object')
          for (const [key, branch] of Object.entries(options)) if (key !== 'offset') walk(branch);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...found].sort();
}

afterEach(async () => {
  await activateLocale('en');
});

describe('catalogues', () => {
  it('are one per language, and nothing else', () => {
    expect(readdirSync(folder).sort()).toEqual(LOCALES.map((l) => `${l}.json`).sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en'))(
    '%s: every message parses and keeps English’s placeholders and tags',
    (locale) => {
      const translated = catalogue(locale);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(english)) {
        expect({ key, slots: slots(translated[key] ?? '') }).toEqual({ key, slots: slots(message) });
      }
    },
  );

  it.each(LOCALES.filter((l) => l !== 'en'))('%s: no sentence is left in English', (locale) => {
    const translated = catalogue(locale);
    // Words of two or more letters, outside placeholders: a message the same in English is a name, a unit or a
    // code (Nutri-Score, B Corp, kcal), never a sentence.
    const words = (message: string) => message.replace(/\{[^}]*\}/g, '').match(/\p{L}{2,}/gu) ?? [];
    // Written the same in the language: "CO2e per kg" in Italian and Dutch.
    const alike = new Set(locale === 'it' || locale === 'nl' ? ['compare.co2'] : []);
    const same = Object.entries(english).filter(
      ([key, message]) => translated[key] === message && words(message).length > 2 && !alike.has(key),
    );
    expect(same).toEqual([]);
  });
});

describe('the language', () => {
  it('comes from the browser’s languages, by primary subtag, else English', () => {
    expect(matchLocale(['fr-BE', 'en'])).toBe('fr');
    expect(matchLocale(['pt-BR', 'de-CH'])).toBe('de');
    expect(matchLocale(['zh-CN', 'ja'])).toBe('en');
    expect(matchLocale([])).toBe('en');
  });

  it('kept on the device wins over the browser’s', async () => {
    expect(initialLocale()).toBe('en');
    await chooseLocale('nl');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('nl');
    expect(initialLocale()).toBe('nl');
  });

  it('loads its catalogue, says so to the page and formats numbers its way', async () => {
    await activateLocale('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(t('frame.signIn')).toBe('Se connecter');
    expect(t('lists.items', { count: 2 })).toBe('2 articles');
    expect(formatNumber(10.6)).toBe('10,6');
    expect(t('nutrition.grams', { value: formatNumber(10.6) })).toBe('10,6 g');
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '/manifest.fr.webmanifest').toBe(
      '/manifest.fr.webmanifest',
    );
    await activateLocale('de');
    expect(formatNumber(2252.5)).toBe('2.252,5');
    expect(formatList(['Milch', 'Eier', 'Nüsse'])).toBe('Milch, Eier und Nüsse');
    await activateLocale('en');
    expect(document.documentElement.lang).toBe('en');
    expect(t('frame.signIn')).toBe('Sign In');
    expect(formatList(['milk', 'eggs', 'nuts'])).toBe('milk, eggs and nuts');
  });
});

describe('the pseudo-locale', () => {
  it('accents every Latin letter and makes text about 40 % longer', () => {
    const english = 'Make Informed Choices About Products';
    const pseudo = pseudoText(english);
    expect(pseudo).not.toMatch(/[A-Za-z]/);
    expect(pseudo.length / english.length).toBeGreaterThan(1.25);
  });

  it('keeps placeholders, plural branches and tags working, and marks the values put in', async () => {
    expect(pseudoMessage(['Read <0>the policy</0> for ', ['name']])).toEqual([
      '⟦',
      'Ŕééååđ <0>ţĥéé þööļîîçý</0> ƒööŕ ',
      '«',
      ['name'],
      '»',
      '⟧',
    ]);
    await activateLocale('en-XA');
    expect(document.documentElement.lang).toBe('en-XA');
    expect(t('lists.items', { count: 3 })).toBe('⟦3 îîţééɱš⟧');
    expect(t('frame.welcome', { name: 'ann@example.com' })).toBe('⟦Ŵééļçööɱéé, «ann@example.com»⟧');
  });
});
