import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { gateDecision } from '../../scripts/lib/auth-gate.mjs';
import { signUpUser, useAuthEmulator, type AuthEmulator } from './auth-emulator.ts';

// The Auth Emulator behind its gate (decision 081), as `npm start` and `npm test` run it: a web page other
// than the app's reaches nothing, the app's pages reach only the account calls, and the machine's own tools everything.

/** One request with the headers a browser (or a rebinding page) would send, answered by the real emulator's gate. */
function send(
  host: string,
  path: string,
  { method = 'POST', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: unknown },
): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  const [hostname, port] = host.split(':');
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port: Number(port),
        path,
        method,
        headers: { host, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.once('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const emulator = await useAuthEmulator(9599);
const SIGN_UP = '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any';

describe.runIf(emulator)('the Auth Emulator behind its gate', () => {
  const auth = emulator as AuthEmulator;
  const admin = `/emulator/v1/projects/${auth.projectId}/accounts`;
  const query = `/identitytoolkit.googleapis.com/v1/projects/${auth.projectId}/accounts:query`;
  const account = () => ({ email: `gate-${Date.now()}-${Math.random()}@example.com`, password: 'gate-pass-42' });
  afterAll(() => auth.stop());

  it('refuses a page of another site everything, preflights included, and tells it nothing', async () => {
    const evil = { origin: 'https://shop-deals.example' };
    for (const [path, method] of [
      [SIGN_UP, 'POST'],
      [SIGN_UP, 'OPTIONS'],
      [query, 'POST'],
      [admin, 'DELETE'],
    ] as const) {
      const answer = await send(auth.host, path, { method, headers: evil, body: method === 'POST' ? {} : undefined });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it("lets the app's own pages sign up and sign in, but never list, query or delete accounts as the emulator's owner", async () => {
    const app = { origin: 'http://localhost:8080' };
    const created = await send(auth.host, SIGN_UP, { headers: app, body: { ...account(), returnSecureToken: true } });
    expect(created.status).toBe(200);
    expect(created.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    const preflight = await send(auth.host, SIGN_UP, {
      method: 'OPTIONS',
      headers: { ...app, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect((await send(auth.host, admin, { method: 'DELETE', headers: app })).status).toBe(403);
    expect((await send(auth.host, query, { headers: app, body: {} })).status).toBe(403);
    const { uid } = await signUpUser(auth.host, 'gate');
    const asOwner = await send(auth.host, '/identitytoolkit.googleapis.com/v1/accounts:delete?key=any', {
      headers: { ...app, authorization: 'Bearer owner' },
      body: { localId: uid },
    });
    expect(asOwner.status).toBe(403);
  });

  it("passes the machine's own tools (no Origin) through, and refuses a name rebound to this machine", async () => {
    expect((await send(auth.host, query, { headers: { authorization: 'Bearer owner' }, body: {} })).status).toBe(200);
    const rebound = await send(auth.host, SIGN_UP, {
      headers: { host: 'shop-deals.example:9099' },
      body: { ...account(), returnSecureToken: true },
    });
    expect(rebound.status).toBe(403);
  });

  it("keeps web pages off the emulators' hub and logging server, which the gate does not front", async () => {
    if (process.env.CI) expect(auth.hub, 'TEST_AUTH_EMULATOR_HUB').toBeDefined();
    if (!auth.hub) return;
    const evil = { origin: 'https://shop-deals.example' };
    // The hub's export writes every account, passwords included, where it is told; unguarded it answers a page 403
    // ("cannot be triggered by external callers") and exports anyway. The guard's refusal means it never ran.
    const exported = await send(auth.hub, '/_admin/export', { headers: evil, body: { path: '/tmp/clearcart-stolen' } });
    expect(exported.status).toBe(403);
    expect(exported.text).toContain("Refused by ClearCart's emulator guard");
    const preflight = await send(auth.hub, '/_admin/export', {
      method: 'OPTIONS',
      headers: { ...evil, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const navigated = await send(auth.hub, '/emulators', {
      method: 'GET',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(navigated.status).toBe(403);
    expect(
      (await send(auth.hub, '/emulators', { method: 'GET', headers: { host: 'shop-deals.example' } })).status,
    ).toBe(403);
    // The emulator's own port, the one before the hub's (scripts/lib/emulator.mjs): a page that found it by scanning
    // would go round the gate; it takes a page's request only as the gate forwards it.
    const [hubName, hubPort] = auth.hub.split(':');
    const direct = `${hubName}:${Number(hubPort) - 1}`;
    const app = { origin: 'http://localhost:8080' };
    expect(
      (await send(direct, SIGN_UP, { headers: app, body: { ...account(), returnSecureToken: true } })).status,
    ).toBe(403);
    expect((await send(direct, admin, { method: 'DELETE', headers: evil })).status).toBe(403);
    // The machine's own tools still read it.
    const tool = await send(auth.hub, '/emulators', { method: 'GET' });
    expect(tool.status).toBe(200);
    expect(Object.keys(JSON.parse(tool.text) as object)).toContain('auth');
    // The logging server, on the port after the hub's (scripts/lib/emulator.mjs), streams the emulators' logs (a
    // password-reset link among them) to any WebSocket: a page's upgrade is refused.
    const upgrade = await new Promise<number>((resolve, reject) => {
      const req = request({
        hostname: hubName,
        port: Number(hubPort) + 1,
        path: '/',
        headers: {
          ...evil,
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      });
      req.once('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.once('upgrade', (_res, socket) => {
        socket.destroy();
        resolve(101);
      });
      req.once('error', reject);
      req.end();
    });
    expect(upgrade).toBe(403);
  });
});

describe('the gate’s decision', () => {
  const at = (headers: Record<string, string>, url = SIGN_UP, method = 'POST') =>
    gateDecision({ method, url, headers: { host: '127.0.0.1:9099', ...headers } });

  it('lets the app’s names through and, with ALLOWED_HOSTS, the names it is served under', () => {
    expect(at({ origin: 'http://127.0.0.1:8080' })).toBeNull();
    expect(at({ origin: 'http://[::1]:8080' })).toBeNull();
    expect(at({ origin: 'http://shop.local:8080' })).toMatch(/not the app/);
    expect(
      gateDecision(
        { method: 'POST', url: SIGN_UP, headers: { host: 'localhost:9099', origin: 'http://shop.local:8080' } },
        ['shop.local'],
      ),
    ).toBeNull();
  });

  it('refuses an unreadable Origin, an unknown Host and every path but the account calls to a page', () => {
    expect(at({ origin: 'null' })).not.toBeNull();
    expect(gateDecision({ method: 'GET', url: '/', headers: { host: 'evil.example' } })).not.toBeNull();
    expect(at({ origin: 'http://localhost:8080' }, '/emulator/v1/projects/p/config', 'GET')).toMatch(/not an account/);
    expect(at({ origin: 'http://localhost:8080' }, '/securetoken.googleapis.com/v1/token?key=k')).toBeNull();
  });
});
