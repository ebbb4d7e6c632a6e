import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockPathOf, lockStore, ownerOf, StoreBusyError, type StoreLock } from './store-lock.ts';

const dirs: string[] = [];
const locks: StoreLock[] = [];
afterEach(() => {
  for (const lock of locks.splice(0)) lock.release();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const aStore = () => {
  const dir = mkdtempSync(join(tmpdir(), 'clearcart-lock-'));
  dirs.push(dir);
  return join(dir, 'data');
};
const take = (dataDir: string, port?: number) => {
  const lock = lockStore(dataDir, { role: 'server', ...(port ? { port } : {}) });
  locks.push(lock);
  return lock;
};
/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

describe('the embedded store lock', () => {
  it('is a file beside the folder naming the owner; a second opener is refused with who holds it and what to do', () => {
    const dataDir = aStore();
    take(dataDir, 8080);
    const written = JSON.parse(readFileSync(lockPathOf(dataDir), 'utf8')) as Record<string, unknown>;
    expect(written).toMatchObject({ pid: process.pid, role: 'server', port: 8080 });
    expect(Date.parse(String(written.startedAt))).not.toBeNaN();
    expect(() => take(dataDir)).toThrow(StoreBusyError);
    expect(() => take(dataDir)).toThrow(
      `ClearCart is already running on ${dataDir} (pid ${process.pid}, port 8080). Stop it, or set DATA_DIR to another folder.`,
    );
  });

  it('is given back on release, and then the next opener takes it', () => {
    const dataDir = aStore();
    take(dataDir).release();
    expect(existsSync(lockPathOf(dataDir))).toBe(false);
    expect(ownerOf(dataDir)).toBeNull();
    expect(take(dataDir).owner.pid).toBe(process.pid);
  });

  it.each([
    ['a dead process', () => JSON.stringify({ pid: deadPid(), role: 'server', port: 8080, startedAt: '' })],
    ['a damaged file', () => '{"pid": 12'],
    // The pid is alive (ours) but started at another time: a reused pid, not the owner.
    [
      'a process since replaced under its pid',
      () => JSON.stringify({ pid: process.pid, role: 'server', startTicks: 1 }),
    ],
  ])('left by %s, it is taken over', (_, content) => {
    const dataDir = aStore();
    writeFileSync(lockPathOf(dataDir), content());
    expect(ownerOf(dataDir)).toBeNull();
    expect(take(dataDir).owner.pid).toBe(process.pid);
    expect(JSON.parse(readFileSync(lockPathOf(dataDir), 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('records the port and control socket when the owner has them, whole at every moment', () => {
    const dataDir = aStore();
    const lock = take(dataDir, 8080);
    lock.update({ socket: '/tmp/x.sock' });
    expect(ownerOf(dataDir)).toMatchObject({ pid: process.pid, port: 8080, socket: '/tmp/x.sock' });
  });

  it('goes to exactly one of eight processes racing for a folder whose owner died', async () => {
    const dataDir = aStore();
    writeFileSync(lockPathOf(dataDir), JSON.stringify({ pid: deadPid(), role: 'server', startedAt: '' }));
    // The winner holds the lock until every racer has said how it fared, then is stopped.
    const script = `
      import { lockStore } from ${JSON.stringify(join(import.meta.dirname, 'store-lock.ts'))};
      try { lockStore(process.argv[1], { role: 'script' }); console.log('won'); setInterval(() => {}, 1000); }
      catch (error) { console.log(error.name); }`;
    const children = Array.from({ length: 8 }, () =>
      spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dataDir], {
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
    const said = await Promise.all(
      children.map(
        (child) =>
          new Promise<string>((resolve) => {
            child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
            child.once('exit', () => resolve('exited without a word'));
          }),
      ),
    );
    for (const child of children) child.kill();
    expect(
      said.filter((s) => s === 'won'),
      said.join(', '),
    ).toHaveLength(1);
    expect(
      said.filter((s) => s === 'StoreBusyError'),
      said.join(', '),
    ).toHaveLength(7);
  }, 60_000);
});
