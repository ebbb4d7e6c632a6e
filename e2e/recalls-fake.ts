// A recall register and a push service on loopback for the end-to-end run: RappelConso's Explore API v2.1
// as the app reads it (records published by a test through POST /control/rappelconso), and a push service that
// decrypts what the app pushes (RFC 8291) for the subscription it made (GET /control/subscription, GET /control/push).
// Run by playwright.config.ts as a web server: `npx tsx e2e/recalls-fake.ts <port>`.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { decryptPush } from '../server/test/fakes/push-service-fake.ts';

const port = Number(process.argv[2] ?? 8186);
const records: Record<string, unknown>[] = [];
const pushed: unknown[] = [];
const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const auth = randomBytes(16);
const base = `http://127.0.0.1:${port}`;

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', base);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/health') return json(200, { ok: true });
    if (url.pathname === '/control/rappelconso' && req.method === 'POST') {
      records.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
      return json(201, { records: records.length });
    }
    if (url.pathname === '/control/subscription')
      return json(200, {
        endpoint: `${base}/push/e2e`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      });
    if (url.pathname === '/control/push') return json(200, { messages: pushed });
    if (url.pathname === '/push/e2e' && req.method === 'POST') {
      pushed.push(JSON.parse(decryptPush(Buffer.concat(chunks), ecdh.getPrivateKey(), auth)));
      return json(201, {});
    }
    if (url.pathname === '/api/explore/v2.1/catalog/datasets/rappelconso-v2-gtin-espaces/records') {
      const since = /date_publication > "([^"]+)"/.exec(url.searchParams.get('where') ?? '')?.[1];
      const after = records.filter((r) => !since || Date.parse(String(r.date_publication)) > Date.parse(since));
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      return json(200, { total_count: after.length, results: after.slice(offset, offset + limit) });
    }
    return json(404, { error: 'not found' });
  });
});
server.listen(port, '127.0.0.1');
