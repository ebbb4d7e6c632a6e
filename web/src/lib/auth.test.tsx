import { act, render, screen } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './auth.tsx';
import type { AuthBackend } from './firebase.ts';

// Firebase itself (GET /api/config and its SDK) stands in here: what is under test is when the provider asks for it.
const firebase = vi.hoisted(() => ({
  mayHaveSignedInUser: vi.fn<() => Promise<boolean>>(),
  createFirebaseBackend: vi.fn<() => Promise<AuthBackend>>(),
}));
vi.mock('./firebase.ts', () => ({
  mayHaveSignedInUser: firebase.mayHaveSignedInUser,
  createFirebaseBackend: firebase.createFirebaseBackend,
  unavailableBackend: vi.fn(),
}));

const ann = { uid: 'uid-ann', email: 'ann@example.com', providerData: [], metadata: {} } as unknown as User;

/** As Firebase does: a listener hears the current user when it subscribes, then every change. */
function backend(first: User | null) {
  let current = first;
  let listener: ((user: User | null) => void) | undefined;
  const signIn = vi.fn(async () => {
    current = ann;
    listener?.(ann);
  });
  const fake: AuthBackend = {
    onUserChanged: (callback) => {
      listener = callback;
      queueMicrotask(() => callback(current));
      return () => undefined;
    },
    signIn,
    signUp: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    resetPassword: vi.fn(async () => {}),
    confirmPassword: vi.fn(async () => {}),
    getIdToken: vi.fn(async () => null),
  };
  return fake;
}

function Probe() {
  const { loading, currentUser, signIn } = useAuth();
  return (
    <>
      <p>{loading ? 'loading' : `user: ${currentUser?.email ?? 'none'}`}</p>
      <button type="button" onClick={() => void signIn('ann@example.com', 'secret')}>
        sign in
      </button>
    </>
  );
}

beforeEach(() => {
  // Time runs (the queries below poll), and the test can move it on.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  firebase.mayHaveSignedInUser.mockReset();
  firebase.createFirebaseBackend.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('the sign-in state', () => {
  it('is known at once when Firebase holds nobody on this device; Firebase is not loaded for nothing', async () => {
    firebase.mayHaveSignedInUser.mockResolvedValue(false);
    firebase.createFirebaseBackend.mockResolvedValue(backend(null));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('user: none')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    // Shown again with nobody signed in elsewhere: still no Firebase.
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(firebase.mayHaveSignedInUser).toHaveBeenCalledTimes(2);
    expect(firebase.createFirebaseBackend).not.toHaveBeenCalled();
    expect(screen.getByText('user: none')).toBeInTheDocument();
  });

  it('notices a sign-in in another tab once the page is shown again', async () => {
    firebase.mayHaveSignedInUser.mockResolvedValue(false);
    firebase.createFirebaseBackend.mockResolvedValue(backend(ann));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('user: none')).toBeInTheDocument();
    firebase.mayHaveSignedInUser.mockResolvedValue(true); // Ann signed in in another tab
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(firebase.createFirebaseBackend).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('user: ann@example.com')).toBeInTheDocument();
  });

  it('a sign-in asked for before Firebase has loaded waits for it', async () => {
    firebase.mayHaveSignedInUser.mockResolvedValue(false);
    const fake = backend(null);
    firebase.createFirebaseBackend.mockResolvedValue(fake);
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('user: none');
    await act(async () => screen.getByRole('button', { name: 'sign in' }).click());
    expect(firebase.createFirebaseBackend).toHaveBeenCalledTimes(1);
    expect(fake.signIn).toHaveBeenCalledWith('ann@example.com', 'secret');
    expect(await screen.findByText('user: ann@example.com')).toBeInTheDocument();
  });

  it('waits for Firebase when it may hold someone, and is theirs', async () => {
    firebase.mayHaveSignedInUser.mockResolvedValue(true);
    let answer: (value: AuthBackend) => void = () => undefined;
    firebase.createFirebaseBackend.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await act(async () => undefined);
    expect(firebase.createFirebaseBackend).toHaveBeenCalledTimes(1);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => answer(backend(ann)));
    expect(await screen.findByText('user: ann@example.com')).toBeInTheDocument();
  });
});
