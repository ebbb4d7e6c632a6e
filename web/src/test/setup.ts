import '@testing-library/jest-dom/vitest';
import { File as NodeBufferFile } from 'node:buffer';
import { transferableAbortController } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from './server.ts';

// jsdom lacks these browser APIs that Chakra's components (zag-js) touch.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
class IntersectionObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= IntersectionObserverStub as unknown as typeof IntersectionObserver;
window.scrollTo = vi.fn();
Element.prototype.scrollTo ??= vi.fn();
Element.prototype.scrollIntoView ??= vi.fn();
URL.createObjectURL ??= vi.fn(() => 'blob:mock');
URL.revokeObjectURL ??= vi.fn();

// Route chunks and the language's messages load lazily: a screen's first render waits for them, seconds on a loaded
// machine (a file's first screen took over 20 s on two cores shared with the server's tests and two audits). findBy*
// polls until the screen is there; this is only how long before calling it a failure, within the 60 s test timeout.
configure({ asyncUtilTimeout: 45_000 });

// Node 22 and later check what they are handed by brand, not by shape, and Vitest's jsdom environment puts jsdom's
// AbortSignal, FormData and File on the globals (vitest-dev/vitest#8374): a `Request` refuses the page's signal, and a
// `fetch` sends the page's form as the text "[object FormData]". What the page hands over is given to Node as Node's
// own: a signal that aborts with the page's, a form with the same fields and file bytes. (Node 20 takes either.)
const NodeFormData = (
  await new Response('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()
).constructor as typeof FormData;

// Node's own, typed as the page's: they implement the same interfaces.
const NodeFile = NodeBufferFile as unknown as typeof File;
const nodeSignalPrototype = Object.getPrototypeOf(transferableAbortController().signal) as object;

function nodeSignal(signal: AbortSignal | null | undefined): AbortSignal | null | undefined {
  if (!signal || Object.getPrototypeOf(signal) === nodeSignalPrototype) return signal;
  const controller = transferableAbortController();
  if (signal.aborted) controller.abort(signal.reason);
  else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller.signal;
}

/** A jsdom file's bytes (jsdom's Blob has no `arrayBuffer`; its FileReader reads it). */
const bytesOf = (file: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(file);
  });

async function nodeForm(form: FormData): Promise<FormData> {
  const copy = new NodeFormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') copy.append(name, value);
    else copy.append(name, new NodeFile([await bytesOf(value)], value.name, { type: value.type }));
  }
  return copy;
}

const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, init?.signal ? { ...init, signal: nodeSignal(init.signal) } : init);
  }
};

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // Outside MSW's interception, which builds its `Request` from what `fetch` is given.
  const intercepted = globalThis.fetch;
  globalThis.fetch = async (input, init) =>
    intercepted(
      input,
      init && {
        ...init,
        signal: nodeSignal(init.signal),
        ...(init.body instanceof FormData && !(init.body instanceof NodeFormData)
          ? { body: await nodeForm(init.body) }
          : {}),
      },
    );
});
// Quiet logs; tests that check logging clear this key.
beforeEach(() => localStorage.setItem('logLevel', 'NONE'));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
