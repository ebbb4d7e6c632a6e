// The web's files run each in a VM context of a reused worker (pool 'vmThreads', web/vite.config.ts): jsdom's window is
// the global, without what Node would have put beside it. MSW needs the web streams and the message channels, and the
// app measures its offline answers with `performance.measure` (jsdom's `performance` lacks it): Node's own, as a
// browser has them. Runs before setup.ts, which imports MSW.
import { performance as nodePerformance } from 'node:perf_hooks';
import * as streams from 'node:stream/web';
import { BroadcastChannel, MessageChannel, MessagePort } from 'node:worker_threads';

const globals = globalThis as Record<string, unknown>;
for (const [name, value] of Object.entries({ ...streams, BroadcastChannel, MessageChannel, MessagePort })) {
  globals[name] ??= value;
}
if (typeof performance.measure !== 'function') {
  Object.defineProperty(globalThis, 'performance', { value: nodePerformance, configurable: true, writable: true });
}
