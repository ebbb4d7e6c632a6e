import { closeSync, createReadStream, mkdirSync, openSync, statfsSync, writeSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { createGunzip } from 'node:zlib';

// `npm run restore` unpacks a snapshot (a gzipped tar of the store's folder, as PGlite's dumpDataDir writes it) one
// block at a time, so a file of any size takes little memory, and stops at a cap, so a gzip bomb cannot fill the disk.

/** A file that is not a snapshot this app wrote, or one too large to unpack: said in one sentence. */
export class SnapshotRefusedError extends Error {
  override readonly name = 'SnapshotRefusedError';
}

export interface UnpackLimits {
  /** Bytes of files at most, all together. */
  maxBytes: number;
  /** Files and folders at most. */
  maxEntries: number;
}

/** A store's folder holds about a thousand files; a hundred times that is no store of ours. */
const MAX_ENTRIES = 100_000;

/** The caps for unpacking into `dir`: the entries above, and what the disk holds free there, less a tenth. */
export function unpackLimitsFor(dir: string): UnpackLimits {
  const disk = statfsSync(dir);
  return { maxBytes: Math.floor(disk.bavail * disk.bsize * 0.9), maxEntries: MAX_ENTRIES };
}

const BLOCK = 512;
const text = (block: Buffer, start: number, length: number) =>
  block
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');
const octal = (block: Buffer, start: number, length: number) => {
  const value = text(block, start, length).trim();
  return /^[0-7]+$/.test(value) ? parseInt(value, 8) : NaN;
};

/**
 * Unpacks the gzipped tar `file` into the folder `into` (made 0700; files 0600): regular files and folders only, each
 * inside `into` (a leading `/` is taken as the folder's root; `..`, links and devices are refused). Throws
 * SnapshotRefusedError past `limits` or for anything else than a plain tar.
 */
export async function unpackSnapshot(file: string, into: string, limits: UnpackLimits): Promise<{ entries: number }> {
  mkdirSync(into, { recursive: true, mode: 0o700 });
  const refuse = (why: string): never => {
    throw new SnapshotRefusedError(`${file} is not a ClearCart snapshot: ${why}`);
  };
  let pending: Buffer = Buffer.alloc(0);
  let entries = 0;
  let bytes = 0;
  // The file being written: its descriptor and the bytes still to come (then its padding to the block).
  let out: number | undefined;
  let left = 0;
  let padding = 0;
  let ended = false;
  const target = (name: string) => {
    const path = normalize(name.replace(/^\/+/, ''));
    if (path === '.' || path === '') return into;
    if (path.startsWith('..') || path.split(sep).includes('..')) refuse(`an entry leaves its folder (${name})`);
    return join(into, path);
  };
  const gunzip = createGunzip();
  const source = createReadStream(file);
  // A pipe does not pass the file's own errors on (a missing file): the loop below ends with them, not the process.
  source.on('error', (error) => gunzip.destroy(error));
  const input = source.pipe(gunzip);
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      pending = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      while (!ended) {
        if (out !== undefined || left > 0) {
          const take = Math.min(left, pending.length);
          if (take === 0) break;
          if (out !== undefined) writeSync(out, pending, 0, take);
          pending = pending.subarray(take);
          left -= take;
          if (left > 0) break;
          if (out !== undefined) closeSync(out);
          out = undefined;
        }
        if (padding > 0) {
          const skip = Math.min(padding, pending.length);
          pending = pending.subarray(skip);
          padding -= skip;
          if (padding > 0) break;
        }
        if (pending.length < BLOCK) break;
        const header = pending.subarray(0, BLOCK);
        pending = pending.subarray(BLOCK);
        if (header.every((b) => b === 0)) {
          ended = true;
          break;
        }
        const ustar = header.subarray(257, 262).toString('latin1') === 'ustar';
        const name = (ustar && text(header, 345, 155) ? `${text(header, 345, 155)}/` : '') + text(header, 0, 100);
        const size = octal(header, 124, 12);
        const type = String.fromCharCode(header[156] ?? 0);
        if (!Number.isFinite(size)) refuse('a tar header is damaged');
        if (++entries > limits.maxEntries) refuse(`it holds more than ${limits.maxEntries} entries`);
        if (type === '5') {
          mkdirSync(target(name), { recursive: true, mode: 0o700 });
        } else if (type === '0' || type === '\0') {
          bytes += size;
          if (bytes > limits.maxBytes) {
            throw new SnapshotRefusedError(
              `${file} unpacks to more than ${Math.round(limits.maxBytes / 1e6)} MB (the disk's free space): not restored`,
            );
          }
          const path = target(name);
          mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
          out = openSync(path, 'wx', 0o600);
          left = size;
          if (size === 0) {
            closeSync(out);
            out = undefined;
          }
        } else refuse(`an entry is neither a file nor a folder (${name}, type ${JSON.stringify(type)})`);
        padding = (BLOCK - (size % BLOCK)) % BLOCK;
      }
      if (ended) break;
    }
  } catch (error) {
    if (error instanceof SnapshotRefusedError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new SnapshotRefusedError(`${file} is not a ClearCart snapshot (${reason})`, { cause: error });
  } finally {
    if (out !== undefined) closeSync(out);
    input.destroy();
  }
  if (!ended && (left > 0 || entries === 0)) refuse('it ends before its last file');
  return { entries };
}
