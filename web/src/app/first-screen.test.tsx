import { act, screen } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_STORAGE_KEY } from '../config/constants.ts';
import { questionsOf, renderPage } from '../entry-server.tsx';
import { clearLocalHistory } from '../features/history/lib/local-history.ts';
import { drawnEvaluationKey, type Answer } from '../first-screen/index.ts';
import { basicProduct } from '../test/products.ts';
import { server } from '../test/server.ts';
import { App } from './app.tsx';
import { makeQueryClient } from './provider.tsx';
import { loadRoutesOf } from './router.tsx';

// The first screens the server draws (first-screen/) are adopted by React as they are: the same markup on the
// server and in the browser's first render, or React throws the page away and draws it again (slower, and a new
// largest paint).

const INDEX =
  '<html><head><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/app-2.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  'src/main.tsx': { file: 'assets/index-abc.js', css: ['assets/index-abc.css'] },
  'src/app/routes/search.tsx': { file: 'assets/search-1.js', css: ['assets/search-1.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-2.js', css: ['assets/shared-2.css'], imports: ['src/main.tsx'] },
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  clearLocalHistory();
});

/** Draws `path` as the server does, then lets React adopt it; the errors React recovered from. */
async function drawThenAdopt(
  path: string,
  { onDevice = () => {}, answers = [] }: { onDevice?: () => void; answers?: Answer[] } = {},
): Promise<{ container: HTMLElement; errors: unknown[] }> {
  const page = await renderPage(`http://localhost${path}`, { index: INDEX, manifest: {} }, answers);
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(page?.html ?? '')?.[1] ?? '';
  onDevice(); // what the browser holds that the server does not (the drawn page in hand)
  // The browser's first render starts from the answers the page carries, as main.tsx does.
  const queryClient: QueryClient = makeQueryClient();
  const carried = JSON.parse(document.getElementById('cc-drawn-answers')?.textContent ?? '[]') as Answer[];
  for (const { key, data } of carried) queryClient.setQueryData(key, data);
  window.history.replaceState(null, '', path);
  const container = document.getElementById('root') as HTMLElement;
  const errors: unknown[] = [];
  await loadRoutesOf(path);
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App drawn queryClient={queryClient} />
      </StrictMode>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { container, errors };
}

describe('a first screen drawn by the server', () => {
  it('links the page’s own stylesheets, holds taps, starts the app after the first paint, and is marked until adopted', async () => {
    const page = await renderPage('http://localhost/search', { index: INDEX, manifest: MANIFEST });
    expect(page).not.toBeNull();
    const html = page?.html ?? '';
    // Each stylesheet once, the shared chunk's before the page's; the shell's own one is not linked twice.
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
      '<link rel="stylesheet" crossorigin href="/assets/shared-2.css">',
      '<link rel="stylesheet" crossorigin href="/assets/search-1.css">',
    ]);
    expect(html).not.toContain('src="/assets/index-abc.js"');
    // The app's parts (boot.ts) are asked for together, once the first frame is out, not from the head before it.
    expect(html).not.toContain('rel="modulepreload"');
    const start = page?.scripts[0] ?? '';
    // Taps are held from the first one (held-taps.ts); the app starts after the first frame.
    expect(start).toMatch(
      /^\(function holdTaps\(\) \{[\s\S]*\}\)\(\);requestAnimationFrame\(\(\)=>setTimeout\(\(\)=>\{.*import\("\/assets\/index-abc\.js"\)\}\)\)$/,
    );
    // The parts, then the page's own chunks (not the entry, which the script imports).
    expect(start).toContain(
      'for(const href of ["/assets/react-1.js","/assets/app-2.js","/assets/shared-2.js","/assets/search-1.js"])',
    );
    expect(start).toContain('rel:"modulepreload"');
    expect(html).toContain(`<script type="module">${start}</script>`);
    expect(html).toContain('<div id="root" data-drawn="/search" data-adopting>');
    expect(html).toContain('Find Product Information');
    // Every inline script is named for the policy to allow by its hash: the app's start and the colour mode's.
    const inline = [...html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)].map(([, body]) => body);
    expect(inline[0]).toBe(page?.scripts[0]);
    expect([...(page?.scripts ?? [])].sort()).toEqual(inline.sort());
  });

  it('is no page when the shell is not as built', async () => {
    expect(await renderPage('http://localhost/', { index: '<div id="root"></div>', manifest: {} })).toBeNull();
  });

  it.each(['/', '/search', '/history', '/compare', '/lists'])(
    '%s is adopted by React as it is: no node drawn again, no error',
    async (path) => {
      const page = await renderPage(`http://localhost${path}`, { index: INDEX, manifest: {} });
      const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(page?.html ?? '')?.[1];
      expect(heading).toBeTruthy();
      const { container, errors } = await drawThenAdopt(path);
      expect(errors).toEqual([]);
      expect(container.querySelectorAll('h1')).toHaveLength(1);
      expect(container.querySelector('h1')?.textContent).toBe(heading);
      expect(container.hasAttribute('data-adopting')).toBe(false);
    },
  );

  it('shows what only the device knows (its history) once adopted, not in the adoption', async () => {
    const viewed = {
      product_id: 'nutella',
      name: 'Nutella',
      brand: 'Ferrero',
      scores: { health: null, environmental: null, ethical: null },
      viewed_at: '2026-11-22T10:00:00.000Z',
    };
    const { errors } = await drawThenAdopt('/history', {
      onDevice: () => localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify([viewed])),
    });
    expect(errors).toEqual([]);
    expect(await screen.findByText('Nutella')).toBeInTheDocument();
  });

  it('a report is drawn with its product and adopted as it is; its evaluation follows in the browser', async () => {
    const basic = basicProduct("Snickers </script><b> $& $'");
    let evaluations = 0;
    server.use(
      http.post('*/api/products/evaluate/snickers', () => {
        evaluations++;
        return HttpResponse.json({ ...basic, ratings: {}, personal_alerts: [] });
      }),
      http.get('*/api/products/snickers/alternatives', () =>
        HttpResponse.json({ product_id: 'snickers', category: null, alternatives: [] }),
      ),
      http.post('*/api/products/snickers/alternatives', () =>
        HttpResponse.json({ product_id: 'snickers', category: null, alternatives: [] }),
      ),
    );
    const { container, errors } = await drawThenAdopt('/product/snickers', {
      answers: [{ key: ['product', 'snickers'], data: basic }],
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe("Snickers </script><b> $& $'");
    await vi.waitFor(() => expect(evaluations).toBe(1));
  });

  it('a report is drawn with one <title>, its product’s, in the head, and keeps one once adopted', async () => {
    const basic = basicProduct('Snickers Bar');
    server.use(
      http.post('*/api/products/evaluate/snickers', () =>
        HttpResponse.json({ ...basic, ratings: {}, personal_alerts: [] }),
      ),
      http.get('*/api/products/snickers/alternatives', () =>
        HttpResponse.json({ product_id: 'snickers', category: null, alternatives: [] }),
      ),
      http.post('*/api/products/snickers/alternatives', () =>
        HttpResponse.json({ product_id: 'snickers', category: null, alternatives: [] }),
      ),
    );
    const index = INDEX.replace('<head>', '<head><title>ClearCart</title>');
    const answers = [{ key: ['product', 'snickers'], data: basic }];
    const page = await renderPage('http://localhost/product/snickers', { index, manifest: {} }, answers);
    const html = page?.html ?? '';
    expect([...html.matchAll(/<title>([^<]*)<\/title>/g)].map(([, text]) => text)).toEqual([
      'Snickers Bar — ClearCart',
    ]);
    expect(/<head>[\s\S]*<\/head>/.exec(html)?.[0]).toContain('<title>Snickers Bar — ClearCart</title>');
    document.head.innerHTML = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
    try {
      const { errors } = await drawThenAdopt('/product/snickers', { answers });
      expect(errors).toEqual([]);
      expect(document.querySelectorAll('title')).toHaveLength(1);
      expect(document.title).toBe('Snickers Bar — ClearCart');
    } finally {
      act(() => root?.unmount());
      root = undefined;
      document.head.innerHTML = '';
    }
  });

  it('a report drawn evaluated (a device holding no preferences) is adopted with its scores, asked for nothing', async () => {
    const basic = basicProduct();
    const evaluated = {
      ...basic,
      ratings: {
        health: {
          impact_summary: 'High in sugar.',
          recommendations: [],
          reliability: 'High',
          sources: [],
          data_confidence: {},
          score: 31,
          grade: 'D',
          allergens: {},
          health_concerns: {},
          ingredients: { list: ['sugar'], notable_ingredients: [] },
          certifications: [],
        },
      },
      personal_alerts: [],
    };
    let evaluations = 0;
    server.use(
      http.post('*/api/products/evaluate/snickers', () => {
        evaluations++;
        return HttpResponse.json(evaluated);
      }),
      http.get('*/api/products/snickers/alternatives', () =>
        HttpResponse.json({ product_id: 'snickers', category: null, alternatives: [] }),
      ),
    );
    const answers = [
      { key: ['product', 'snickers'], data: basic },
      { key: drawnEvaluationKey('snickers'), data: evaluated },
    ];
    const page = await renderPage('http://localhost/product/snickers', { index: INDEX, manifest: {} }, answers);
    const summary = /<section[^>]*aria-label="Score summary"[\s\S]*?<\/section>/.exec(page?.html ?? '')?.[0] ?? '';
    expect(summary).toContain('31');
    // The open tab is drawn too, not left for the browser to add and lay out after adopting the page.
    expect(page?.html).toContain('High in sugar.');
    let drawnTab: Element | null = null;
    const { container, errors } = await drawThenAdopt('/product/snickers', {
      answers,
      onDevice: () => void (drawnTab = document.querySelector('[role="tabpanel"]')),
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('#report-tabs')).not.toHaveAttribute('aria-busy');
    expect(container.querySelector('[role="tabpanel"]')).toBe(drawnTab);
    expect(container.querySelector('[role="tabpanel"]')?.textContent).toContain('High in sugar.');
    expect(container.querySelector('[aria-label="Score summary"]')?.textContent).toContain('31');
    expect(evaluations).toBe(0);
  });
});

describe('the answers a page is drawn with', () => {
  it('a report: its product, and its evaluation for a device holding no preferences', () => {
    const keys = (cookie?: string) =>
      questionsOf({ pathname: '/product/a%20b', cookie }).map(({ key, path, body }) => [key, path, body]);
    expect(questionsOf({ pathname: '/product/a' }).map(({ optional }) => optional)).toEqual([undefined, true]);
    expect(keys()).toEqual([
      [['product', 'a b'], '/api/products/a%20b', undefined],
      [['evaluation', 'a b', 'drawn'], '/api/products/evaluate/a%20b', {}],
    ]);
    expect(keys('x=1; cc_prefs=1')).toEqual([[['product', 'a b'], '/api/products/a%20b', undefined]]);
    expect(questionsOf({ pathname: '/product/%E0%A4%A' })).toEqual([]);
    expect(questionsOf({ pathname: '/search' })).toEqual([]);
  });

  it('a comparison of two or more: each evaluation, for a device holding no preferences', () => {
    expect(questionsOf({ pathname: '/compare', search: '?ids=a,b,a' })).toEqual([
      { key: ['compare', 'a', ''], path: '/api/products/evaluate/a', body: {}, optional: true },
      { key: ['compare', 'b', ''], path: '/api/products/evaluate/b', body: {}, optional: true },
    ]);
    expect(questionsOf({ pathname: '/compare', search: '?ids=a' })).toEqual([]);
    expect(questionsOf({ pathname: '/compare', search: '?ids=a,b', cookie: 'cc_prefs=1' })).toEqual([]);
  });
});
