import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// A transition lets React render the first screen in slices that yield to the browser, instead of one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// Installable and usable offline with the reports this device has opened (public/sw.js). Not in development, where
// a cached shell would hide edits.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));
}
