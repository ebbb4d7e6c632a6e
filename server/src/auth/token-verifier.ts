import { initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { HttpError, unauthorized } from '../errors.ts';

/** Tolerated clock difference between the token issuer and us. */
const CLOCK_SKEW_SECONDS = 300;
let appCount = 0;

export interface TokenVerifier {
  /** The verified user's uid; throws a 401 HttpError for a missing, malformed, forged, expired or foreign token. */
  verify(authorization: string | undefined): Promise<string>;
  /** The account at the identity provider: its e-mail and creation time; null when it holds no such account. */
  account(uid: string): Promise<{ email: string | null; created_at: string | null } | null>;
  /** Deletes the account at the identity provider; one already gone counts as deleted. */
  deleteAccount(uid: string): Promise<void>;
}

/** firebase-admin's answer for an account it does not hold. */
const userNotFound = (error: unknown) => (error as { code?: string }).code === 'auth/user-not-found';

/**
 * firebase-admin's answer when the identity provider did not answer (a network failure, a time-out, its own error):
 * the token may well be good, so the shopper is asked to retry, not to sign in again.
 */
const providerSilent = (error: unknown) =>
  /^app\/network-|^auth\/internal-error$/.test((error as { code?: string }).code ?? '');

/**
 * Verifies Firebase ID tokens with firebase-admin: signature, audience (our project), issuer and expiry.
 * With the Auth Emulator, firebase-admin accepts the emulator's unsigned tokens and still checks the claims.
 */
export function firebaseTokenVerifier(options: { projectId: string; emulatorHost: string | null }): TokenVerifier {
  // firebase-admin reads the emulator address from the environment, so it is set here, from our config.
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  // A unique app name per verifier: two created in the same millisecond must not collide.
  const app: App = initializeApp({ projectId: options.projectId }, `clearcart-${options.projectId}-${++appCount}`);
  const auth = getAuth(app);
  return {
    async verify(authorization) {
      // The scheme is case-insensitive (RFC 9110 §11.1).
      const token = /^Bearer +([\w.-]+)$/i.exec(authorization ?? '')?.[1];
      if (!token) throw unauthorized('Sign in to use this endpoint: send Authorization: Bearer <Firebase ID token>');
      const invalid = () => unauthorized('Your sign-in token is invalid or has expired. Please sign in again.');
      let decoded;
      try {
        // checkRevoked also rejects deleted and disabled accounts; with a real project it needs
        // Google credentials (GOOGLE_APPLICATION_CREDENTIALS or the platform's) to look the user up.
        decoded = await auth.verifyIdToken(token, true);
      } catch (error) {
        if (providerSilent(error))
          throw new HttpError('busy', 'The sign-in service did not answer. Please try again in a moment.', {
            'Retry-After': '5',
          });
        throw invalid();
      }
      // Firebase requires iat and auth_time in the past; firebase-admin does not check them.
      const latest = Date.now() / 1000 + CLOCK_SKEW_SECONDS;
      if (decoded.iat > latest || decoded.auth_time > latest) throw invalid();
      return decoded.uid;
    },
    async account(uid) {
      try {
        const user = await auth.getUser(uid);
        const created = user.metadata.creationTime ? new Date(user.metadata.creationTime) : null;
        return { email: user.email ?? null, created_at: created && !isNaN(+created) ? created.toISOString() : null };
      } catch (error) {
        if (userNotFound(error)) return null;
        throw error;
      }
    },
    async deleteAccount(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (!userNotFound(error)) throw error;
      }
    },
  };
}
