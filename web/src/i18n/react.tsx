import { I18nProvider, LinguiContext, Trans } from '@lingui/react';
import { useContext, type ReactElement, type ReactNode } from 'react';
import { i18n, t, type MessageKey, type MessageValues } from './i18n.ts';
import type { ActiveLocale } from './locales.ts';

/** Gives the app its current language; what reads it renders again when the shopper changes language. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * The message function of the current language; a new one when the language changes, so memos that use it (and list
 * it as a dependency) are made again. Outside the provider (a component rendered alone in a test) it is the global one.
 */
export function useT(): Translate {
  const context = useContext(LinguiContext);
  return (context?._ as Translate | undefined) ?? t;
}

/** The current language. */
export function useLocale(): ActiveLocale {
  const context = useContext(LinguiContext);
  return (context?.i18n.locale ?? i18n.locale) as ActiveLocale;
}

/**
 * A message with elements in it: `<0>…</0>` in the message is `components[0]` wrapped around that part of it, so a
 * link keeps its place in every language's word order.
 */
export function T({
  k,
  values,
  components,
}: {
  k: MessageKey;
  values?: Record<string, string | number | ReactNode>;
  components?: Record<string, ReactElement>;
}) {
  const message = <Trans id={k} values={values} components={components} />;
  return useContext(LinguiContext) ? message : <I18nProvider i18n={i18n}>{message}</I18nProvider>;
}
