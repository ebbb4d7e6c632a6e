import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appendVary } from '../i18n/speaks.ts';

/**
 * The SPA's own routes (web/src/app/router.tsx: the specification's five screens and the pages added since); any other
 * path still gets the app, which shows its not-found page, with a 404.
 */
const SPA_ROUTES = [
  /^\/$/,
  /^\/search\/?$/,
  /^\/preferences\/?$/,
  /^\/signin\/?$/,
  /^\/privacy\/?$/,
  /^\/history\/?$/,
  /^\/compare\/?$/,
  /^\/product\/[^/]+\/?$/,
  /^\/lists(\/[^/]+)?\/?$/,
  /^\/shared\/[^/]+\/?$/,
  /^\/read(\/[^/]+(\/edit)?)?\/?$/,
  /^\/offline\/?$/,
];

/**
 * An API answer a page is drawn with: its query, and the address asked (with `body`, a POST of that JSON). An
 * `optional` one the page asks for itself when the server could not.
 */
interface Question {
  key: readonly unknown[];
  path: string;
  body?: unknown;
  optional?: boolean;
}

/** web/src/entry-server.tsx, as built beside the app (`web/dist-ssr`). */
interface FirstScreens {
  drawsAhead(request: { pathname: string; cookie?: string | undefined; acceptLanguage?: string | undefined }): boolean;
  questionsOf(request: { pathname: string; search?: string; cookie?: string | undefined }): Question[];
  renderPage(
    url: string,
    build: { index: string; manifest: unknown },
    answers: { key: readonly unknown[]; data: unknown }[],
  ): Promise<{ html: string; scripts: string[] } | null>;
}

/** Pages kept drawn, by address (with its query): each is the same for every shopper it is drawn for. */
const MAX_KEPT = 256;

/**
 * The app's HTML for a request: the shell, or the page with its first screen drawn for a shopper signed out in English
 * (web/src/first-screen/first-screen.ts), which the browser adopts. Its inline scripts (the app's start, after the first paint;
 * next-themes' colour mode, before it) are allowed by their hashes in that response's policy, not by 'unsafe-inline'.
 */
function htmlOf(app: FastifyInstance, index: string, drawn: { firstScreens: FirstScreens; manifest: unknown } | null) {
  const kept = new Map<string, { html: string; policy: string } | null>();
  /** The page drawn, or null for the shell: the page is no page, an answer it shows is missing, or drawing failed. */
  const draw = async (request: FastifyRequest, url: URL, answers: { key: readonly unknown[]; data: unknown }[]) => {
    try {
      const page = await drawn?.firstScreens.renderPage(url.href, { index, manifest: drawn.manifest }, answers);
      if (!page) return null;
      const hashes = page.scripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
      return { html: page.html, policy: hashes.join(' ') };
    } catch (error) {
      request.log.warn({ err: error }, 'The first screen could not be drawn; the browser draws it');
      return null;
    }
  };
  /** The API's answers the page shows, as the browser would get them; null when one it needs is not a 200. */
  const answersFor = async (request: FastifyRequest, questions: Question[]) => {
    const language = request.headers['accept-language'];
    const headers = language ? { 'accept-language': language } : {};
    const answers = await Promise.all(
      questions.map(async ({ key, path, body, optional }) => {
        const response = await app.inject(
          body === undefined
            ? { method: 'GET', url: path, headers }
            : {
                method: 'POST',
                url: path,
                headers: { ...headers, 'content-type': 'application/json' },
                payload: JSON.stringify(body),
              },
        );
        if (response.statusCode === 200) return { key, data: response.json<unknown>() };
        return optional ? undefined : null;
      }),
    );
    if (answers.includes(null)) return null;
    return answers.filter((answer): answer is { key: readonly unknown[]; data: unknown } => answer !== undefined);
  };
  return async (request: FastifyRequest, reply: FastifyReply): Promise<string> => {
    if (!drawn) return index;
    appendVary(reply, 'Cookie');
    appendVary(reply, 'Accept-Language');
    const url = new URL(request.url, 'http://localhost');
    const { cookie, 'accept-language': acceptLanguage } = request.headers;
    if (!drawn.firstScreens.drawsAhead({ pathname: url.pathname, cookie, acceptLanguage })) return index;
    const questions = drawn.firstScreens.questionsOf({ pathname: url.pathname, search: url.search, cookie });
    let page: { html: string; policy: string } | null | undefined;
    if (questions.length > 0) {
      // A page with data is drawn each time: the data may have changed since.
      const answers = await answersFor(request, questions).catch((error: unknown) => {
        request.log.warn({ err: error }, 'The first screen’s data could not be read; the browser draws it');
        return null;
      });
      page = answers && (await draw(request, url, answers));
    } else {
      const key = `${url.pathname}${url.search}`;
      page = kept.get(key);
      if (page === undefined) {
        page = await draw(request, url, []);
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value ?? '');
        kept.set(key, page);
      }
    }
    if (!page) return index;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      void reply.header('content-security-policy', policy.replace(/script-src /, `script-src ${page.policy} `));
    }
    return page.html;
  };
}

/** The first screens' renderer, when the web app was built with it (`npm run build -w web`). */
async function loadFirstScreens(
  root: string,
  app: FastifyInstance,
): Promise<{ firstScreens: FirstScreens; manifest: unknown } | null> {
  const entry = join(root, '..', 'dist-ssr', 'entry-server.js');
  const manifest = join(root, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifest)) return null;
  try {
    return {
      firstScreens: (await import(pathToFileURL(entry).href)) as FirstScreens,
      manifest: JSON.parse(readFileSync(manifest, 'utf8')),
    };
  } catch (error) {
    app.log.warn({ err: error }, 'The first screens could not be loaded; the browser draws every page');
    return null;
  }
}

/** Serves the built web app from `webDist` (when present) with history fallback; unknown API paths get JSON 404s. */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const root = webDist ? resolve(webDist) : '';
  const index = root && existsSync(join(root, 'index.html')) ? readFileSync(join(root, 'index.html'), 'utf8') : null;
  const html = index ? htmlOf(app, index, await loadFirstScreens(root, app)) : null;
  if (index) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (web/vite.config.ts): served as they are, never compressed per request.
      preCompressed: true,
      setHeaders: (res, path) => {
        // Vite fingerprints everything under assets/, so it can be cached for good.
        if (path.includes(`${join(root, 'assets')}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (html && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/')) {
      const known = SPA_ROUTES.some((r) => r.test(path));
      return reply
        .status(known ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(known ? await html(request, reply) : index);
    }
    return reply.status(404).send({ error: 'not_found', message: `No route ${request.method} ${path}` });
  });
}
