import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app/app.tsx';
import type { RouteHandle } from './app/layout/app-layout.tsx';
import { makeQueryClient } from './app/provider.tsx';
import { routes } from './app/router.tsx';
import { productQueryOptions } from './features/product/api/get-product.ts';
import { compareIds, compareQueryKey } from './app/routes/compare.tsx';
import {
  ADOPTING,
  cookieValue,
  DRAWN_ANSWERS,
  drawnEvaluationKey,
  holdTaps,
  PREFERENCES_COOKIE,
  type Answer,
  type Question,
} from './first-screen/index.ts';

/** Whether the server draws a request's page ahead (the server asks before `renderPage`). */
export { drawsAhead } from './first-screen/index.ts';

/** Vite's build manifest (`dist/.vite/manifest.json`), the parts read here. */
export type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/**
 * The API's answers a page's first screen shows: for each, the query it answers and the address the server asks
 * itself (with the request's language), as the browser would. A report shows its product's basic data; for a device
 * holding no preferences (first-screen/), a report and a comparison show their evaluations too, made for none.
 */
export function questionsOf(request: { pathname: string; search?: string; cookie?: string }): Question[] {
  const evaluated = !cookieValue(request.cookie, PREFERENCES_COOKIE);
  const evaluation = (id: string, key: readonly unknown[]): Question => ({
    key,
    path: `/api/products/evaluate/${encodeURIComponent(id)}`,
    body: {},
    optional: true,
  });
  if (request.pathname === '/compare') {
    const ids = compareIds(new URLSearchParams(request.search).get('ids'));
    return evaluated && ids.length > 1 ? ids.map((id) => evaluation(id, compareQueryKey(id, null))) : [];
  }
  const product = /^\/product\/([^/]+)$/.exec(request.pathname)?.[1];
  if (!product) return [];
  let id: string;
  try {
    id = decodeURIComponent(product);
  } catch {
    return [];
  }
  return [
    { key: productQueryOptions(id).queryKey, path: `/api/products/${encodeURIComponent(id)}` },
    ...(evaluated ? [evaluation(id, drawnEvaluationKey(id))] : []),
  ];
}

/** The app as built: its shell (`dist/index.html`) and manifest. */
export interface Build {
  index: string;
  manifest: Manifest;
}

const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const TITLE = /<title>[^<]*<\/title>/g;
const PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/** The build's chunks for `module` and those it imports, each once, the imported first. */
function chunksOf(manifest: Manifest, module: string, seen = new Set<string>()): Manifest[string][] {
  const chunk = manifest[module];
  if (!chunk || seen.has(module)) return [];
  seen.add(module);
  return [...(chunk.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen)), chunk];
}

/**
 * The page at `url` (the whole address) with its first screen drawn for a shopper signed out in English
 * (first-screen/), which the browser then adopts (main.tsx), and the inline scripts it holds (the server allows
 * each by its hash); null when the address is no page or the shell is not as built.
 *
 * - The page's own stylesheets are linked from the head: the browser would otherwise ask for them only once the
 *   page's code runs, and paint the page unstyled.
 * - The app's code is asked for once the first screen has painted, not before it: from a near server it would run
 *   first and hold the paint back by as long as it takes. Its parts (boot.ts) and the page's own chunks are asked for
 *   all at once then: the app, once running, finds them asked for (Vite's preloading adds a link per chunk not yet
 *   linked, in the middle of the app's start).
 */
export async function renderPage(
  url: string,
  build: Build,
  answers: Answer[] = [],
): Promise<{ html: string; scripts: string[] } | null> {
  const entry = ENTRY_SCRIPT.exec(build.index);
  if (!entry?.[1] || !build.index.includes(EMPTY_ROOT)) return null;
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = makeQueryClient();
  for (const { key, data } of answers) queryClient.setQueryData(key, data);
  const screen = renderToString(
    <App
      drawn
      queryClient={queryClient}
      router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
    />,
  );
  // The same answers for the browser's first render: JSON, never run (`<` escaped so no text ends the element).
  const data = answers.length
    ? `<script type="application/json" id="${DRAWN_ANSWERS}">${JSON.stringify(answers).replace(/</g, '\\u003c')}</script>`
    : '';
  const modules = context.matches.flatMap((match) => (match.route.handle as RouteHandle | undefined)?.module ?? []);
  const chunks = modules.flatMap((module) => chunksOf(build.manifest, module));
  const links = [...new Set(chunks.flatMap((chunk) => (chunk.css ?? []).map((file) => `/${file}`)))]
    .filter((href) => !build.index.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  // The boot's parts, then the page's own code (which the app would otherwise ask for only once it runs).
  const parts = [
    ...new Set([
      ...[...build.index.matchAll(PRELOAD)].map(([, href]) => href),
      ...chunks.map(({ file }) => `/${file}`),
    ]),
  ].filter((href) => href !== entry[1]);
  const preload = parts.length
    ? `for(const href of ${JSON.stringify(parts)})document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",crossOrigin:"",href}));`
    : '';
  // Taps made before the app has adopted the page are held for it (first-screen/held-taps.ts), from the first one.
  const start = `(${holdTaps.toString()})();requestAnimationFrame(()=>setTimeout(()=>{${preload}import(${JSON.stringify(entry[1])})}))`;
  const address = new URL(url).pathname.replace(/&/g, '&amp;'); // the rest of HTML's own is percent-encoded
  // The page's `<title>` (drawn where the page names itself) takes the shell's place in the head: one title, the
  // page's, from the first paint; React adopts it (the document's first title) instead of adding another.
  const titles = [...screen.matchAll(TITLE)].map(([element]) => element);
  const drawnScreen = titles.length ? screen.replace(TITLE, '') : screen;
  const title = titles.at(-1);
  // Replaced by functions: a `$&` in a product's name is text, not a replacement pattern.
  const html = build.index
    .replace(TITLE, (shell) => title ?? shell)
    .replace(PRELOAD, '')
    .replace(entry[0], () => `<script type="module">${start}</script>`)
    .replace('</head>', () => `${links.join('')}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root" data-drawn="${address}" ${ADOPTING}>${drawnScreen}</div>${data}`);
  const scripts = [start, ...[...screen.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, script]) => script ?? '')];
  return { html, scripts };
}
