import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAuthBackend } from '../test/fake-auth.ts';
import { renderApp } from '../test/render.tsx';
import { server } from '../test/server.ts';
import { EarlyReport } from './early-report.tsx';
import { AppProvider, makeQueryClient } from './provider.tsx';

const entity = { id: 'nutella', name: 'Nutella', brand: 'Ferrero', category: 'Spread', confidence: 1, type: 'food' };
const basic = { entity, metadata: { data_quality: { evaluation_status: 'basic' }, sources: [] } };
const alert = 'Contains tree nuts — you avoid tree nuts';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the app opened on a report', () => {
  it('asks for its basic data and evaluation while the page loads; the page takes them instead of asking again', async () => {
    const asked = { product: 0, evaluate: [] as unknown[] };
    server.use(
      http.get('*/api/products/nutella', () => {
        asked.product++;
        return HttpResponse.json(basic);
      }),
      http.post('*/api/products/evaluate/nutella', async ({ request }) => {
        asked.evaluate.push(await request.json());
        return HttpResponse.json({
          ...basic,
          ratings: {},
          personal_alerts: [{ code: 'allergen', severity: 'high', message: alert }],
        });
      }),
    );
    localStorage.setItem('userPreferences', JSON.stringify({ health: { allergens: ['tree_nuts'] } }));
    window.history.replaceState(null, '', '/product/nutella');
    render(
      <AppProvider authBackend={fakeAuthBackend()} queryClient={makeQueryClient()}>
        <EarlyReport />
      </AppProvider>,
    );
    await waitFor(() => expect(asked.evaluate).toHaveLength(1));
    expect(asked.product).toBe(1);
    // Asked with this device's preferences, as the page asks (the shopper is signed out).
    expect(
      (asked.evaluate[0] as { preferences: { health: { allergens: string[] } } }).preferences.health.allergens,
    ).toEqual(['tree_nuts']);

    renderApp('/product/nutella');
    expect(await screen.findByText(alert)).toBeInTheDocument();
    expect(asked.evaluate).toHaveLength(1);
  });

  it('when the page’s code came first and asked, the early request is not made a second time', async () => {
    const asked: unknown[] = [];
    server.use(
      http.get('*/api/products/nutella', () => HttpResponse.json(basic)),
      http.post('*/api/products/evaluate/nutella', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ ...basic, ratings: {}, personal_alerts: [] });
      }),
    );
    localStorage.setItem('userPreferences', JSON.stringify({ health: { allergens: ['peanuts'] } }));
    renderApp('/product/nutella');
    await waitFor(() => expect(asked).toHaveLength(1));
    window.history.replaceState(null, '', '/product/nutella');
    const queryClient = makeQueryClient();
    render(
      <AppProvider authBackend={fakeAuthBackend()} queryClient={queryClient}>
        <EarlyReport />
      </AppProvider>,
    );
    await waitFor(() => expect(queryClient.getQueryState(['preferences', 'local'])?.status).toBe('success'));
    // The early report's code loads after its preferences are read: give it the same chance to ask as in the page.
    await import('../features/product/api/evaluate-product.ts');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toHaveLength(1);
  });

  it('asks nothing on another page', async () => {
    let asked = 0;
    server.use(http.all('*/api/products/*', () => void asked++));
    window.history.replaceState(null, '', '/search');
    const queryClient = makeQueryClient();
    render(
      <AppProvider authBackend={fakeAuthBackend()} queryClient={queryClient}>
        <EarlyReport />
      </AppProvider>,
    );
    // Settled: the sign-in state known and the preferences read, when a report would have been asked for.
    await waitFor(() => expect(queryClient.getQueryState(['preferences', 'local'])?.status).toBe('success'));
    expect(asked).toBe(0);
  });
});
