import type { User } from 'firebase/auth';
import { vi } from 'vitest';
import type { AuthBackend } from '../lib/firebase.ts';

/** An in-memory identity provider for tests. */
export function fakeAuthBackend(initial: { email: string; uid?: string } | null = null) {
  let user: User | null = initial ? makeUser(initial.email, initial.uid) : null;
  const listeners = new Set<(user: User | null) => void>();
  const emit = () => listeners.forEach((listener) => listener(user));
  const backend = {
    onUserChanged: (callback: (user: User | null) => void) => {
      listeners.add(callback);
      queueMicrotask(() => callback(user));
      return () => listeners.delete(callback);
    },
    signIn: vi.fn(async (email: string) => {
      user = makeUser(email);
      emit();
    }),
    signUp: vi.fn(async (email: string) => {
      user = makeUser(email);
      emit();
    }),
    signOut: vi.fn(async () => {
      user = null;
      emit();
    }),
    resetPassword: vi.fn(async (_email: string) => {}),
    /** "wrong" is the wrong password: the provider's answer to it. */
    confirmPassword: vi.fn(async (password: string) => {
      if (password === 'wrong') throw Object.assign(new Error('wrong'), { code: 'auth/invalid-credential' });
    }),
    getIdToken: vi.fn(async () => (user ? `token-of-${user.uid}` : null)),
  } satisfies AuthBackend;
  return backend;
}

function makeUser(email: string, uid = `uid-${email}`): User {
  return {
    uid,
    email,
    emailVerified: false,
    displayName: null,
    isAnonymous: false,
    photoURL: null,
    phoneNumber: null,
    tenantId: null,
    providerData: [],
    metadata: { creationTime: undefined, lastSignInTime: undefined },
  } as unknown as User;
}
