import { currentLocale, t, type MessageKey } from '../i18n/i18n.ts';
import { SOURCE_LOCALE } from '../i18n/locales.ts';
/** Short, plain wording of our own for the identity provider's error codes (the spec leaves it open). */
const MESSAGES: Record<string, MessageKey> = {
  'auth/invalid-credential': 'auth.error.credentials',
  'auth/invalid-login-credentials': 'auth.error.credentials',
  'auth/wrong-password': 'auth.error.credentials',
  'auth/user-not-found': 'auth.error.credentials',
  'auth/invalid-email': 'auth.error.invalidEmail',
  'auth/missing-password': 'auth.error.missingPassword',
  'auth/user-disabled': 'auth.error.disabled',
  'auth/too-many-requests': 'auth.error.tooMany',
  'auth/email-already-in-use': 'auth.error.emailInUse',
  'auth/weak-password': 'auth.error.weakPassword',
  'auth/missing-recaptcha-token': 'auth.error.recaptcha',
  'auth/password-does-not-meet-requirements': 'auth.error.passwordRequirements',
  'auth/multi-factor-auth-required': 'auth.error.multiFactor',
  'auth/user-mismatch': 'auth.error.userMismatch',
  'auth/network-request-failed': 'auth.error.network',
  'auth/unauthorized-domain': 'auth.error.unauthorizedDomain',
  'auth/popup-blocked': 'auth.error.popupBlocked',
  'auth/popup-closed-by-user': 'auth.error.popupClosed',
  'auth/cancelled-popup-request': 'auth.error.popupClosed',
  'auth/web-storage-unsupported': 'auth.error.storage',
  'auth/invalid-api-key': 'auth.error.apiKey',
  'auth/invalid-user-token': 'auth.error.sessionExpired',
  'auth/user-token-expired': 'auth.error.sessionExpired',
  'auth/tenant-id-mismatch': 'auth.error.tenant',
  'auth/login-blocked': 'auth.error.blocked',
  'auth/internal-error': 'auth.error.internal',
  'auth/argument-error': 'auth.error.argument',
  'auth/unavailable': 'auth.error.unavailable',
};

export const genericAuthMessage = () => t('auth.error.generic');

export function authErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string')
    return error.code;
  return undefined;
}

/** Whether the provider refused the email and password themselves (a wrong password, or no such account). */
export function isWrongCredentials(error: unknown): boolean {
  const code = authErrorCode(error);
  return code !== undefined && MESSAGES[code] === 'auth.error.credentials';
}

/**
 * The password policy's rules as Identity Platform names them in its error ("Password must contain an upper case
 * character"), each as a message in the shopper's language; English word for word the provider's.
 */
const REQUIREMENTS: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^Password must contain at least (\d+) characters$/, (m) => t('auth.requirement.minLength', { min: Number(m[1]) })],
  [/^Password may contain at most (\d+) characters$/, (m) => t('auth.requirement.maxLength', { max: Number(m[1]) })],
  [/^Password must contain a lower case character$/, () => t('auth.requirement.lowercase')],
  [/^Password must contain an upper case character$/, () => t('auth.requirement.uppercase')],
  [/^Password must contain a numeric character$/, () => t('auth.requirement.numeric')],
  [/^Password must contain a non-alphanumeric character$/, () => t('auth.requirement.nonAlphanumeric')],
];

/**
 * The unmet rules the provider lists in brackets ("[Password must contain at least 8 characters, Password must contain
 * a numeric character]"), in the shopper's language. A rule not known here is kept as written in English only.
 */
export function passwordRequirements(detail: string): string {
  const english = currentLocale() === SOURCE_LOCALE;
  return detail
    .split(', ')
    .flatMap((rule) => {
      for (const [pattern, word] of REQUIREMENTS) {
        const match = pattern.exec(rule.trim());
        if (match) return [word(match)];
      }
      return english ? [rule] : [];
    })
    .join(', ');
}

/** The sentence to show for an identity-provider error. */
export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  const key = code ? MESSAGES[code] : undefined;
  const base = key ? t(key) : genericAuthMessage();
  if (code === 'auth/password-does-not-meet-requirements' && error instanceof Error) {
    // The SDK lists the unmet rules in brackets: "[Password must contain an upper case character]".
    const detail = passwordRequirements(/\[(.+)\]/.exec(error.message)?.[1] ?? '');
    if (detail) return `${base} ${detail}.`.replace('..', '.');
  }
  return base;
}
