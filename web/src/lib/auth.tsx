import type { User } from 'firebase/auth';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setTokenProvider } from './api-client.ts';
import { createFirebaseBackend, unavailableBackend, type AuthBackend } from './firebase.ts';
import { logger } from './logger.ts';

/** The signed-in user as the client holds it (spec §3). */
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

/** Provides the auth state; renders `fallback` until the first auth state is known. */
export function AuthProvider({
  children,
  fallback = null,
  backend: givenBackend,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  /** Tests inject a fake; by default Firebase is configured from GET /api/config. */
  backend?: AuthBackend;
}) {
  const [backend, setBackend] = useState<AuthBackend | null>(givenBackend ?? null);
  const [currentUser, setCurrentUser] = useState<AuthUser | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    if (givenBackend) return;
    let live = true;
    void loadBackend().then((loaded) => live && setBackend(loaded));
    return () => {
      live = false;
    };
  }, [givenBackend]);

  useEffect(() => {
    if (!backend) return;
    return backend.onUserChanged((user) => {
      setCurrentUser(user ? toAuthUser(user) : null);
      setLoading(false);
    });
  }, [backend]);

  const getIdToken = useCallback(async () => {
    if (!backend) return null;
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
      signIn: (email, password) =>
        backend ? backend.signIn(email, password) : Promise.reject(new Error('Auth not ready')),
      signUp: (email, password) =>
        backend ? backend.signUp(email, password) : Promise.reject(new Error('Auth not ready')),
      signOut: () => (backend ? backend.signOut() : Promise.resolve()),
      resetPassword: (email) => (backend ? backend.resetPassword(email) : Promise.reject(new Error('Auth not ready'))),
      getIdToken,
    }),
    [backend, currentUser, loading, getIdToken],
  );

  return <AuthContext.Provider value={value}>{loading ? fallback : children}</AuthContext.Provider>;
}

/** The auth context (spec §6). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
