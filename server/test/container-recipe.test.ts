import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVER_BUNDLES } from '../../scripts/lib/server-bundle.mjs';
import { envSchema } from '../src/config/env.ts';
import { ROOT } from './child-server.ts';

// No container engine runs here: the production tree test proves what the image holds; this one holds the Dockerfile
// and compose.yaml to what exists — the files and commands they name, the settings they give the app (decision 073).

const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
/** Instructions with their continuation lines joined, comments left out. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
// merge: compose reads YAML's merge keys (`<<: *app`), which YAML 1.2 leaves to the reader.
const compose = parse(readFileSync(join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<
    string,
    {
      image?: string;
      build?: string;
      command?: string[];
      environment?: Record<string, string>;
      volumes?: string[];
      healthcheck?: { disable?: boolean };
    }
  >;
};
const settings = new Set(Object.keys(envSchema.shape));
/** The app's own services in compose.yaml: those built from this Dockerfile. */
const appServices = Object.entries(compose.services).filter(([, service]) => service.build === '.');

/** The `node <file>` command of an exec-form CMD or compose command. */
const bundleOf = (command: string[]) => {
  expect(command[0]).toBe('node');
  return command[1] ?? '';
};

describe('the image and the recipe', () => {
  it('the Dockerfile builds the production tree with the tested step, runs as a non-root user and checks /livez', () => {
    const from = instructions.filter((line) => line.startsWith('FROM '));
    expect(from.length).toBeGreaterThanOrEqual(2);
    for (const line of from) expect(line).toMatch(/^FROM node:\$\{NODE_VERSION\}-bookworm-slim/);
    // The step server/test/production-tree.test.ts proves, from a file that exists.
    const run = instructions.find((line) => line.startsWith('RUN npm ci')) ?? '';
    const step =
      /^RUN npm ci --no-audit --no-fund +&& npm run build +&& node (scripts\/lib\/production-tree\.mjs) \/app$/.exec(
        run,
      );
    expect(step?.[1] && existsSync(join(ROOT, step[1])), run).toBe(true);
    // What the last stage copies is that tree.
    expect(instructions).toContain('COPY --from=build /app ./');
    expect(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.build).toBeTruthy();
    // The last stage runs as `node`, never root.
    const last = instructions.slice(instructions.lastIndexOf(from.at(-1)!));
    expect(last.filter((line) => line.startsWith('USER ')).at(-1)).toBe('USER node');
    expect(last.find((line) => line.startsWith('HEALTHCHECK '))).toContain('/livez');
    expect(last).toContain('STOPSIGNAL SIGTERM');
    const cmd = JSON.parse(last.find((line) => line.startsWith('CMD '))!.slice(4)) as string[];
    expect(SERVER_BUNDLES.map((name) => `server/dist/${name}.js`)).toContain(bundleOf(cmd));
  });

  it("the image's settings are the app's: every ENV name is in the configuration schema, and valid", () => {
    const env = Object.fromEntries(
      instructions
        .filter((line) => line.startsWith('ENV '))
        .flatMap((line) => [...line.slice(4).matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1]!, m[2]!])),
    );
    expect(Object.keys(env).length).toBeGreaterThan(3);
    for (const name of Object.keys(env)) expect(settings, name).toContain(name);
    expect(envSchema.safeParse({ ...env, FIREBASE_PROJECT_ID: 'my-shop-app' }).success).toBe(true);
  });

  it("compose.yaml starts the README's layout: two API instances, a worker, PostgreSQL primary and replica, Redis", () => {
    const api = appServices.filter(([, s]) => !s.command);
    const workers = appServices.filter(([, s]) => s.command);
    expect(api).toHaveLength(2);
    expect(workers).toHaveLength(1);
    expect(bundleOf(workers[0]![1].command!)).toBe('server/dist/worker.js');
    expect(compose.services['postgres-primary']?.image).toMatch(/^postgres:/);
    expect(compose.services['postgres-replica']?.image).toMatch(/^postgres:/);
    expect(compose.services.redis?.image).toMatch(/^redis:/);
    // The replica streams from the primary with the role the primary's first start makes.
    const init = compose.services['postgres-primary']?.volumes?.find((v) => v.includes('docker-entrypoint-initdb.d'));
    expect(init && existsSync(join(ROOT, init.split(':')[0]!))).toBe(true);
    expect(JSON.stringify(compose.services['postgres-replica'])).toContain('pg_basebackup -h postgres-primary');
  });

  it("compose's settings for the app are names of its configuration, pointing at the layout's services", () => {
    for (const [name, service] of appServices) {
      for (const key of Object.keys(service.environment ?? {})) expect(settings, `${name}: ${key}`).toContain(key);
      expect(service.environment?.DATABASE_URL, name).toContain('@postgres-primary:5432/');
      expect(service.environment?.USE_AUTH_EMULATOR, name).toBe('false');
    }
    for (const [name, service] of appServices.filter(([, s]) => !s.command)) {
      expect(service.environment?.DATABASE_REPLICA_URL, name).toContain('@postgres-replica:5432/');
      expect(service.environment?.REDIS_URL, name).toBe('redis://redis:6379');
    }
  });
});
