import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { askOwner, serveOwnerControl, sweepStaleSockets } from './owner-control.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the store owner’s control socket', () => {
  it('removes the sockets of owners that died, and keeps a live one’s and other files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'clearcart-sockets-'));
    dirs.push(dir);
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    const names = [`clearcart-${dead}-0a1b2c3d.sock`, `clearcart-${process.pid}-0a1b2c3d.sock`, 'other.sock'];
    for (const name of names) writeFileSync(join(dir, name), '');
    sweepStaleSockets(dir);
    expect(names.map((name) => existsSync(join(dir, name)))).toEqual([false, true, true]);
  });

  it('answers a backup asked over it, and removes its socket when closed', async () => {
    const control = await serveOwnerControl({
      backup: async (file) => file ?? 'default.tar.gz',
      import: async () => {},
    });
    expect(await askOwner(control.socket, '/backup', { file: '/tmp/x.tar.gz' })).toBe('/tmp/x.tar.gz');
    await expect(askOwner(control.socket, '/import', { path: '' })).rejects.toThrow();
    await control.close();
    expect(existsSync(control.socket)).toBe(false);
  });
});
