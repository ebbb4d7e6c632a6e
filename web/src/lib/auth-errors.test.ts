import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/i18n.ts';
import { authErrorMessage, passwordRequirements } from './auth-errors.ts';

afterEach(async () => {
  await activateLocale('en');
});

/** The identity provider's error as the SDK throws it. */
const providerError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

const POLICY = providerError(
  'auth/password-does-not-meet-requirements',
  'Firebase: Missing password requirements: [Password must contain at least 8 characters, Password must contain an ' +
    'upper case character, Password must contain a non-alphanumeric character] (auth/password-does-not-meet-requirements).',
);

describe("the identity provider's errors, in the shopper's language", () => {
  it('maps each code to its message in every language', async () => {
    expect(authErrorMessage(providerError('auth/wrong-password'))).toBe('Email or password is incorrect.');
    expect(authErrorMessage(providerError('auth/email-already-in-use'))).toBe(
      'An account with this email already exists. Try signing in instead.',
    );
    expect(authErrorMessage(providerError('auth/something-new'))).toBe('Something went wrong. Please try again.');
    await activateLocale('de');
    expect(authErrorMessage(providerError('auth/too-many-requests'))).toBe(
      'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    );
    expect(authErrorMessage(providerError('auth/weak-password'))).not.toMatch(/Password/);
  });

  it("lists a password policy's unmet rules: the provider's English word for word, other languages from the catalogue", async () => {
    expect(authErrorMessage(POLICY)).toBe(
      'Your password does not meet the password requirements. Password must contain at least 8 characters, Password ' +
        'must contain an upper case character, Password must contain a non-alphanumeric character.',
    );
    // A rule this app does not know is kept as the provider wrote it, in English only.
    expect(passwordRequirements('Password must contain a numeric character, Password must be nice')).toBe(
      'Password must contain a numeric character, Password must be nice',
    );
    await activateLocale('fr');
    expect(authErrorMessage(POLICY)).toBe(
      'Votre mot de passe ne respecte pas les exigences requises. Le mot de passe doit contenir au moins 8 caractères, ' +
        'Le mot de passe doit contenir une majuscule, Le mot de passe doit contenir un caractère spécial.',
    );
    expect(passwordRequirements('Password may contain at most 40 characters, Password must be nice')).toBe(
      'Le mot de passe peut contenir au plus 40 caractères',
    );
  });
});
