import { Moon, Sun } from 'lucide-react';
import { ThemeProvider, useTheme } from 'next-themes';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/react.tsx';

/** Light by default; follows the system's dark mode unless the shopper chooses. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
      {children}
    </ThemeProvider>
  );
}

/** In the top bar, which paints before the UI kit loads: a plain button. */
export function ColorModeButton() {
  const { resolvedTheme, setTheme } = useTheme();
  const dark = resolvedTheme === 'dark';
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
