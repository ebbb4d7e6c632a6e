import { defineConfig } from 'vitest/config';

// Each project gets the pool its files need. The pure packages and most of the server's files share one module graph
// per worker process (no isolation: they hold no state and mock nothing), so the knowledge base, the engine and the
// app are imported once a worker rather than once a file (decision 090).
/**
 * The server's files that replace modules or process-wide globals (vi.mock, vi.spyOn, vi.stubGlobal): a fresh module
 * graph for each. The others share one: each file builds its own app and store, and the server's modules hold no state
 * a file could leave behind (caches only).
 */
const SERVER_ISOLATED = [
  'server/src/providers/http.test.ts',
  'server/test/auth.test.ts',
  'server/test/contract.test.ts',
  'server/test/photo-rate-limit.test.ts',
  'server/test/providers-offline.test.ts',
];
const SERVER = {
  environment: 'node' as const,
  include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
  setupFiles: ['server/test/setup.ts'],
  globalSetup: ['server/test/global-setup.ts'],
  pool: 'forks' as const,
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker: one file per core instead.
    maxWorkers: 2,
    minWorkers: 1,
    // Forks are kept from file to file (the pool's setting is the run's, not a project's): a forks project that wants
    // a clean module graph per file says `isolate: true`, and gets one in the same process. Threads are new per file:
    // the web's files (jsdom, React) need a fresh global scope, not only fresh modules.
    poolOptions: { forks: { isolate: false } },
    projects: [
      {
        test: {
          name: 'packages',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts'],
          pool: 'forks',
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: { ...SERVER, name: 'server', exclude: SERVER_ISOLATED, isolate: false },
      },
      {
        test: { ...SERVER, name: 'server-isolated', include: SERVER_ISOLATED, isolate: true },
      },
      './web/vite.config.ts',
    ],
  },
});
