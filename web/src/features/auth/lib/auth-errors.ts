/** Short, plain wording for the identity provider's error codes (spec §8 leaves it open). */
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Email or password is incorrect.',
  'auth/invalid-login-credentials': 'Email or password is incorrect.',
  'auth/wrong-password': 'Email or password is incorrect.',
  'auth/user-not-found': 'Email or password is incorrect.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/missing-password': 'Please enter your password.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/email-already-in-use': 'An account with this email already exists. Try signing in instead.',
  'auth/weak-password': 'Password must be at least 6 characters.',
  'auth/missing-recaptcha-token': 'The security check did not complete. Please try again.',
  'auth/password-does-not-meet-requirements': 'Your password does not meet the password requirements.',
  'auth/multi-factor-auth-required': 'This account needs a second sign-in step, which is not supported here yet.',
  'auth/user-mismatch': 'These credentials belong to a different account.',
  'auth/network-request-failed': 'Network error. Check your connection and try again.',
  'auth/unauthorized-domain': 'Sign-in is not enabled for this website.',
  'auth/popup-blocked': 'Your browser blocked the sign-in window.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before finishing.',
  'auth/cancelled-popup-request': 'The sign-in window was closed before finishing.',
  'auth/web-storage-unsupported': 'Your browser blocks the storage needed to stay signed in. Please allow site data.',
  'auth/invalid-api-key': 'Sign-in is not set up correctly. Please try again later.',
  'auth/invalid-user-token': 'Your session has expired. Please sign in again.',
  'auth/user-token-expired': 'Your session has expired. Please sign in again.',
  'auth/tenant-id-mismatch': 'This account belongs to a different organisation.',
  'auth/login-blocked': 'Sign-in is blocked for this account.',
  'auth/internal-error': 'Something went wrong on our side. Please try again.',
  'auth/argument-error': 'Something was wrong with the request. Please check your details.',
  'auth/unavailable': 'Sign-in is unavailable right now. Please try again later.',
};

export const GENERIC_AUTH_MESSAGE = 'Something went wrong. Please try again.';

export function authErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string')
    return error.code;
  return undefined;
}

/** The sentence to show for an identity-provider error. */
export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  const base = (code && MESSAGES[code]) ?? GENERIC_AUTH_MESSAGE;
  if (code === 'auth/password-does-not-meet-requirements' && error instanceof Error) {
    // The SDK lists the unmet rules in brackets: "[Password must contain an upper case character]".
    const detail = /\[(.+)\]/.exec(error.message)?.[1];
    if (detail) return `${base} ${detail}.`.replace('..', '.');
  }
  return base;
}
