import type { User } from 'firebase/auth';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { setTokenProvider } from './api-client.ts';
import { createFirebaseBackend, mayHaveSignedInUser, unavailableBackend, type AuthBackend } from './firebase.ts';
import { keepCookie, SIGNED_IN_COOKIE } from '../first-screen/index.ts';
import { logger } from './logger.ts';

/** The signed-in user as the client holds it. */
export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  isAnonymous: boolean;
  photoURL: string | null;
  phoneNumber: string | null;
  tenantId: string | null;
  providerData: User['providerData'];
  creationTime: string | undefined;
  lastSignInTime: string | undefined;
}

export interface AuthContextValue {
  currentUser: AuthUser | null;
  loading: boolean;
  signIn(email: string, password: string): Promise<void>;
  signUp(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Sends a password-reset email to `email` (nothing says whether an account uses it). */
  resetPassword(email: string): Promise<void>;
  /** A freshly refreshed ID token, or null when signed out or on failure (the failure is logged). */
  getIdToken(): Promise<string | null>;
  /** The signed-in shopper's password checked with the provider again, before an irreversible step. */
  confirmPassword(password: string): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    isAnonymous: user.isAnonymous,
    photoURL: user.photoURL,
    phoneNumber: user.phoneNumber,
    tenantId: user.tenantId,
    providerData: user.providerData,
    creationTime: user.metadata.creationTime,
    lastSignInTime: user.metadata.lastSignInTime,
  };
}

async function loadBackend(): Promise<AuthBackend> {
  try {
    return await createFirebaseBackend();
  } catch (error) {
    logger.error('Authentication could not start; continuing signed out', error);
    return unavailableBackend(error);
  }
}

/**
 * Runs `task` once this device may hold a signed-in user after all (someone signed in in another tab): looked for
 * again, without Firebase's SDK, each time the page is shown or focused. Returns a stop.
 */
function onSignInElsewhere(task: () => void): () => void {
  const look = () => {
    if (document.visibilityState !== 'visible') return;
    void mayHaveSignedInUser().then((maybe) => maybe && task());
  };
  document.addEventListener('visibilitychange', look);
  window.addEventListener('focus', look);
  return () => {
    document.removeEventListener('visibilitychange', look);
    window.removeEventListener('focus', look);
  };
}

/**
 * Provides the auth state. `loading` is true until the first auth state is known: at once when Firebase holds nobody
 * on this device, else when Firebase has answered. Meanwhile the frame shows a page that does not depend on who is
 * signed in (a report) and waits with the others (app-layout.tsx).
 */
export function AuthProvider({
  children,
  backend: givenBackend,
  signedOut = false,
}: {
  children: ReactNode;
  /** Tests inject a fake; by default Firebase is configured from GET /api/config. */
  backend?: AuthBackend;
  /** The page was drawn by the server for a shopper signed out (first-screen/): it starts so, not loading. */
  signedOut?: boolean;
}) {
  const [backend, setBackend] = useState<AuthBackend | null>(givenBackend ?? null);
  const [currentUser, setCurrentUser] = useState<AuthUser | null>(null);
  const [loading, setLoading] = useState(!signedOut);
  // Once Firebase has told who is signed in, nothing sets the pages waiting again (it tells only on a change).
  const answered = useRef(false);
  // Firebase (its SDK and GET /api/config) loads once per page; an action asked for before it has loaded waits for it.
  const loader = useRef<Promise<AuthBackend> | null>(null);
  const ensureBackend = useCallback(() => {
    loader.current ??= (givenBackend ? Promise.resolve(givenBackend) : loadBackend()).then((loaded) => {
      setBackend(loaded);
      return loaded;
    });
    return loader.current;
  }, [givenBackend]);

  useEffect(() => {
    if (givenBackend) return;
    let live = true;
    let cancel: (() => void) | undefined;
    void mayHaveSignedInUser().then((maybe) => {
      if (!live) return;
      if (maybe) {
        if (!answered.current) setLoading(true); // drawn signed out, yet someone may be: the pages wait for Firebase
        void ensureBackend();
        return;
      }
      keepCookie(SIGNED_IN_COOKIE, null);
      // Nobody is signed in on this device: the pages go on signed out at once, and Firebase (its SDK, some 90 KB to
      // run on a phone) loads only when needed: to sign in, or once someone has signed in in another tab.
      setLoading(false);
      cancel = onSignInElsewhere(() => void ensureBackend());
    });
    return () => {
      live = false;
      cancel?.();
    };
  }, [givenBackend, ensureBackend]);

  useEffect(() => {
    if (!backend) return;
    return backend.onUserChanged((user) => {
      // Tells the server not to send this device a page drawn for a shopper signed out (first-screen/).
      keepCookie(SIGNED_IN_COOKIE, user ? '1' : null);
      setCurrentUser(user ? toAuthUser(user) : null);
      answered.current = true;
      setLoading(false);
    });
  }, [backend]);

  const getIdToken = useCallback(async () => {
    if (!backend) return null; // not loaded: nobody is signed in yet
    try {
      return await backend.getIdToken();
    } catch (error) {
      logger.error('Failed to get ID token', error);
      return null;
    }
  }, [backend]);

  useEffect(() => {
    setTokenProvider(getIdToken);
  }, [getIdToken]);

  const value = useMemo<AuthContextValue>(
    () => ({
      currentUser,
      loading,
      signIn: async (email, password) => (await ensureBackend()).signIn(email, password),
      signUp: async (email, password) => (await ensureBackend()).signUp(email, password),
      signOut: () => (backend ? backend.signOut() : Promise.resolve()),
      resetPassword: async (email) => (await ensureBackend()).resetPassword(email),
      confirmPassword: async (password) => (await ensureBackend()).confirmPassword(password),
      getIdToken,
    }),
    [backend, currentUser, loading, getIdToken, ensureBackend],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth context: the current user, a loading flag and the account actions. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
