// The baseline of bench/throughput.ts: a bare Fastify route, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 18932) });
