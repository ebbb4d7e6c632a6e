import { Languages } from 'lucide-react';
import { useAccountLanguage } from '../../features/preferences/hooks/use-account-language.ts';
import { LOCALE_NAMES, LOCALES, PSEUDO_LOCALE, type ActiveLocale } from '../../i18n/locales.ts';
import { useLocale, useT } from '../../i18n/react.tsx';

/**
 * The interface's language, in the frame on every page. Each language is named in its own words, so a shopper finds
 * theirs whatever the page is in. The URL stays the same; the choice is kept on the device and in the account.
 */
export function LanguageMenu() {
  const t = useT();
  const locale = useLocale();
  const change = useAccountLanguage();
  return (
    <label className="cc-language">
      <Languages aria-hidden="true" size={16} />
      <span className="cc-visually-hidden">{t('frame.language')}</span>
      <select
        className="cc-language-select"
        translate="no"
        value={locale}
        onChange={(event) => void change(event.target.value as ActiveLocale)}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
        {/* Only where a test chose it: never offered to shoppers. */}
        {locale === PSEUDO_LOCALE && <option value={PSEUDO_LOCALE}>{PSEUDO_LOCALE}</option>}
      </select>
    </label>
  );
}
