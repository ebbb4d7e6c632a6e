import { defineConfig } from 'vitest/config';

// Each project gets the pool its files need. The pure packages share one module graph per worker (no isolation: they
// hold no state and mock nothing), so the knowledge base and the engine are imported once rather than once a file.
// The server's files each get a fresh process (they mock modules and set process-wide state) and spend much of their
// time waiting on child servers and PostgreSQL, so more of them run at once than there are cores.
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker: one file per core instead.
    maxWorkers: 2,
    minWorkers: 1,
    projects: [
      {
        test: {
          name: 'packages',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts'],
          pool: 'threads',
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          setupFiles: ['server/test/setup.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      './web/vite.config.ts',
    ],
  },
});
