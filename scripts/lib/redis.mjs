// A throwaway Redis on a loopback port, for the scale-out test and benchmark (Debian's redis-server package).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';

/** redis-server's path, or null when it is not installed. */
export function redisServerPath() {
  return ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) => existsSync(path)) ?? null;
}

const answers = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });

/** Starts redis-server on 127.0.0.1:`port`, in memory only (nothing saved); resolves once it answers PING. */
export async function startRedis({ port }) {
  const path = redisServerPath();
  if (!path) throw new Error('redis-server is not installed (Debian: apt-get install -y redis-server)');
  const child = spawn(
    path,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; i < 100 && child.exitCode === null; i++) {
    if (await answers(port)) {
      return {
        url: `redis://127.0.0.1:${port}`,
        async stop() {
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not answer on port ${port}`);
}
