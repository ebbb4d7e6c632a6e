// Bundles the server (with the workspace packages it uses, which ship TypeScript source) into server/dist/server.js,
// so `npm start` runs plain JavaScript instead of compiling TypeScript at start-up. npm packages stay external:
// they are installed, and several load files (wasm, workers, language data) relative to themselves.
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Everything but our own workspace packages (and relative imports) is left to Node's resolution at run time. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@clearcart/') ? undefined : { external: true }));
  },
};

/** `outdir`: elsewhere than server/dist, to test a change without touching the bundle `npm start` runs. */
export async function buildServer(outdir = join(root, 'server', 'dist')) {
  await build({
    // One flat folder: server.js (`npm start`); preflight.js, what `npm start` checks before it starts anything (the
    // store's owner, the ports); worker.js, `npm run worker`, the photo reader on the queue (decision 034);
    // import-cli.js, sync-cli.js and backup-cli.js, `npm run import`, `sync`, `backup` and `restore`; normalise-worker.js, the import's
    // threads, which every bundle that imports starts from beside itself.
    entryPoints: {
      server: join(root, 'server', 'src', 'server.ts'),
      preflight: join(root, 'server', 'src', 'preflight.ts'),
      worker: join(root, 'server', 'src', 'worker.ts'),
      'import-cli': join(root, 'server', 'src', 'catalog', 'import-cli.ts'),
      'sync-cli': join(root, 'server', 'src', 'catalog', 'sync-cli.ts'),
      'backup-cli': join(root, 'server', 'src', 'store', 'database', 'backup-cli.ts'),
      'normalise-worker': join(root, 'server', 'src', 'catalog', 'normalise-worker.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [externalPackages],
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--outdir');
  await buildServer(at > 0 ? process.argv[at + 1] : undefined);
}
