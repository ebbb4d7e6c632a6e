import { hashKey } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, Router } from './app/app.tsx';
import { evaluateEarly, forSomeoneElse, reportOpenedOn } from './app/early-report.tsx';
import { makeQueryClient } from './app/provider.tsx';
import { createRouter, loadRoutesOf } from './app/router.tsx';
import { startOfflineProducts } from './features/offline/lib/boot.ts';
import { holdsLocalPreferences, readLocalPreferences } from './features/preferences/lib/local-preferences.ts';
import { activateLocale, initialLocale, storedLocale } from './i18n/i18n.ts';
import {
  ADOPTING,
  cookieValue,
  drawnAnswers,
  drawnEvaluationKey,
  keepCookie,
  LANGUAGE_COOKIE,
  PREFERENCES_COOKIE,
  SIGNED_IN_COOKIE,
} from './first-screen/index.ts';
import { logger } from './lib/logger.ts';
import { nextTask } from './lib/next-task.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// Before any call: a report opened offline (a reload, a link, the app reopened on it) is answered from the saved
// pack, not failed by a network that is not there while the frame's effects have not run yet.
startOfflineProducts();
const locale = initialLocale();
// The language chosen before the server was told of choices (first-screen/).
const stored = storedLocale();
if (stored && cookieValue(document.cookie, LANGUAGE_COOKIE) !== stored) keepCookie(LANGUAGE_COOKIE, stored);
// Preferences kept before the server was told of them: this page may hold an evaluation made for nobody's.
const holdsPreferences = holdsLocalPreferences();
const untold = holdsPreferences && !cookieValue(document.cookie, PREFERENCES_COOKIE);
if (untold) keepCookie(PREFERENCES_COOKIE, '1');

// The server drew this page for a shopper signed out, in English: React adopts it as it is, once the page's code is
// here. Anything else (a page kept by the service worker for another address, another language, someone signed in,
// preferences the server did not know of) is drawn anew.
const drawn =
  root.dataset.drawn === window.location.pathname &&
  locale === 'en' &&
  !cookieValue(document.cookie, SIGNED_IN_COOKIE) &&
  !untold;

if (drawn) {
  // The answers the page was drawn with (a report's product and evaluation, a comparison's), so the first render draws
  // the same page.
  const queryClient = makeQueryClient();
  const answers = drawnAnswers();
  for (const { key, data } of answers) queryClient.setQueryData(key, data);
  // A report drawn without its evaluation (the device holds preferences) has it asked for now, beside the page's code,
  // not once React has adopted the page: its scores are the page's largest text.
  const report = reportOpenedOn();
  const evaluated = report !== null && answers.some(({ key }) => hashKey(key) === hashKey(drawnEvaluationKey(report)));
  if (report && !evaluated && !forSomeoneElse()) evaluateEarly(report, readLocalPreferences());
  // The page's code, the router and React's adoption each in a task of its own (boot.ts). In a transition, as below:
  // React adopts the page in slices that let the browser in. Should the page's code not load, React draws what the
  // router shows instead (its error page), so the page never stays unadopted.
  void loadRoutesOf(window.location.pathname)
    .catch((error) => logger.warn('The page’s code did not load', error))
    .then(nextTask)
    .then(async () => {
      const router = createRouter();
      await nextTask();
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App drawn queryClient={queryClient} router={<Router router={router} />} />
          </StrictMode>,
          { onRecoverableError: (error) => logger.warn('The page drawn by the server was drawn again', error) },
        );
      });
    });
} else {
  root.replaceChildren();
  root.removeAttribute(ADOPTING);
  // The first screen is drawn in the shopper's language: English is in this chunk; another language's catalogue is
  // fetched first (a few KB), so no English flashes before it.
  activateLocale(locale)
    .catch((error) => logger.warn('Could not load the language; showing English', error))
    .finally(() => {
      // A transition lets React render the first screen in slices that yield to the browser, instead of one long task.
      startTransition(() => {
        createRoot(root).render(
          <StrictMode>
            <App />
          </StrictMode>,
        );
      });
    });
}

// Installable and usable offline with the reports this device has opened (public/sw.js). Not in development, where
// a cached shell would hide edits. After the page's load, which a drawn page has had before this code runs.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js');
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
