/**
 * The production layout on loopback, for the scale-out test and benchmark: a PostgreSQL primary with a streaming
 * replica (Debian's initdb and pg_basebackup), Redis, API instances and photo workers as child processes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server, type Socket, connect } from 'node:net';
import pg from 'pg';
import { freePorts } from '../../scripts/lib/ports.mjs';
import { startPostgres, startReplica, type Cluster } from '../../scripts/lib/postgres.mjs';
import { startRedis } from '../../scripts/lib/redis.mjs';
import { ONLINE_SOURCES, ROOT } from './child-server.ts';

export interface DataTier {
  primary: Cluster;
  replica: Cluster;
  redis: { url: string; stop(): Promise<void> };
  stop(): Promise<void>;
}

/** A primary, its streaming replica (caught up before this returns) and Redis, each on a free loopback port. */
export async function startDataTier(): Promise<DataTier> {
  // Two API instances, two workers and a third instance hold about 20 connections each.
  // A standby needs at least its primary's max_connections.
  const settings = { max_connections: '300' };
  const primary = startPostgres({ port: await freePorts(), settings });
  let replica: Cluster | undefined;
  try {
    replica = startReplica({ primaryPort: primary.port, port: await freePorts(), settings });
    const redis = await startRedis({ port: await freePorts() });
    const tier = {
      primary,
      replica,
      redis,
      async stop() {
        await redis.stop();
        replica?.stop();
        primary.stop();
      },
    };
    return tier;
  } catch (error) {
    replica?.stop();
    primary.stop();
    throw error;
  }
}

/** Waits until the replica has replayed everything the primary had written when this was called. */
export async function replicaCaughtUp(tier: DataTier, timeoutMs = 30_000): Promise<void> {
  const primary = new pg.Client({ connectionString: tier.primary.url });
  const replica = new pg.Client({ connectionString: tier.replica.url });
  await Promise.all([primary.connect(), replica.connect()]);
  try {
    const { rows } = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows: behind } = await replica.query<{ behind: boolean }>(
        'SELECT pg_last_wal_replay_lsn() < $1::pg_lsn AS behind',
        [rows[0]?.lsn],
      );
      if (behind[0]?.behind === false) return;
      if (Date.now() > deadline) throw new Error('the replica did not catch up');
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await Promise.all([primary.end(), replica.end()]);
  }
}

/** A child process with its output kept. */
export interface Proc {
  name: string;
  process: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Node on `script` (a file of the built bundle, server/dist) with `env` over a neutral one: no online
 * sources, no store of the parent's.
 */
export function startNode(name: string, script: string, env: Record<string, string>): Proc {
  const base: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', WEB_DIST: '' };
  for (const own of ['DATABASE_URL', 'DATABASE_REPLICA_URL', 'REDIS_URL', 'PHOTO_WORK', 'TRUST_PROXY'])
    delete base[own];
  for (const online of ONLINE_SOURCES) base[online] = 'off';
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    name,
    process: child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Waits until `path` answers 200 on `port` (the instance is ready), or fails with the process's output. */
export async function waitFor(port: number, proc: Proc, path = '/readyz', timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.process.exitCode !== null) throw new Error(`${proc.name} exited:\n${proc.output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${proc.name} did not answer ${path} within ${timeoutMs / 1000} s:\n${proc.output()}`);
}

/** Waits until `workers` photo workers are connected to the queue in `databaseUrl`. */
export async function workersConnected(databaseUrl: string, workers: number, timeoutMs = 120_000): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name LIKE 'clearcart-photo-worker:%'",
      );
      if ((rows[0]?.n ?? 0) >= workers) return;
      if (Date.now() > deadline) throw new Error(`${workers} photo workers did not connect`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await client.end();
  }
}

/**
 * The pid of the worker process reading a photo job now: the session holding the job's advisory lock is named after
 * its process (`clearcart-photo-worker:<pid>:<concurrency>`). Null when no job is being read.
 */
export async function workerReadingAJob(client: pg.Client): Promise<{ pid: number; jobId: string } | null> {
  const { rows } = await client.query<{ app: string; id: string }>(
    `SELECT a.application_name AS app, j.id::text AS id
       FROM pgboss.job j
       JOIN pg_locks l ON l.locktype = 'advisory' AND l.granted
        AND ((l.classid::bigint << 32) | l.objid::bigint) = hashtextextended(j.id::text, 0)
       JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE j.name = 'photo-work' AND j.state = 'active' LIMIT 1`,
  );
  const row = rows[0];
  const pid = row ? Number(/:(\d+):\d+$/.exec(row.app)?.[1]) : NaN;
  return row && pid > 0 ? { pid, jobId: row.id } : null;
}

/** A TCP relay on loopback to `port`, which can be cut (the target unreachable) and mended, for readiness checks. */
export async function relay(port: number): Promise<{ port: number; cut(): Promise<void>; mend(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const own = await freePorts();
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((incoming) => {
        const outgoing = connect(port, '127.0.0.1');
        for (const s of [incoming, outgoing]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        incoming.pipe(outgoing).pipe(incoming);
      }).listen(own, '127.0.0.1', resolve);
    });
  await listen();
  return {
    port: own,
    async cut() {
      await new Promise((resolve) => {
        server?.close(resolve);
        for (const s of sockets) s.destroy();
      });
    },
    mend: listen,
  };
}

/** A new database in the primary. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return serverUrl.replace(/\/[^/]*$/, `/${name}`);
}

/**
 * An API instance on a free port, once it is alive (/livez; ready comes later). A port another program takes between
 * the choice and the listen (loopback's ephemeral range is shared) is given up for another.
 */
export async function startApiInstance(
  name: string,
  script: string,
  env: Record<string, string>,
): Promise<{ name: string; port: number; proc: Proc }> {
  for (let attempt = 0; ; attempt++) {
    const port = await freePorts();
    const proc = startNode(name, script, { HOST: '127.0.0.1', ...env, PORT: String(port) });
    try {
      await waitFor(port, proc, '/livez');
      return { name, port, proc };
    } catch (error) {
      await proc.stop();
      if (attempt >= 3 || !proc.output().includes('already in use')) throw error;
    }
  }
}

/** The lines of `proc`'s output that `match`, once at least one has come (its output reaches us through a pipe). */
export async function linesOnce(proc: Proc, match: (line: string) => boolean, timeoutMs = 10_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = proc.output().split('\n').filter(match);
    if (lines.length > 0 || Date.now() > deadline) return lines;
    await new Promise((r) => setTimeout(r, 20));
  }
}
