import { createSign, generateKeyPairSync } from 'node:crypto';
import { join } from 'node:path';
import { startAuthEmulator } from '../../scripts/lib/emulator.mjs';

const root = join(import.meta.dirname, '..', '..');

/** A running Firebase Auth Emulator and the project its tokens are for. */
export interface AuthEmulator {
  host: string;
  /** The emulators' hub (host:port), when known. */
  hub?: string;
  projectId: string;
  stop(): Promise<void>;
}

/**
 * The emulator `npm test` started (TEST_AUTH_EMULATOR_HOST), or one of our own on `port` (20–90 s to start).
 * Null, with a warning saying why, when none can be had: callers skip their real-token tests.
 */
export async function useAuthEmulator(port: number): Promise<AuthEmulator | null> {
  const host = process.env.TEST_AUTH_EMULATOR_HOST;
  const projectId = process.env.TEST_FIREBASE_PROJECT_ID ?? 'demo-clearcart-test';
  const hub = process.env.TEST_AUTH_EMULATOR_HUB;
  if (host) return { host, ...(hub ? { hub } : {}), projectId, stop: async () => {} };
  try {
    const started = await startAuthEmulator({ root, port, projectId, quiet: true });
    return { host: started.host, hub: started.hubHost, projectId, stop: started.stop };
  } catch (error) {
    if (process.env.CI) throw error; // CI must run the real-token tests
    console.warn(
      `Auth Emulator tests skipped: TEST_AUTH_EMULATOR_HOST is not set and an emulator could not be started on port ${port} ` +
        `(${error instanceof Error ? error.message : String(error)}). Run them with npm test.`,
    );
    return null;
  }
}

/** A user created through the emulator's REST API, with the real ID token it issued. */
export interface EmulatorUser {
  uid: string;
  email: string;
  idToken: string;
}

let counter = 0;

/** Signs up a new, unique user on the emulator (the same call the web SDK makes). */
export async function signUpUser(host: string, prefix = 'user'): Promise<EmulatorUser> {
  const email = `${prefix}-${Date.now()}-${counter++}@example.com`;
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct-horse-42', returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`emulator signUp failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { localId: string; idToken: string };
  return { uid: body.localId, email, idToken: body.idToken };
}

/** Deletes a user on the emulator with its own token, as a shopper deleting their account would. */
export async function deleteUser(host: string, idToken: string): Promise<void> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:delete?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  if (!response.ok) throw new Error(`emulator delete failed: ${response.status} ${await response.text()}`);
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The header and claims of a JWT, without verifying anything. */
export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header = '', payload = ''] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>,
  };
}

/** An unsigned token shaped like the emulator's own (`alg: none`, empty signature). */
export function mintUnsigned(payload: Record<string, unknown>, header: Record<string, unknown> = {}): string {
  return `${b64url({ alg: 'none', typ: 'JWT', ...header })}.${b64url(payload)}.`;
}

/** A token that looks like a production one (RS256 with a kid) but is signed with a key nobody trusts. */
export function mintRs256WithRandomKey(payload: Record<string, unknown>): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const unsigned = `${b64url({ alg: 'RS256', kid: 'not-a-google-key', typ: 'JWT' })}.${b64url(payload)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(privateKey).toString('base64url');
  return `${unsigned}.${signature}`;
}
