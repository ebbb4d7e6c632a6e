// Loaded into the firebase-tools process (`node --require`, decision 081): its hub and logging servers, which the Auth
// Emulator's gate does not front, answer no web page. Their CORS echoes any Origin, the hub's export call writes every
// account, passwords included, to any folder the caller names (it answers 403 to a page, then exports anyway), and the
// logging server streams the emulators' logs to any WebSocket.
// The emulator's own port is guarded too: a page that found it by scanning would go round the gate, so a browser's
// request there must come through the gate, which stamps what it forwards with this run's token.
// A browser's request carries Origin or Sec-Fetch-Site; the CLI's own calls carry neither, and use loopback names.
const http = require('node:http');
const { isLoopbackHost } = require('./loopback.cjs');

const ports = (value) => new Set((value ?? '').split(',').filter(Boolean).map(Number));
/** The ports to guard: CLEARCART_GUARDED_PORTS; of them, the one the gate forwards to: CLEARCART_GATED_PORT. */
const guarded = ports(process.env.CLEARCART_GUARDED_PORTS);
const gated = ports(process.env.CLEARCART_GATED_PORT);
const token = process.env.CLEARCART_GATE_TOKEN;

/** Why a request to a guarded port is refused, or null. */
function refusal(request) {
  const port = request.socket.localPort;
  if (!guarded.has(port)) return null;
  if (!isLoopbackHost(request.headers.host)) return 'only this machine’s own names';
  const browser = request.headers.origin !== undefined || request.headers['sec-fetch-site'] !== undefined;
  if (!browser) return null;
  if (gated.has(port) && token && request.headers['x-clearcart-gate'] === token) return null;
  return 'no web page';
}

const createServer = http.createServer;
http.createServer = function guardedCreateServer(...args) {
  const server = createServer.apply(this, args);
  const emit = server.emit;
  // Requests and WebSocket upgrades alike (the logging server streams the emulators' logs, reset links included).
  server.emit = function guardedEmit(event, request, second) {
    const refused = (event === 'request' || event === 'upgrade') && refusal(request);
    if (!refused) return emit.apply(this, arguments);
    const body = JSON.stringify({ error: { code: 403, message: `Refused by ClearCart's emulator guard: ${refused}` } });
    if (event === 'request') {
      second.writeHead(403, { 'Content-Type': 'application/json' });
      second.end(body);
      request.resume();
    } else second.end(`HTTP/1.1 403 Forbidden\r\nContent-Type: application/json\r\n\r\n${body}`);
    return true;
  };
  return server;
};
