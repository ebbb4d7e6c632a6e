import type { User } from 'firebase/auth';
import { logger } from './logger.ts';

/** What the server's GET /api/config returns. */
export interface ClientConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string };
  authEmulatorUrl: string | null;
}

/** The small surface of the identity provider the app uses; tests pass a fake. */
export interface AuthBackend {
  /** Calls back with the current user on every change (first call = the initial state). */
  onUserChanged(callback: (user: User | null) => void): () => void;
  signIn(email: string, password: string): Promise<void>;
  signUp(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Sends the provider's password-reset email (the emulator keeps it for its own reset page). */
  resetPassword(email: string): Promise<void>;
  /** The current user's ID token, forced to refresh; null when signed out. */
  getIdToken(): Promise<string | null>;
  /** Signs the current user in again with their password: what an irreversible step asks first. */
  confirmPassword(password: string): Promise<void>;
}

async function fetchConfig(): Promise<ClientConfig> {
  const response = await fetch('/api/config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  return (await response.json()) as ClientConfig;
}

/**
 * Fetch the client config and initialise Firebase Auth (loaded as its own chunk):
 * persistence indexedDB → local storage → session storage, and the emulator when configured.
 */
export async function createFirebaseBackend(): Promise<AuthBackend> {
  const [config, sdk] = await Promise.all([fetchConfig(), import('./firebase-sdk.ts')]);
  const { onAuthStateChanged, signInWithEmailAndPassword, createUserWithEmailAndPassword, signOut } = sdk;
  const { sendPasswordResetEmail, reauthenticateWithCredential, EmailAuthProvider } = sdk;
  const auth = sdk.clientAuth(config.firebase, config.authEmulatorUrl);

  return {
    onUserChanged: (callback) => onAuthStateChanged(auth, callback),
    signIn: async (email, password) => {
      await signInWithEmailAndPassword(auth, email, password);
    },
    signUp: async (email, password) => {
      await createUserWithEmailAndPassword(auth, email, password);
    },
    signOut: () => signOut(auth),
    resetPassword: (email) => sendPasswordResetEmail(auth, email),
    confirmPassword: async (password) => {
      const user = auth.currentUser;
      if (!user?.email) throw Object.assign(new Error('Not signed in with a password'), { code: 'auth/user-mismatch' });
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
    },
    getIdToken: async () => {
      const user = auth.currentUser;
      if (!user) return null;
      try {
        return await user.getIdToken(true);
      } catch (error) {
        logger.error('Failed to get ID token', error);
        return null;
      }
    },
  };
}

/** Where Firebase Auth keeps the signed-in user (its persistence: IndexedDB, else local or session storage). */
const USER_KEY = 'firebase:authUser:';
const USER_DB = 'firebaseLocalStorageDb';
const USER_STORE = 'firebaseLocalStorage';

/**
 * Whether Firebase Auth may hold a signed-in user on this device, asked without its SDK: false only when none of its
 * stores holds one (the shopper is signed out, whatever the SDK says once loaded), true when one does or when that
 * cannot be told. Opening the database never creates it: that is left to the SDK, with its object store.
 */
export async function mayHaveSignedInUser(): Promise<boolean> {
  try {
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith(USER_KEY)) return true;
    }
    if (typeof indexedDB === 'undefined') return false;
  } catch {
    return true;
  }
  return new Promise((resolve) => {
    const request = indexedDB.open(USER_DB);
    // No such database: stop before it is made (the open then fails with an AbortError).
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = (event) => {
      event.preventDefault();
      resolve(request.error?.name !== 'AbortError');
    };
    request.onblocked = () => resolve(true);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(USER_STORE)) {
        db.close();
        resolve(false);
        return;
      }
      const keys = db.transaction(USER_STORE, 'readonly').objectStore(USER_STORE).getAllKeys();
      keys.onsuccess = () => resolve(keys.result.some((key) => typeof key === 'string' && key.startsWith(USER_KEY)));
      keys.onerror = () => resolve(true);
      db.close(); // after the transaction it started, which still completes
    };
  });
}

/** Used when the config or the SDK cannot load: the app works signed out, sign-in explains why it cannot. */
export function unavailableBackend(reason: unknown): AuthBackend {
  const fail = async () => {
    throw Object.assign(new Error('Sign-in is unavailable'), { code: 'auth/unavailable', cause: reason });
  };
  return {
    onUserChanged: (callback) => {
      queueMicrotask(() => callback(null));
      return () => {};
    },
    signIn: fail,
    signUp: fail,
    signOut: async () => {},
    resetPassword: fail,
    getIdToken: async () => null,
    confirmPassword: fail,
  };
}
