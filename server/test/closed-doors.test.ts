import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../src/providers/http.ts';
import { OpenFoodFactsWriter } from '../src/providers/open-food-facts-write.ts';
import { buildTestApp } from './test-app.ts';

// Safe by default on a shared machine: the default mode answers only its own Host names (DNS rebinding), /metrics is
// not for anyone who reaches the port, and the Open Food Facts account is never sent to another origin.

describe('the app answers only the Host names it serves (DNS rebinding)', () => {
  it.each([
    [
      'the default (emulator mode)',
      {},
      ['localhost', 'localhost:8080', '127.0.0.1:8080', '[::1]:8080'],
      ['evil.example', 'evil.example:8080', '127.0.0.1.nip.io'],
    ],
    [
      'ALLOWED_HOSTS',
      { ALLOWED_HOSTS: 'shop.example' },
      ['shop.example', 'SHOP.example:443'],
      ['localhost', 'evil.example'],
    ],
  ])(
    '%s',
    async (_label, env: Record<string, string>, served, refused) => {
      const { app } = await buildTestApp({ env });
      try {
        for (const host of served) {
          const response = await app.inject({ url: '/api/health', headers: { host } });
          expect(response.statusCode, host).toBe(200);
        }
        for (const host of refused) {
          // A rebinding page reads and writes through the shopper's own token: every route is refused, /api first.
          for (const url of ['/api/health', '/api/preferences', '/']) {
            const response = await app.inject({ url, headers: { host, authorization: 'Bearer user:alice' } });
            expect(response.statusCode, `${host} ${url}`).toBe(421);
            expect(response.json()).toMatchObject({
              error: 'misdirected_request',
              message: expect.stringContaining('ALLOWED_HOSTS'),
            });
          }
        }
      } finally {
        await app.close();
      }
    },
    120_000,
  );
});

describe('/metrics is the operators’', () => {
  it('without METRICS_TOKEN: this machine only, and not through a proxy', async () => {
    const { app } = await buildTestApp();
    try {
      expect((await app.inject('/metrics')).statusCode).toBe(200);
      const proxied = await app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(proxied.statusCode).toBe(404);
      expect((await app.inject({ url: '/metrics', remoteAddress: '192.168.1.20' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('with METRICS_TOKEN: for its bearer only, wherever they are', async () => {
    const token = 'a-long-metrics-token-0123456789';
    const { app } = await buildTestApp({ env: { METRICS_TOKEN: token } });
    try {
      expect((await app.inject('/metrics')).statusCode).toBe(404);
      const wrong = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token.slice(1)}x` } });
      expect(wrong.statusCode).toBe(404);
      const right = await app.inject({
        url: '/metrics',
        remoteAddress: '192.168.1.20',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('process_cpu');
    } finally {
      await app.close();
    }
  });
});

describe('the Open Food Facts upload account never follows a redirect to another origin', () => {
  /** A server that records what reached it and answers with `answer`. */
  const serve = async (answer: (req: IncomingMessage, body: string) => [number, Record<string, string>, string]) => {
    const seen: { path: string; body: string }[] = [];
    const server: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        seen.push({ path: req.url ?? '', body });
        const [status, headers, text] = answer(req, body);
        res.writeHead(status, headers).end(text);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => server.close() };
  };
  let elsewhere: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    elsewhere = await serve(() => [200, { 'content-type': 'application/json' }, '{"status":1}']);
  });
  afterAll(() => elsewhere.close());
  const upload = { gtin: '3017620422003', facts: { kind: 'food' as const, name: 'Spread' }, language: 'en' };

  it.each([301, 302, 303, 307, 308])(
    'a %i to another origin is refused and the password goes nowhere',
    async (status) => {
      const off = await serve(() => [status, { location: `${elsewhere.url}/cgi/product_jqm2.pl` }, '']);
      try {
        const writer = new OpenFoodFactsWriter({ url: off.url, user: 'clearcart', password: 'secret-password' });
        const failure = await writer.saveProduct(upload).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ProviderError);
        expect(String((failure as Error).message)).toMatch(/refused a redirect to http:\/\/127\.0\.0\.1:\d+/);
        expect(off.seen).toHaveLength(1);
        expect(elsewhere.seen.filter((r) => r.body.includes('secret-password'))).toEqual([]);
        expect(elsewhere.seen).toEqual([]);
      } finally {
        off.close();
      }
    },
  );

  it('a 307 within its own origin is followed with the same form', async () => {
    const off = await serve((req) =>
      req.url === '/cgi/product_jqm2.pl'
        ? [307, { location: '/moved/product_jqm2.pl' }, '']
        : [200, { 'content-type': 'application/json' }, '{"status":1,"status_verbose":"fields saved"}'],
    );
    try {
      const writer = new OpenFoodFactsWriter({ url: off.url, user: 'clearcart', password: 'secret-password' });
      await writer.saveProduct(upload);
      expect(off.seen.map((r) => r.path)).toEqual(['/cgi/product_jqm2.pl', '/moved/product_jqm2.pl']);
      expect(off.seen[1]?.body).toContain('secret-password');
    } finally {
      off.close();
    }
  });
});
