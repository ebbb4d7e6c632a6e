import type { Preferences } from '@clearcart/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { usePreferences } from '../features/preferences/api/get-preferences.ts';
import { formatNumber } from '../i18n/format.ts';

/** The product the app was opened on (a link, a reload), if it was opened on a report (never on the server). */
export function reportOpenedOn(): string | null {
  if (typeof window === 'undefined') return null;
  const match = /^\/product\/([^/]+)\/?$/.exec(window.location.pathname);
  if (!match?.[1] || !navigator.onLine) return null; // offline, the page's own queries get the device's answers
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Someone else's view of a report (`?for=`): its evaluation waits for the household, as the page does. */
export const forSomeoneElse = () => new URLSearchParams(window.location.search).has('for');

/**
 * Asks for the evaluation of the report the app was opened on, for the shopper's preferences (or a promise of them,
 * read meanwhile), while the report's code loads; the page's query takes the answer (evaluate-product.ts).
 */
export function evaluateEarly(id: string, preferences: Preferences | null | Promise<Preferences | null>): void {
  void Promise.all([preferences, import('../features/product/api/evaluate-product.ts')]).then(
    ([saved, { startEvaluation }]) => startEvaluation(id, saved),
  );
}

/**
 * The app opened on a report asks for its basic data and its evaluation while the report's code is still loading,
 * instead of after it has loaded and drawn the page: the scores are the page's largest text. The page's own queries
 * take these answers (same basic-data query; the evaluation made for the same preferences) rather than asking again.
 * Not for a report the server drew: it comes with its product, and with its evaluation or asks for it as it is
 * adopted (main.tsx).
 */
export function EarlyReport() {
  const [id] = useState(reportOpenedOn);
  const [forOther] = useState(() => id !== null && forSomeoneElse());
  const queryClient = useQueryClient();
  const preferences = usePreferences(); // pending until the sign-in state is known
  const saved = preferences.data ? (preferences.data.saved ? preferences.data.preferences : null) : undefined;
  const asked = useRef(false);

  useEffect(() => {
    if (!id) return;
    void import('../features/product/api/get-product.ts').then(({ productQueryOptions }) =>
      queryClient.prefetchQuery(productQueryOptions(id)),
    );
    // In a language other than English the report's figures go through Intl, whose first number formatter loads the
    // language's data (some 50 ms on a phone): made while the page's code is on its way, not in the middle of drawing
    // the report. English figures need no Intl (i18n/format.ts), and this costs nothing.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => formatNumber(0));
  }, [id, queryClient]);

  useEffect(() => {
    if (!id || forOther || saved === undefined || asked.current) return;
    asked.current = true; // once: preferences read again later are the page's business
    evaluateEarly(id, saved);
  }, [id, forOther, saved]);

  return null;
}
