import { lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { processRunning } from './store-lock.ts';

// The running app owns the embedded store, so work another command would do on it (a backup, an import) is handed
// to the app over a Unix socket in a folder of its own that only its user can enter (0700, made by mkdtemp, so no one
// can have made it first); the socket's path is in the store's lock file.

const backupRequest = z.object({ file: z.string().min(1).optional() });
const importRequest = z.object({
  path: z.string().min(1),
  incremental: z.boolean(),
  site: z.enum(['off', 'obf', 'opf']),
});
export type HandedImport = z.infer<typeof importRequest>;

/** What the owner streams back, one JSON object a line: text for the person, then done or an error. */
export type OwnerMessage = { line: string } | { progress: string } | { done: string } | { error: string };

export interface OwnerWork {
  backup(file: string | undefined): Promise<string>;
  import(request: HandedImport, out: { line(text: string): void; progress(text: string): void }): Promise<void>;
  /** `npm run sync`: the delta files applied by the app that owns the store. */
  sync(out: { line(text: string): void }): Promise<void>;
}

/** The owner's folder in the temporary folder (mkdtemp adds six characters), and sockets of earlier versions. */
const OWN_FOLDER = /^clearcart-(\d+)-[A-Za-z0-9]{6}$/;
const SOCKET = /^clearcart-(\d+)-[0-9a-f]{8}\.sock$/;

/**
 * Removes what owners that died without closing (killed with SIGKILL) left in the temporary folder, so crashes do not
 * pile it up: their folders (ours only) and sockets. A live owner's is left alone; so is whatever cannot be removed or
 * is not what its name says (a stray file or folder does not stop the app).
 */
export function sweepStaleSockets(dir: string = tmpdir()): void {
  const uid = process.getuid?.();
  for (const name of readdirSync(dir)) {
    const folder = OWN_FOLDER.exec(name);
    const pid = Number((folder ?? SOCKET.exec(name))?.[1]);
    if (!(pid > 0) || processRunning(pid)) continue;
    const path = join(dir, name);
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat || (uid !== undefined && stat.uid !== uid) || stat.isDirectory() !== Boolean(folder)) continue;
    try {
      rmSync(path, { recursive: Boolean(folder), force: true });
    } catch {
      // Not ours to remove after all: left where it is.
    }
  }
}

/** Serves `work` on a new socket; returns its path and a function that closes it. */
export async function serveOwnerControl(work: OwnerWork): Promise<{ socket: string; close(): Promise<void> }> {
  sweepStaleSockets();
  const folder = mkdtempSync(join(tmpdir(), `clearcart-${process.pid}-`));
  const socket = join(folder, 'control.sock');
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      const send = (message: OwnerMessage) => res.write(`${JSON.stringify(message)}\n`);
      const fail = (error: unknown) => {
        send({ error: error instanceof Error ? error.message : String(error) });
        res.end();
      };
      try {
        const json: unknown = body ? JSON.parse(body) : {};
        if (req.url === '/backup') {
          const { file } = backupRequest.parse(json);
          work.backup(file).then((path) => {
            send({ done: path });
            res.end();
          }, fail);
        } else if (req.url === '/import') {
          const handed = importRequest.parse(json);
          work
            .import(handed, { line: (line) => send({ line }), progress: (progress) => send({ progress }) })
            .then(() => {
              send({ done: 'imported' });
              res.end();
            }, fail);
        } else if (req.url === '/sync') {
          work.sync({ line: (line) => send({ line }) }).then(() => {
            send({ done: 'synced' });
            res.end();
          }, fail);
        } else fail(new Error(`unknown request ${req.url}`));
      } catch (error) {
        fail(error);
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  return {
    socket,
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          rmSync(folder, { recursive: true, force: true });
          resolve();
        }),
      ),
  };
}

/**
 * Hands `work` to the store's owner and relays what it says; resolves with its `done` text, rejects with its error.
 */
export function askOwner(
  socket: string,
  work: '/backup' | '/import' | '/sync',
  body: object,
  onMessage: (message: OwnerMessage) => void = () => {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: socket, path: work, method: 'POST' }, (res) => {
      let pending = '';
      let outcome: { done: string } | { error: string } | undefined;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        pending += chunk;
        for (let at = pending.indexOf('\n'); at >= 0; at = pending.indexOf('\n')) {
          const message = JSON.parse(pending.slice(0, at)) as OwnerMessage;
          pending = pending.slice(at + 1);
          if ('done' in message || 'error' in message) outcome = message;
          else onMessage(message);
        }
      });
      res.on('end', () => {
        if (outcome && 'done' in outcome) resolve(outcome.done);
        else reject(new Error(outcome?.error ?? 'ClearCart stopped before it finished.'));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
