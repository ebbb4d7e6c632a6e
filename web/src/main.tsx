import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { activateLocale, initialLocale } from './i18n/i18n.ts';
import { logger } from './lib/logger.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// The first screen is drawn in the shopper's language: English is in this chunk; another language's catalogue is
// fetched first (a few KB), so no English flashes before it.
activateLocale(initialLocale())
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

// Installable and usable offline with the reports this device has opened (public/sw.js). Not in development, where
// a cached shell would hide edits.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));
}
