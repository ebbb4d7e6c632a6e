import { negotiateLanguage } from '@clearcart/contracts/language';

/**
 * A first screen the server sends drawn (docs/decisions/037-first-screens-drawn-by-the-server.md): the pages a first
 * visit lands on, the same for every signed-out shopper, in English, which React then adopts (`hydrateRoot`) instead
 * of drawing them again. Two cookies tell the server what only the device knows, so nobody is sent a page that is not
 * theirs: someone may be signed in on this device, and the language chosen on it.
 */
export const SIGNED_IN_COOKIE = 'cc_signed_in';
export const LANGUAGE_COOKIE = 'cc_lang';
/**
 * The device holds preferences of its own (local-preferences.ts keeps it): a report or a comparison is then drawn
 * without its evaluation, which the browser asks for with them. Without it the page comes evaluated for nobody's.
 */
export const PREFERENCES_COOKIE = 'cc_prefs';

/**
 * The pages drawn ahead (their address without the query): a report with its product's basic data, and a report or a
 * comparison with its evaluation for a device holding no preferences (`PREFERENCES_COOKIE`); for one that does, the
 * evaluation follows in the browser. The others start from the shell.
 */
const DRAWN_AHEAD = [/^\/$/, /^\/search$/, /^\/history$/, /^\/compare$/, /^\/lists$/, /^\/product\/[^/]+$/];

const drawnAhead = (pathname: string): boolean => DRAWN_AHEAD.some((page) => page.test(pathname));

/**
 * One of the API's answers a page is drawn with: the query it answers and the address the server asks itself, as the
 * browser would (with `body`, a POST of that JSON). An `optional` one (an evaluation) the page asks for itself when
 * the server could not; without another, the page is not drawn.
 */
export interface Question {
  key: readonly unknown[];
  path: string;
  body?: unknown;
  optional?: boolean;
}

/** One of the API's answers a page was drawn with: the query it answers, and its data. */
export interface Answer {
  key: readonly unknown[];
  data: unknown;
}

/**
 * The query a report's evaluation is drawn with: the report's own query is one per visit (evaluate-product.ts), and
 * the report the app opened on takes this answer for no preferences.
 */
export const drawnEvaluationKey = (id: string) => ['evaluation', id, 'drawn'] as const;

/** The element holding a drawn page's answers, for the browser's first render to show the same. */
export const DRAWN_ANSWERS = 'cc-drawn-answers';

/** The answers the page at hand was drawn with (none when it was not, or they cannot be read). */
export function drawnAnswers(): Answer[] {
  try {
    const parsed: unknown = JSON.parse(document.getElementById(DRAWN_ANSWERS)?.textContent ?? '[]');
    return Array.isArray(parsed) ? (parsed as Answer[]) : [];
  } catch {
    return [];
  }
}

/** A cookie's value in a `Cookie` header (or `document.cookie`). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Keeps (or, with null, drops) a cookie for the whole site, for a year. */
export function keepCookie(name: string, value: string | null): void {
  try {
    document.cookie =
      value === null
        ? `${name}=; Path=/; Max-Age=0; SameSite=Lax`
        : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax`;
  } catch {
    // cookies blocked: every page starts from the empty shell, as before
  }
}

/**
 * Whether the server draws this request's page ahead: one of those pages, nobody perhaps signed in, and English (the
 * language chosen on the device, else `Accept-Language` negotiated as the server negotiates reports; a browser sends
 * it in the order of the `navigator.languages` the app itself follows: i18n.ts `initialLocale`).
 */
export function drawsAhead(request: { pathname: string; cookie?: string; acceptLanguage?: string }): boolean {
  if (!drawnAhead(request.pathname) || cookieValue(request.cookie, SIGNED_IN_COOKIE)) return false;
  const chosen = cookieValue(request.cookie, LANGUAGE_COOKIE);
  return (chosen ?? negotiateLanguage(request.acceptLanguage)) === 'en';
}
