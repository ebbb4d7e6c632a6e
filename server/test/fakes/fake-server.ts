import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the fake answers: as the real service would, or in one of the ways real services fail.
 * - slow: answers correctly, but only after `slowMs` (beyond the client's timeout)
 * - fail: HTTP 500
 * - malformed: HTTP 200 whose body is not JSON (an HTML error page, as proxies send)
 * - wrong-shape: HTTP 200 with JSON of another shape
 * - oversized: HTTP 200, a 3 MB JSON body streamed without Content-Length
 * - oversized-declared: the same, announced by Content-Length
 * - throttled: HTTP 503, as the Open Food Facts family answers a client over its rate limits
 */
export type Behaviour =
  'ok' | 'slow' | 'fail' | 'malformed' | 'wrong-shape' | 'oversized' | 'oversized-declared' | 'throttled';

export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
  /** Sent as it is under this type (an XML export), instead of as JSON. */
  contentType?: string;
}

export interface FakeServer {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  requests: FakeRequest[];
  behaviour: Behaviour;
  slowMs: number;
  close(): Promise<void>;
}

const OVERSIZED_BYTES = 3 * 1024 * 1024;

/** A local HTTP server on 127.0.0.1 (port 0) answering with `handle`, bent by `behaviour`; it counts requests. */
export async function startFake(handle: (request: FakeRequest) => FakeAnswer): Promise<FakeServer> {
  const fake: FakeServer = {
    url: '',
    requests: [],
    behaviour: 'ok',
    slowMs: 3_000,
    close: async () => undefined,
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', fake.url),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      fake.requests.push(request);
      void answer(fake, res, () => handle(request));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

async function answer(fake: FakeServer, res: ServerResponse, handle: () => FakeAnswer): Promise<void> {
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const send = ({ status = 200, body, contentType }: FakeAnswer) => {
    if (contentType === undefined) return json(status, body);
    res.writeHead(status, { 'content-type': contentType });
    res.end(String(body));
  };
  try {
    switch (fake.behaviour) {
      case 'slow': {
        await new Promise((resolve) => setTimeout(resolve, fake.slowMs));
        if (res.destroyed) return;
        return send(handle());
      }
      case 'fail':
        return json(500, { error: 'internal server error' });
      case 'throttled':
        res.writeHead(503, { 'content-type': 'text/html' });
        return void res.end('<html><body><h1>503 Service Unavailable</h1></body></html>');
      case 'malformed':
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      case 'wrong-shape':
        return json(200, { unexpected: ['this', 'is', 'not', 'the', 'format'], status: 'weird' });
      case 'oversized':
      case 'oversized-declared': {
        const chunk = 'x'.repeat(64 * 1024);
        const count = Math.ceil(OVERSIZED_BYTES / chunk.length);
        res.writeHead(200, {
          'content-type': 'application/json',
          ...(fake.behaviour === 'oversized-declared' ? { 'content-length': String(count * chunk.length + 14) } : {}),
        });
        res.write('{"padding":"');
        for (let i = 0; i < count && !res.destroyed; i++) {
          if (!res.write(chunk)) await drainOrClose(res);
        }
        return void res.end('"}');
      }
      default:
        return send(handle());
    }
  } catch {
    if (!res.headersSent) json(500, { error: 'fake failed' });
  }
}

function drainOrClose(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}
