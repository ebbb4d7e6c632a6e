import { currentLocale, hasMessage, languageTag, t } from '../i18n/i18n.ts';
import { SOURCE_LOCALE } from '../i18n/locales.ts';
import { logger } from './logger.ts';

/** Base path of every product API call. */
export const API_BASE = '/api';

/** A non-2xx answer from the API, carrying the server's `{error, message}` when present. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's machine-readable `error` field, if any. */
  readonly code: string | undefined;
  readonly body: unknown;
  /**
   * The server (or the service worker) said it, in English (decision 036), rather than this app, whose own errors (the
   * device answering offline) are worded in the shopper's language already.
   */
  readonly fromServer: boolean;

  constructor(status: number, body: unknown, fromServer = false) {
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const code = typeof record.error === 'string' ? record.error : undefined;
    const message = typeof record.message === 'string' ? record.message : undefined;
    super(message ?? code ?? t('error.requestFailed', { status }));
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
    this.fromServer = fromServer;
  }
}

type TokenProvider = () => Promise<string | null>;
let tokenProvider: TokenProvider = async () => null;

/** The auth layer registers how to get a fresh ID token; every request then carries it. */
export function setTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider;
}

/**
 * Answers a call the network could not (scanning with no signal): what the device holds, or undefined to let
 * the failure stand. It may throw an ApiError of its own (a scan kept for later: `OFFLINE_QUEUED`).
 */
export type OfflineAnswerer = (request: {
  method: string;
  path: string;
  body: unknown;
  query?: Record<string, string | undefined>;
}) => Promise<unknown>;
let offlineAnswerer: OfflineAnswerer | null = null;

/**
 * The offline feature registers its answerer once the device holds products for offline use. A new answerer starts
 * with the network trusted again (`unreachableUntil` below).
 */
export function setOfflineAnswerer(answerer: OfflineAnswerer | null): void {
  offlineAnswerer = answerer;
  unreachableUntil = 0;
}

/**
 * After a call found the network unreachable, for this long the device answers first what it can. A phone in a shop's
 * basement often says it is connected while nothing gets through (navigator.onLine stays true): each call would wait
 * for the network to fail again before the device answered. Any answer from the server ends it at once.
 */
const UNREACHABLE_FOR_MS = 30_000;
let unreachableUntil = 0;
let serverBack: (() => void) | null = null;

/** Told when the server answers again after the network was found unreachable (the scans kept meanwhile are looked up). */
export function onServerBack(listener: (() => void) | null): void {
  serverBack = listener;
}

function reached(): void {
  if (unreachableUntil === 0) return;
  unreachableUntil = 0;
  serverBack?.();
}

/** The `error` of an identification the device kept, to run when the network is back. */
export const OFFLINE_QUEUED = 'offline_queued';

/** No network: fetch failed outright, or the service worker answered for it (web/public/sw.js `offline`). */
const unreachable = (error: unknown) =>
  error instanceof TypeError || (error instanceof ApiError && error.status === 503 && error.code === 'offline');

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A plain object is sent as JSON (the default content type); FormData as multipart. */
  body?: unknown;
  query?: Record<string, string | undefined>;
  signal?: AbortSignal;
  /** False: the network's answer only, never the device's (a scan kept offline, looked up when back online). */
  offline?: boolean;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, value);
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * The one API client: JSON by default, `Authorization: Bearer <token>` when signed in,
 * no timeout (callers may pass an AbortSignal), statuses 200–299 succeed, others throw ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const answerer = options.offline === false ? null : offlineAnswerer;
  const request = {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    path,
    body: options.body,
    ...(options.query ? { query: options.query } : {}),
  };
  // Known to be offline, or found so a moment ago: the device answers at once, without waiting for a network that is
  // not there. What it cannot answer is still asked of the network (the service worker may hold it).
  const deviceFirst = answerer !== null && (!navigator.onLine || Date.now() < unreachableUntil);
  if (deviceFirst) {
    const answer = await answerer(request);
    if (answer !== undefined) return answer as T;
  }
  try {
    const data = await networkRequest<T>(path, options);
    reached();
    return data;
  } catch (error) {
    if (!unreachable(error)) {
      if (error instanceof ApiError) reached(); // the server answered, with an error of its own
      throw error;
    }
    unreachableUntil = Date.now() + UNREACHABLE_FOR_MS;
    if (!answerer || deviceFirst) throw error;
    const answer = await answerer(request);
    if (answer === undefined) throw error;
    return answer as T;
  }
}

async function networkRequest<T>(path: string, options: RequestOptions): Promise<T> {
  // The shopper's language: where the server answers in words (reports), it answers in this one.
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': languageTag() });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const token = await tokenProvider();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const response = await fetch(buildUrl(path, options.query), {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal: options.signal,
  });
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) {
    logger.debug('API error', response.status, path, data);
    throw new ApiError(response.status, data, true);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The catalogue's wording of a server's error code (`apiError.<code>`), if it has one. */
export function apiErrorText(code: string | undefined): string | undefined {
  const key = `apiError.${code ?? ''}`;
  return code && hasMessage(key) ? t(key) : undefined;
}

/**
 * The text to show for a failed call: the server's `error` field, else its message, else the
 * fallback. Our server's `error` is a machine code ("unsupported_media_type"), so a code without spaces is
 * skipped in favour of the human `message`. The server's messages are English (decision 036): in any other language
 * the code is worded from the catalogue instead, else the fallback says it.
 */
export function errorDescription(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const record = typeof error.body === 'object' && error.body !== null ? (error.body as Record<string, unknown>) : {};
    if (typeof record.error === 'string' && /\s/.test(record.error.trim())) return record.error;
    const message = typeof record.message === 'string' && record.message ? record.message : undefined;
    if (!error.fromServer || currentLocale() === SOURCE_LOCALE) return message ?? fallback;
    return apiErrorText(error.code) ?? fallback;
  }
  return fallback;
}

/**
 * What a toast says of a failed change: the API's answer as `errorDescription` words it, the sentence of one of this
 * app's own errors (worded from the catalogue where it was thrown), and for anything else — a network failure's
 * "Failed to fetch", a browser's own message — "Please try again.", never the browser's English.
 */
export function failureDescription(error: unknown, fallback: string = t('common.tryAgain')): string {
  if (error instanceof ApiError) return errorDescription(error, fallback);
  if (error instanceof Error && error.constructor === Error && error.message) return error.message;
  return fallback;
}
