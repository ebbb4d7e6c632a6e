/**
 * The HTTP toolkit every online provider uses: a per-attempt timeout, a caller's deadline, bounded retries with
 * backoff for idempotent requests, a circuit breaker (the three from cockatiel, see decision 017), a response size cap
 * and a descriptive User-Agent. Every failure surfaces as a ProviderError, so callers can fall back without caring why.
 */
import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  ExponentialBackoff,
  IsolatedCircuitError,
  TaskCancelledError,
  TimeoutStrategy,
  circuitBreaker,
  handleWhen,
  retry,
  timeout,
  wrap,
  type CircuitBreakerPolicy,
  type IPolicy,
} from 'cockatiel';

import rootPackage from '../../../package.json' with { type: 'json' };

/** Who to write to about our requests when CONTACT_EMAIL is not set (the .invalid domain is deliberate). */
export const DEFAULT_CONTACT = 'dev@clearcart.invalid';

/**
 * `AppName/Version (contact email)`, as the Open Food Facts family asks of every client, so the services we call can
 * tell who we are and write to us.
 */
export function userAgent(contact: string = DEFAULT_CONTACT): string {
  return `ClearCart/${rootPackage.version} (${contact})`;
}

/** Sent with every request unless a provider is given its own (with the configured contact). */
export const USER_AGENT = userAgent();

export type ProviderErrorKind =
  | 'timeout'
  | 'network'
  | 'unreachable'
  | 'http'
  | 'too_large'
  | 'malformed'
  | 'circuit_open'
  | 'over_limit'
  | 'slow_down';

/** No network, no such host, nothing listening: trying again at once would only delay the answer. */
const UNREACHABLE = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ENETUNREACH', 'EHOSTUNREACH', 'ENETDOWN']);

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/**
 * How a source that could not be read is logged: a ProviderError is an expected outcome (no network, a timeout, a 503),
 * said in one line by its kind and reason; anything else is a bug, logged with its stack.
 */
export const whyNotRead = (error: unknown) =>
  error instanceof ProviderError
    ? { provider: { kind: error.kind, reason: error.message, ...(error.status ? { status: error.status } : {}) } }
    : { err: error };

export interface HttpOptions {
  /** Time allowed for one attempt, headers and body included. */
  timeoutMs: number;
  /** Further attempts after the first, for idempotent requests only (GET). */
  retries: number;
  /** Typical first backoff; later ones grow exponentially, with decorrelated jitter. */
  backoffMs: number;
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  /** Consecutive failures that open the breaker, and how long it stays open. */
  breaker: { failures: number; coolDownMs: number };
  /** The User-Agent header (default USER_AGENT). */
  userAgent: string;
}

export const DEFAULT_HTTP_OPTIONS: HttpOptions = {
  timeoutMs: 4_000,
  retries: 1,
  backoffMs: 250,
  maxBytes: 2 * 1024 * 1024,
  breaker: { failures: 5, coolDownMs: 30_000 },
  userAgent: USER_AGENT,
};

/** What is worth another try: a lost connection, a slow attempt, a busy or failing server. */
const retryable = (error: unknown): boolean =>
  error instanceof ProviderError &&
  (error.kind === 'network' ||
    error.kind === 'timeout' ||
    (error.kind === 'http' && (error.status === 429 || (error.status ?? 0) >= 500)));

/** Settles with `work`, or rejects as soon as `signal` aborts (a retry's backoff does not wait for the signal). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined, onAbort: () => Error): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(onAbort());
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(onAbort());
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A JSON body (POST). */
  json?: unknown;
  /** A multipart form body (POST), as Open Food Facts' write API takes; fetch sets its content type. */
  form?: FormData;
  /** The caller's overall deadline; aborting it ends the request at once, without retries. */
  signal?: AbortSignal;
  /** Statuses that are answers rather than failures (e.g. 404 "product not found"). */
  acceptStatus?: readonly number[];
  /**
   * The request carries credentials: a redirect is followed only within the URL's own origin (a redirect elsewhere is
   * refused, never sent the credentials).
   */
  credentials?: boolean;
  /**
   * Statuses by which the service asks us to slow down (the Open Food Facts family: 503): a ProviderError
   * `slow_down`, neither retried nor counted against the breaker — the service is up, we are over its rate.
   */
  slowDown?: readonly number[];
}

/** Redirects followed within one origin for a request that carries credentials. */
const MAX_REDIRECTS = 5;

export interface JsonResponse {
  status: number;
  body: unknown;
}

/** One provider's HTTP access: its own breaker, so one service being down does not block the others. */
export class HttpClient {
  readonly options: HttpOptions;
  /** Opens after N consecutive failed attempts; after the cool-down one trial request decides whether it closes. */
  readonly breaker: CircuitBreakerPolicy;
  /** One attempt: through the breaker, within the per-attempt timeout. */
  private readonly attempt: IPolicy;
  private readonly retries: IPolicy;

  constructor(
    readonly name: string,
    options: Partial<HttpOptions> = {},
  ) {
    this.options = { ...DEFAULT_HTTP_OPTIONS, ...options };
    // "Slow down" is the service working as it should: it never opens the breaker.
    const failure = handleWhen((error) => !(error instanceof ProviderError && error.kind === 'slow_down'));
    this.breaker = circuitBreaker(failure, {
      halfOpenAfter: this.options.breaker.coolDownMs,
      breaker: new ConsecutiveBreaker(this.options.breaker.failures),
    });
    this.attempt = wrap(this.breaker, timeout(this.options.timeoutMs, TimeoutStrategy.Cooperative));
    this.retries = retry(handleWhen(retryable), {
      maxAttempts: this.options.retries,
      backoff: new ExponentialBackoff({ initialDelay: this.options.backoffMs }),
    });
  }

  /** The breaker's state, in words. */
  get breakerState(): 'closed' | 'open' | 'half-open' | 'isolated' {
    const names = {
      [CircuitState.Closed]: 'closed',
      [CircuitState.Open]: 'open',
      [CircuitState.HalfOpen]: 'half-open',
      [CircuitState.Isolated]: 'isolated',
    } as const;
    return names[this.breaker.state];
  }

  /** Fetches JSON; retries GETs on network errors, timeouts, 429 and 5xx. Throws ProviderError. */
  async json(url: string, options: RequestOptions = {}): Promise<JsonResponse> {
    return this.request(url, options, (text, status) => {
      try {
        return { status, body: JSON.parse(text) as unknown };
      } catch {
        throw new ProviderError('malformed', `${this.name}: the answer is not JSON`, status);
      }
    });
  }

  /** Fetches a text answer (an XML export), under the same timeout, retries, breaker and size cap as `json`. */
  async text(url: string, options: RequestOptions = {}): Promise<{ status: number; body: string }> {
    const headers = { accept: 'application/xml, text/xml;q=0.9, */*;q=0.1', ...options.headers };
    return this.request(url, { ...options, headers }, (body, status) => ({ status, body }));
  }

  private async request<T>(
    url: string,
    options: RequestOptions,
    read: (text: string, status: number) => T,
  ): Promise<T> {
    const method = options.method ?? 'GET';
    const once = () =>
      // A retry whose backoff outlived the caller's deadline makes no request (and is no failure of the service).
      options.signal?.aborted
        ? Promise.reject(new ProviderError('timeout', `${this.name}: out of time before retrying`))
        : this.attempt.execute(({ signal }) => this.once(url, method, options, signal, read), options.signal);
    try {
      const work = method === 'GET' ? this.retries.execute(once, options.signal) : once();
      return await untilAborted(
        work,
        options.signal,
        () => new ProviderError('timeout', `${this.name}: no answer in time`),
      );
    } catch (error) {
      throw this.providerError(error);
    }
  }

  private providerError(error: unknown): ProviderError {
    if (error instanceof ProviderError) return error;
    if (error instanceof BrokenCircuitError || error instanceof IsolatedCircuitError)
      return new ProviderError('circuit_open', `${this.name}: temporarily switched off after repeated failures`);
    if (error instanceof TaskCancelledError) return new ProviderError('timeout', `${this.name}: no answer in time`);
    return new ProviderError('network', `${this.name}: ${error instanceof Error ? error.message : String(error)}`);
  }

  /** One request; `signal` aborts at the attempt's timeout or the caller's deadline. */
  private async once<T>(
    url: string,
    method: 'GET' | 'POST',
    options: RequestOptions,
    signal: AbortSignal,
    read: (text: string, status: number) => T,
    hops = 0,
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        signal,
        redirect: options.credentials ? 'manual' : 'follow',
        headers: {
          'user-agent': this.options.userAgent,
          accept: 'application/json',
          ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
        ...(options.form ? { body: options.form } : {}),
      });
    } catch (error) {
      throw this.abortOr(signal, error);
    }
    if (options.credentials && response.status >= 300 && response.status < 400 && response.headers.has('location')) {
      await response.body?.cancel().catch(() => undefined);
      const next = new URL(response.headers.get('location') ?? '', url);
      if (next.origin !== new URL(url).origin || hops >= MAX_REDIRECTS) {
        throw new ProviderError(
          'http',
          `${this.name}: refused a redirect to ${next.origin} (credentials are only sent to ${new URL(url).origin})`,
          response.status,
        );
      }
      // 307 and 308 repeat the request as it was; the others ask for the new address with GET.
      const again = response.status === 307 || response.status === 308;
      const rest = again ? options : { ...options, json: undefined, form: undefined };
      return this.once(next.href, again ? method : 'GET', rest, signal, read, hops + 1);
    }
    if (options.slowDown?.includes(response.status)) {
      await response.body?.cancel().catch(() => undefined);
      throw new ProviderError(
        'slow_down',
        `${this.name}: asked us to slow down (HTTP ${response.status})`,
        response.status,
      );
    }
    const accepted = response.ok || (options.acceptStatus ?? []).includes(response.status);
    if (!accepted) {
      await response.body?.cancel().catch(() => undefined);
      throw new ProviderError('http', `${this.name}: HTTP ${response.status}`, response.status);
    }
    return read(await this.readCapped(response, signal), response.status);
  }

  /** Reads the body as text, refusing it as soon as it grows past the cap. */
  private async readCapped(response: Response, signal: AbortSignal): Promise<string> {
    const max = this.options.maxBytes;
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > max) {
      await response.body?.cancel().catch(() => undefined);
      throw new ProviderError('too_large', `${this.name}: answer of ${declared} bytes is over ${max}`);
    }
    if (!response.body) return '';
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > max) {
          await reader.cancel().catch(() => undefined);
          throw new ProviderError('too_large', `${this.name}: answer over ${max} bytes`);
        }
        chunks.push(value);
      }
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw this.abortOr(signal, error);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  private abortOr(signal: AbortSignal, error: unknown): ProviderError {
    if (signal.aborted) return new ProviderError('timeout', `${this.name}: no answer in time`);
    const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
    const kind = typeof code === 'string' && UNREACHABLE.has(code) ? 'unreachable' : 'network';
    return new ProviderError(kind, `${this.name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A deadline for one piece of work: aborts after `ms`, or when `parent` aborts. */
export function deadline(ms: number, parent?: AbortSignal): AbortSignal {
  const own = AbortSignal.timeout(ms);
  return parent ? AbortSignal.any([own, parent]) : own;
}

/** Waits for `work` up to `ms`; the work itself goes on (filling the cache) when it takes longer. */
export async function within<T>(ms: number, work: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
