import { Moon, Sun } from 'lucide-react';
import { ThemeProvider, useTheme } from 'next-themes';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/react.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * Light by default; follows the system's dark mode unless the shopper chooses. Not `disableTransitionOnChange`: that
 * adds and removes a style sheet on every page's first render too, restyling the whole page twice (the app's own
 * styles have no transitions to stop).
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem>
      {children}
    </ThemeProvider>
  );
}

/** In the top bar, which paints before the UI kit loads: a plain button. */
export function ColorModeButton() {
  const { resolvedTheme, setTheme } = useTheme();
  // The server cannot know the device's mode: a page it drew shows the light mode's button until it is live.
  const dark = useHydrated() && resolvedTheme === 'dark';
  const t = useT();
  return (
    <button
      type="button"
      className="cc-button cc-ghost"
      aria-label={dark ? t('frame.lightMode') : t('frame.darkMode')}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </button>
  );
}
