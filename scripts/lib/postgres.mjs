// A throwaway PostgreSQL cluster on a loopback port, for the store tests (Debian's postgresql package).
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

/** The directory holding initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}

/**
 * Starts a fresh cluster on 127.0.0.1:`port`, with any server `settings` (`{ shared_buffers: '6GB' }`); returns
 * { url, stop }. PostgreSQL refuses to run as root, so root runs it as `postgres`.
 */
export function startPostgres({ port, settings = {} }) {
  const { dir, data, sh } = cluster();
  sh(['initdb', '-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  return started({ dir, data, sh, port, settings });
}

/**
 * A streaming replica of the cluster on 127.0.0.1:`primaryPort` (started by startPostgres: its initdb lets loopback
 * replication connections in), copied with pg_basebackup and started on `port`; returns { url, stop, pause, resume }
 * (pause and resume stop and start it, keeping its files).
 */
export function startReplica({ primaryPort, port, settings = {} }) {
  const { dir, data, sh } = cluster();
  sh([
    'pg_basebackup',
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
    '-D',
    data,
    '-R',
    '-X',
    'stream',
  ]);
  return started({ dir, data, sh, port, settings });
}

/** A folder for a cluster, and a runner of PostgreSQL's programs (as `postgres` when root: it refuses root). */
function cluster() {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (Debian: apt-get install -y postgresql)');
  const dir = mkdtempSync(join(tmpdir(), 'clearcart-pg-'));
  const asRoot = process.getuid?.() === 0;
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const sh = (args) => {
    const [cmd, ...rest] = args;
    const full = asRoot ? ['runuser', '-u', 'postgres', '--', join(bin, cmd), ...rest] : [join(bin, cmd), ...rest];
    const result = spawnSync(full[0], full.slice(1), { encoding: 'utf8' });
    if (result.status === 0) return;
    // pg_ctl says only "examine the log output": the log's end says why.
    const log = existsSync(join(dir, 'log'))
      ? readFileSync(join(dir, 'log'), 'utf8').split('\n').slice(-8).join('\n')
      : '';
    throw new Error(`${cmd} failed: ${result.stderr || result.stdout}${log}`);
  };
  return { dir, data, sh };
}

/** Starts the cluster in `data` on `port`; its handle. */
function started({ dir, data, sh, port, settings }) {
  const start = () =>
    sh([
      'pg_ctl',
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-t',
      '60',
      '-o',
      [
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
        ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
      ].join(' '),
      'start',
    ]);
  let running = false;
  const up = () => {
    start();
    running = true;
  };
  try {
    up();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const halt = () => {
    if (running) sh(['pg_ctl', '-D', data, '-m', 'fast', '-w', 'stop']);
    running = false;
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      try {
        halt();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    pause: halt,
    resume: up,
  };
}
