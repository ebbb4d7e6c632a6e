// A thread that normalises export records for `importRecords` (its `workers` option): the import's CPU is mostly
// normalising, and this way it runs beside the main thread's reading and the store's writing.
import { parentPort } from 'node:worker_threads';
import { normalise, type NormaliseOptions } from './normalise.ts';

parentPort?.on('message', ({ id, records, options }: { id: number; records: unknown[]; options: NormaliseOptions }) => {
  parentPort?.postMessage({ id, result: normalise(records, options) });
});
