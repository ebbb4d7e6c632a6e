import { describe, expect, it } from 'vitest';
import { cookieValue, drawsAhead } from './first-screen.ts';

describe('which requests get a first screen drawn by the server', () => {
  it.each([
    ['/', true],
    ['/search', true],
    ['/history', true],
    ['/compare', true],
    ['/lists', true],
    ['/preferences', false],
    ['/signin', false],
    ['/lists/abc', false],
    ['/product/nutella', true],
    ['/product/nutella/x', false],
    ['/search/', false],
  ])('%s → %s, for a first visit in English', (pathname, drawn) => {
    expect(drawsAhead({ pathname, acceptLanguage: 'en-GB,en;q=0.9' })).toBe(drawn);
  });

  it('never for a device where someone may be signed in', () => {
    expect(drawsAhead({ pathname: '/', cookie: 'a=1; cc_signed_in=1' })).toBe(false);
    expect(drawsAhead({ pathname: '/', cookie: 'a=1; cc_signed_in_not=1' })).toBe(true);
  });

  it('only in English: the language chosen on the device first, else the browser’s, as the app decides', () => {
    expect(drawsAhead({ pathname: '/' })).toBe(true); // no language asked for: English
    expect(drawsAhead({ pathname: '/', acceptLanguage: 'fr-BE,fr;q=0.9,en;q=0.8' })).toBe(false);
    expect(drawsAhead({ pathname: '/', acceptLanguage: 'de;q=0.3, en-US;q=0.8' })).toBe(true);
    expect(drawsAhead({ pathname: '/', acceptLanguage: 'ja, de;q=0.5' })).toBe(false);
    expect(drawsAhead({ pathname: '/', acceptLanguage: 'ja, ko;q=0.5' })).toBe(true); // none spoken: English
    expect(drawsAhead({ pathname: '/', acceptLanguage: 'fr', cookie: 'cc_lang=en' })).toBe(true);
    expect(drawsAhead({ pathname: '/', acceptLanguage: 'en', cookie: 'cc_lang=nl' })).toBe(false);
    expect(drawsAhead({ pathname: '/', cookie: 'cc_lang=en-XA' })).toBe(false); // the pseudo-language
    expect(drawsAhead({ pathname: '/', acceptLanguage: 'fr;q=0, en' })).toBe(true);
  });

  it('reads a cookie by its exact name, decoded', () => {
    expect(cookieValue('a=1; cc_lang=fr; b=2', 'cc_lang')).toBe('fr');
    expect(cookieValue('xcc_lang=fr', 'cc_lang')).toBeUndefined();
    expect(cookieValue('cc_lang=%E0%A4%A', 'cc_lang')).toBeUndefined();
    expect(cookieValue(undefined, 'cc_lang')).toBeUndefined();
  });
});
