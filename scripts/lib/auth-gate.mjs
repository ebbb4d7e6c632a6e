// A gate in front of the Firebase Auth Emulator (decision 081). The emulator answers every web page: it echoes
// any Origin, so a page the shopper merely visits could list every account with its password, or delete them all. The
// gate passes what the app's pages need and what the machine's own tools send, and refuses the rest.
import { createServer, request } from 'node:http';
import { pathToFileURL } from 'node:url';
import loopback from './loopback.cjs';

/** Names of this machine: a page served from one of them is the app (or another local tool), not a web site. */
const { LOOPBACK, isLoopbackHost } = loopback;

/** What the Firebase web SDK calls for email and password accounts: sign up, sign in, look up, update, delete, tokens. */
const CLIENT_PATHS = [
  /^\/identitytoolkit\.googleapis\.com\/v1\/accounts:[A-Za-z]+(\?|$)/,
  /^\/identitytoolkit\.googleapis\.com\/v2\/recaptchaConfig(\?|$)/,
  /^\/securetoken\.googleapis\.com\/v1\/token(\?|$)/,
];

/**
 * Whether a request may reach the emulator. Without an Origin it comes from a program on this machine (the server's
 * firebase-admin, the tests, curl), which could reach the emulator anyway. With one it comes from a web page: only
 * pages of the app's own names (loopback, or `allowedHosts`), only the client SDK's calls, never as the emulator's
 * owner (`Authorization: Bearer owner`, its admin credential), and only to this machine's own Host name (a page that
 * rebinds its name to 127.0.0.1 is refused).
 */
export function gateDecision({ method, url, headers }, allowedHosts = []) {
  if (!isLoopbackHost(headers.host)) return 'the emulator answers only this machine’s own names';
  const origin = headers.origin;
  if (origin === undefined) return null;
  let originHost;
  try {
    originHost = new URL(origin).hostname.toLowerCase();
  } catch {
    return 'an unreadable Origin';
  }
  if (!LOOPBACK.has(originHost) && !allowedHosts.includes(originHost)) return `a page of ${origin} is not the app`;
  if (!CLIENT_PATHS.some((path) => path.test(url ?? ''))) return 'not an account call';
  // A preflight names the request that follows; the request itself, with its credential, is judged when it comes.
  if (method !== 'OPTIONS' && /^bearer\s+owner$/i.test(headers.authorization ?? ''))
    return 'the emulator’s admin credential';
  return null;
}

/** Listens on 127.0.0.1:`port` and forwards what `gateDecision` lets through to the emulator at 127.0.0.1:`target`. */
export function startAuthGate({ port, target, allowedHosts = [], token }) {
  const server = createServer((incoming, outgoing) => {
    const refused = gateDecision(incoming, allowedHosts);
    if (refused) {
      outgoing.writeHead(403, { 'Content-Type': 'application/json' });
      outgoing.end(
        JSON.stringify({ error: { code: 403, message: `Refused by ClearCart's emulator gate: ${refused}` } }),
      );
      incoming.resume();
      return;
    }
    const forward = request(
      {
        host: '127.0.0.1',
        port: target,
        method: incoming.method,
        path: incoming.url,
        // Stamped as the gate's: the emulator's own port takes a page's request only with this run's token.
        headers: { ...incoming.headers, 'x-clearcart-gate': token ?? '' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.once('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'Content-Type': 'application/json' });
      outgoing.end(JSON.stringify({ error: { code: 502, message: 'The Auth Emulator did not answer' } }));
    });
    incoming.pipe(forward);
  });
  // It runs until its process is stopped (emulator.mjs stops it with the emulator).
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

// Run as its own process (`node auth-gate.mjs <port> <target> [allowed,hosts]`): the scripts that start the emulator
// wait on their steps synchronously, and a gate inside them would not answer meanwhile.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [port, target, allowed = ''] = process.argv.slice(2);
  await startAuthGate({
    port: Number(port),
    target: Number(target),
    allowedHosts: allowed.split(',').filter(Boolean),
    // From the environment, not the command line, where any local user could read it.
    token: process.env.CLEARCART_GATE_TOKEN,
  });
  console.log(`auth gate on 127.0.0.1:${port}`);
}
