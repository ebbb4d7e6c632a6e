import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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
      sync: async (out) => out.line('2 files applied'),
    });
    expect(await askOwner(control.socket, '/backup', { file: '/tmp/x.tar.gz' })).toBe('/tmp/x.tar.gz');
    const said: string[] = [];
    expect(await askOwner(control.socket, '/sync', {}, (m) => 'line' in m && said.push(m.line))).toBe('synced');
    expect(said).toEqual(['2 files applied']);
    await expect(askOwner(control.socket, '/import', { path: '' })).rejects.toThrow();
    await control.close();
    expect(existsSync(control.socket)).toBe(false);
  });
});

describe('the control socket’s folder', () => {
  it('is private (0700) and its own, and a stray file or folder named like a dead owner’s does not stop the app', async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    // What another user or a crash may leave in the shared temporary folder, named like a dead owner's socket.
    const strays = [`clearcart-${dead}-0a1b2c3d.sock`, `clearcart-${dead}-AbC123`].map((name) => join(tmpdir(), name));
    mkdirSync(join(strays[0]!, 'inside'), { recursive: true });
    writeFileSync(strays[1]!, 'not a folder');
    dirs.push(...strays);
    const control = await serveOwnerControl({ backup: async () => 'x', import: async () => {}, sync: async () => {} });
    expect(control.socket.startsWith(tmpdir())).toBe(true);
    expect(lstatSync(dirname(control.socket)).mode & 0o777).toBe(0o700);
    expect(lstatSync(control.socket).isSocket()).toBe(true);
    expect(await askOwner(control.socket, '/backup', {})).toBe('x');
    await control.close();
    expect(existsSync(dirname(control.socket))).toBe(false);
  });
});
