/**
 * The HTTP toolkit every online provider uses: a per-attempt timeout, a caller's deadline, bounded retries with
 * backoff for idempotent requests, a circuit breaker, a response size cap and a descriptive User-Agent.
 * Every failure surfaces as a ProviderError, so callers can fall back without caring why.
 */

/** Sent with every request so the services we call can tell who we are (the .invalid domain is deliberate). */
export const USER_AGENT = 'ClearCart/1.0 (+https://clearcart.invalid; contact: dev@clearcart.invalid)';

export type ProviderErrorKind =
  'timeout' | 'network' | 'unreachable' | 'http' | 'too_large' | 'malformed' | 'circuit_open';

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

export interface HttpOptions {
  /** Time allowed for one attempt, headers and body included. */
  timeoutMs: number;
  /** Further attempts after the first, for idempotent requests only (GET). */
  retries: number;
  /** First backoff; doubles each retry, with jitter. */
  backoffMs: number;
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  /** Consecutive failures that open the breaker, and how long it stays open. */
  breaker: { failures: number; coolDownMs: number };
}

export const DEFAULT_HTTP_OPTIONS: HttpOptions = {
  timeoutMs: 4_000,
  retries: 1,
  backoffMs: 250,
  maxBytes: 2 * 1024 * 1024,
  breaker: { failures: 5, coolDownMs: 30_000 },
};

/** Opens after N consecutive failures; after the cool-down one trial request decides whether it closes again. */
export class CircuitBreaker {
  private failures = 0;
  private openUntil = 0;
  private trialInFlight = false;

  constructor(
    private readonly threshold: number,
    private readonly coolDownMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get state(): 'closed' | 'open' | 'half-open' {
    if (this.failures < this.threshold) return 'closed';
    return this.now() < this.openUntil ? 'open' : 'half-open';
  }

  /** Whether a request may go out now. */
  allow(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  success(): void {
    this.failures = 0;
    this.trialInFlight = false;
  }

  failure(): void {
    this.trialInFlight = false;
    this.failures++;
    if (this.failures >= this.threshold) this.openUntil = this.now() + this.coolDownMs;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A JSON body (POST). */
  json?: unknown;
  /** The caller's overall deadline; aborting it ends the request at once, without retries. */
  signal?: AbortSignal;
  /** Statuses that are answers rather than failures (e.g. 404 "product not found"). */
  acceptStatus?: readonly number[];
}

export interface JsonResponse {
  status: number;
  body: unknown;
}

/** Why a signal aborted, as an Error (AbortSignal.reason may be anything). */
const abortReason = (signal: AbortSignal | undefined): Error =>
  signal?.reason instanceof Error ? signal.reason : new Error('aborted');

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', abort);
      resolve();
    }
    function abort() {
      clearTimeout(timer);
      reject(abortReason(signal));
    }
    signal?.addEventListener('abort', abort, { once: true });
  });

/** One provider's HTTP access: its own breaker, so one service being down does not block the others. */
export class HttpClient {
  readonly options: HttpOptions;
  readonly breaker: CircuitBreaker;

  constructor(
    readonly name: string,
    options: Partial<HttpOptions> = {},
  ) {
    this.options = { ...DEFAULT_HTTP_OPTIONS, ...options };
    this.breaker = new CircuitBreaker(this.options.breaker.failures, this.options.breaker.coolDownMs);
  }

  /** Fetches JSON; retries GETs on network errors, timeouts, 429 and 5xx. Throws ProviderError. */
  async json(url: string, options: RequestOptions = {}): Promise<JsonResponse> {
    const method = options.method ?? 'GET';
    const attempts = method === 'GET' ? 1 + this.options.retries : 1;
    let last: ProviderError | undefined;
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) {
        const delay = this.options.backoffMs * 2 ** (attempt - 1) * (0.75 + Math.random() * 0.5);
        try {
          await sleep(delay, options.signal);
        } catch {
          throw new ProviderError('timeout', `${this.name}: out of time before retrying`);
        }
      }
      if (!this.breaker.allow())
        throw new ProviderError('circuit_open', `${this.name}: temporarily switched off after repeated failures`);
      try {
        const response = await this.once(url, method, options);
        this.breaker.success();
        return response;
      } catch (error) {
        const failure = error instanceof ProviderError ? error : new ProviderError('network', String(error));
        this.breaker.failure();
        last = failure;
        const retryable =
          failure.kind === 'network' ||
          (failure.kind === 'timeout' && !options.signal?.aborted) ||
          (failure.kind === 'http' && (failure.status === 429 || (failure.status ?? 0) >= 500));
        if (!retryable || options.signal?.aborted) throw failure;
      }
    }
    throw last ?? new ProviderError('network', `${this.name}: no attempt made`);
  }

  private async once(url: string, method: 'GET' | 'POST', options: RequestOptions): Promise<JsonResponse> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        signal,
        redirect: 'follow',
        headers: {
          'user-agent': USER_AGENT,
          accept: 'application/json',
          ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
      });
    } catch (error) {
      throw this.abortOr(signal, error);
    }
    const accepted = response.ok || (options.acceptStatus ?? []).includes(response.status);
    if (!accepted) {
      await response.body?.cancel().catch(() => undefined);
      throw new ProviderError('http', `${this.name}: HTTP ${response.status}`, response.status);
    }
    const text = await this.readCapped(response, signal);
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      throw new ProviderError('malformed', `${this.name}: the answer is not JSON`, response.status);
    }
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
