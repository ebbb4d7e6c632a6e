import { AsyncLocalStorage } from 'node:async_hooks';

/** What a request's work knows of the request wherever it runs: its id, carried into the logs of its photo jobs. */
interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (the rest of a request) with `requestId` as the current request's id. */
export function withRequestId(requestId: string, work: () => void): void {
  storage.run({ requestId }, work);
}

/** The id of the request being served, if any. */
export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;
