import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { createServices } from '../src/services.ts';
import { openPostgres } from '../src/store/database/db.ts';
import { migrate } from '../src/store/database/migrations.ts';
import { fakeTokens, fixtureProducts } from './helpers.ts';

const url = process.env.TEST_DATABASE_URL;

/** A reverse proxy on loopback sending requests to `ports` in turn, as a load balancer would. */
function roundRobinProxy(ports: number[]): Server {
  let next = 0;
  return createServer((incoming, outgoing) => {
    const port = ports[next++ % ports.length];
    const forward = httpRequest(
      { host: '127.0.0.1', port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forward);
  });
}

const listening = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

// Under CI, helpers.ts refuses to run without TEST_DATABASE_URL, so this suite cannot silently not run there.
describe.runIf(url)('two app instances on one PostgreSQL behind a proxy', () => {
  const apps: FastifyInstance[] = [];
  let proxy: Server;
  let base = '';

  beforeAll(async () => {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const databaseUrl = (url ?? '').replace(/\/[^/]*$/, `/${name}`);
    const ports: number[] = [];
    for (let i = 0; i < 2; i++) {
      const db = await openPostgres(databaseUrl);
      await migrate(db);
      const services = createServices(db, fakeTokens);
      if (i === 0) await services.products.upsert(fixtureProducts, 'test');
      const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }), services);
      await app.listen({ host: '127.0.0.1', port: 0 });
      ports.push((app.server.address() as AddressInfo).port);
      apps.push(app);
    }
    proxy = roundRobinProxy(ports);
    base = `http://127.0.0.1:${await listening(proxy)}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy?.close(resolve));
    await Promise.all(apps.map((app) => app.close()));
  });

  it('preferences written through one instance are read through the other, every time', async () => {
    const auth = { authorization: 'Bearer user:shared', 'content-type': 'application/json' };
    for (const allergen of ['peanuts', 'sesame', 'fish']) {
      const written = await fetch(`${base}/api/preferences`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ health: { allergens: [allergen] } }),
      });
      expect(written.status).toBe(200);
      // The proxy alternates, so this read is served by the instance that did not take the write.
      const read = await fetch(`${base}/api/preferences`, { headers: auth });
      expect(await read.json()).toMatchObject({ health: { allergens: [allergen] } });
    }
  });

  it('each instance keeps its own rate limit: behind two, a client gets twice the per-instance 120 a minute', async () => {
    const identify = () =>
      fetch(`${base}/api/products/identify`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    const statuses: number[] = [];
    for (let i = 0; i < 242; i++) statuses.push((await identify()).status);
    expect(statuses.slice(0, 240).filter((s) => s === 429)).toEqual([]);
    expect(statuses.slice(240)).toEqual([429, 429]);
  });
});
