// The parts of the Firebase SDK the app uses, imported by name so the bundler leaves the rest out (popup and
// redirect sign-in, phone and other providers). firebase.ts loads this module as its own chunk.
import { getApps, initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';

export {
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  reauthenticateWithCredential,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';

let auth: Auth | undefined;

/**
 * Firebase Auth with persistence indexedDB → local storage → session storage, and the emulator when configured.
 * Auth can be initialised once per app: a hot reload of the app's modules keeps this one, and its instance.
 */
export function clientAuth(options: FirebaseOptions, emulatorUrl: string | null): Auth {
  if (auth) return auth;
  const app = getApps()[0] ?? initializeApp(options);
  auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
  return auth;
}
