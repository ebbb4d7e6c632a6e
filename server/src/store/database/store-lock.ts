import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

/** Who holds an embedded store: written into its lock file, read by the next opener. */
export interface StoreOwner {
  pid: number;
  /** What holds it: the app (with its port), an import, a backup or a restore. */
  role: 'server' | 'import' | 'backup' | 'restore' | 'script';
  port?: number;
  /** The owner's control socket (the app's): `npm run backup` and `npm run import` hand their work to it there. */
  socket?: string;
  startedAt: string;
  /** The process's start time in clock ticks since boot (Linux), so a reused pid is not taken for the owner. */
  startTicks?: number;
}

/** The lock of `DATA_DIR`: a file beside the folder (`./data.lock`), so snapshots of the folder never carry it. */
export const lockPathOf = (dataDir: string) => `${resolve(dataDir).replace(/[/\\]+$/, '')}.lock`;

/** How the shopper wrote the folder: relative to where they are when it is below, else absolute. */
export function displayDir(dataDir: string): string {
  const rel = relative(process.cwd(), resolve(dataDir));
  return rel && !rel.startsWith('..') && !rel.startsWith('/') ? `./${rel}` : resolve(dataDir);
}

/** Another process holds the store: the one sentence that says who and what to do. */
export class StoreBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: StoreOwner,
  ) {
    const who =
      owner.role === 'server'
        ? `ClearCart is already running on ${displayDir(dataDir)} (pid ${owner.pid}${owner.port ? `, port ${owner.port}` : ''}).`
        : `An ${owner.role === 'import' ? 'import' : owner.role} (pid ${owner.pid}) is using ${displayDir(dataDir)}.`;
    super(`${who} Stop it, or set DATA_DIR to another folder.`);
    this.name = 'StoreBusyError';
  }
}

/** Field 22 of /proc/<pid>/stat (after the parenthesised command name): the start time in ticks since boot. */
function startTicksOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    return Number.isFinite(ticks) ? ticks : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process runs under `pid` (EPERM: it does, as another user). */
export function processRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the recorded owner is still the process running under its pid. */
export function isAlive(owner: StoreOwner): boolean {
  if (!processRunning(owner.pid)) return false;
  if (owner.startTicks === undefined) return true;
  const now = startTicksOf(owner.pid);
  return now === undefined || now === owner.startTicks;
}

function readOwner(path: string): StoreOwner | null | 'missing' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const owner = JSON.parse(text) as StoreOwner;
    return Number.isInteger(owner.pid) && owner.pid > 0 ? owner : null;
  } catch {
    return null; // a damaged lock file holds nothing
  }
}

/** The live owner of the store, if any (a stale lock of a dead process is no owner). */
export function ownerOf(dataDir: string): StoreOwner | null {
  const owner = readOwner(lockPathOf(dataDir));
  return owner && owner !== 'missing' && isAlive(owner) ? owner : null;
}

export interface StoreLock {
  readonly owner: StoreOwner;
  /** Records the owner's port and control socket once it has them. */
  update(fields: Pick<StoreOwner, 'port' | 'socket'>): void;
  release(): void;
}

/**
 * Takes the embedded store's lock before anything opens it, or throws `StoreBusyError` naming the live holder.
 * A reader never sees half a lock (see `write`); a lock left by a dead process is moved aside and taken over.
 * Released on exit.
 */
/** How many times an opener tries again when the lock it meets moves under it (other openers racing for it). */
const MAX_ATTEMPTS = 20;

export function lockStore(dataDir: string, fields: Pick<StoreOwner, 'role' | 'port'>): StoreLock {
  const path = lockPathOf(dataDir);
  const startTicks = startTicksOf(process.pid);
  let owner: StoreOwner = {
    pid: process.pid,
    ...fields,
    startedAt: new Date().toISOString(),
    ...(startTicks !== undefined ? { startTicks } : {}),
  };
  /** Writes the lock whole under another name, then links it into place (fails if one exists) or replaces ours. */
  const write = (replace: boolean) => {
    const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}`);
    writeFileSync(temp, JSON.stringify(owner), { mode: 0o600 });
    if (replace) return renameSync(temp, path);
    try {
      linkSync(temp, path);
    } finally {
      unlinkSync(temp);
    }
  };
  for (let attempt = 0; ; attempt++) {
    try {
      write(false);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Openers racing for a stale lock can keep meeting each other's: the one that holds it at the end is named.
      if (attempt >= MAX_ATTEMPTS) {
        const holder = readOwner(path);
        if (holder && holder !== 'missing') throw new StoreBusyError(dataDir, holder);
        throw error;
      }
    }
    const holder = readOwner(path);
    if (holder === 'missing') continue;
    if (holder && isAlive(holder)) throw new StoreBusyError(dataDir, holder);
    // Stale: move it aside under a name of our own, then check that what moved is the stale lock we read — another
    // opener may have taken it over in between, and then its lock goes back and it is the owner.
    const aside = `${path}.stale.${process.pid}`;
    try {
      renameSync(path, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readOwner(aside);
    if (moved && moved !== 'missing' && isAlive(moved)) {
      try {
        linkSync(aside, path);
      } catch {
        // a third opener has the lock now; it will be named on the next attempt
      }
      unlinkSync(aside);
      throw new StoreBusyError(dataDir, moved);
    }
    unlinkSync(aside);
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.removeListener('exit', release);
    const current = readOwner(path);
    if (current && current !== 'missing' && current.pid === process.pid) unlinkSync(path);
  };
  process.on('exit', release);
  return {
    get owner() {
      return owner;
    },
    update(more) {
      owner = { ...owner, ...more };
      write(true); // renamed over our own lock: a reader sees the old or the new file, never neither
    },
    release,
  };
}
