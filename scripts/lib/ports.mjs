// Free ports for the servers a test run starts, so something else listening on the machine never fails the suite.
import { createServer } from 'node:net';

const listenable = (port) =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** The first of `count` consecutive free ports on loopback (the Auth Emulator takes three). */
export async function freePorts(count = 1) {
  for (let attempt = 0; attempt < 50; attempt++) {
    // 20000–59999: below Linux's ephemeral range (32768+ by default is shared with outgoing connections, so keep
    // clear of its top), above the well-known services.
    const first = 20000 + Math.floor(Math.random() * 40000);
    let ok = true;
    for (let port = first; port < first + count && ok; port++) ok = await listenable(port);
    if (ok) return first;
  }
  throw new Error(`no ${count} consecutive free ports found on 127.0.0.1`);
}
