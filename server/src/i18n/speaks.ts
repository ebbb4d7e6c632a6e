import type { InterfaceLanguage } from '@clearcart/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCEPT_LANGUAGE, reportLanguage } from './report-language.ts';

/** The language a route that answers in prose speaks for this request: Accept-Language, negotiated. */
export const languageOf = (request: FastifyRequest): InterfaceLanguage =>
  reportLanguage(request.headers[ACCEPT_LANGUAGE]);

/**
 * Says in the response which language its prose is in: `Content-Language`, and `Vary: Accept-Language` so no cache
 * hands one shopper's language to another. Set on the answer only: an error's message is not in that language.
 */
export function speaks<T>(reply: FastifyReply, language: InterfaceLanguage, answer: T): T {
  void reply.header('content-language', language);
  appendVary(reply, ACCEPT_LANGUAGE);
  return answer;
}

/** Adds a header name to Vary, keeping what is there. */
export function appendVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (!names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
  void reply.header('vary', names.join(', '));
}
