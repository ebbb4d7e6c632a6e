import { ERROR_STATUS, type ErrorCode } from '@clearcart/contracts';

/** A failure the client can act on; its status comes from the code (contracts' ERROR_STATUS), never from the caller. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Headers the answer needs, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const badRequest = (message: string, code: ErrorCode = 'bad_request') => new HttpError(code, message);
export const unauthorized = (message = 'Sign in to use this endpoint') => new HttpError('unauthorized', message);
export const notFound = (message: string) => new HttpError('not_found', message);
export const conflict = (message: string) => new HttpError('conflict', message);
export const limitReached = (message: string) => new HttpError('limit_reached', message);
