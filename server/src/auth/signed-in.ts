import type { FastifyRequest } from 'fastify';
import type { TokenVerifier } from './token-verifier.ts';

/** The OpenAPI security of a route that needs a signed-in shopper: a Firebase ID token as a bearer token. */
export const SIGNED_IN = [{ bearerAuth: [] }];

/**
 * The `onRequest` hook of a route that needs a signed-in shopper: the verified token's uid becomes `request.uid`, the
 * only key to the shopper's data. It runs before the body is read, so an anonymous caller learns nothing from
 * validation (a 401, never a 400, 413 or 415).
 */
export const signedIn =
  (tokens: TokenVerifier) =>
  async (request: FastifyRequest): Promise<void> => {
    request.uid = await tokens.verify(request.headers.authorization);
  };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in shopper's uid, set by `signedIn`. */
    uid?: string;
  }
}
