import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { keepProduct } from '../../features/read-label/lib/kept-products.ts';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';

// The comparison gives the answer the report gives: a product the shopper read from its pack is compared completed by
// that read, said as such, as its report is.

const product = (id: string, name: string, gtin: string, summary: string, score: number, completed?: boolean) => ({
  entity: { id, name, brand: 'Maker', category: 'Hazelnut spread', gtin, type: 'food', certifications: [] },
  ratings: {
    health: {
      impact_summary: summary,
      recommendations: [],
      reliability: 'High',
      sources: [],
      data_confidence: {},
      score,
      grade: 'C',
      allergens: {},
      health_concerns: {},
      ingredients: { list: [], notable_ingredients: [] },
      certifications: [],
    },
    environmental: {
      palm_oil: { status: 'unknown' },
      environmental_factors: { carbon_footprint: {}, packaging: { recyclability: 'unknown' } },
      certifications: [],
    },
    ethical: { certifications: [] },
  },
  metadata: {
    data_quality: { evaluation_status: 'complete' },
    sources: [],
    ...(completed ? { completed_with: { facts: ['nutrition'], read_on: '2026-12-01' } } : {}),
  },
});

const readFacts = {
  name: 'Spread A',
  kind: 'food',
  gtin: '03017620422003',
  nutrition: { basis: '100g', sugars: 56.3 },
} as const;

function useHandlers(withRead: () => Response) {
  const asked: string[] = [];
  server.use(
    http.post('*/api/products/evaluate/a', () => {
      asked.push('a');
      return HttpResponse.json(product('a', 'Spread A', '3017620422003', 'No nutrition facts on record.', 60));
    }),
    http.post('*/api/products/evaluate/b', () => {
      asked.push('b');
      return HttpResponse.json(product('b', 'Spread B', '4000000000001', 'Low in sugar.', 70));
    }),
    http.post('*/api/products/evaluate/a/with-read', async ({ request }) => {
      asked.push(`a with ${JSON.stringify(await request.json())}`);
      return withRead();
    }),
  );
  return asked;
}

describe('Compare', () => {
  it('compares a product completed by the pack the shopper read, and says so under its name', async () => {
    const asked = useHandlers(() =>
      HttpResponse.json(product('a', 'Spread A', '3017620422003', 'High in sugar, by the table you read.', 20, true)),
    );
    keepProduct(readFacts, undefined, new Date('2026-12-01T10:00:00Z'));
    renderApp('/compare?ids=a,b');
    const table = await screen.findByRole('table');
    expect(
      within(table).getByText(
        'Completed with the nutrition table you read from the pack on 1 December 2026 — not checked by anyone.',
      ),
    ).toBeInTheDocument();
    // The completed score is the one compared, never the catalog's: B is the better one.
    expect(within(table).getByText('C · 20/100')).toBeInTheDocument();
    expect(within(table).queryByText('C · 60/100')).not.toBeInTheDocument();
    expect(asked).toContain(`a with ${JSON.stringify({ facts: readFacts, read_on: '2026-12-01' })}`);
    expect(asked.filter((q) => q.startsWith('b with'))).toEqual([]);
  });

  it("compares the catalog's own record when the completed one cannot be had, without saying it was completed", async () => {
    useHandlers(() => HttpResponse.json({ error: 'internal_error', message: 'x' }, { status: 500 }));
    keepProduct(readFacts, undefined, new Date('2026-12-01T10:00:00Z'));
    renderApp('/compare?ids=a,b');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getByText('C · 60/100')).toBeInTheDocument());
    expect(within(table).queryByText(/^Completed with/)).not.toBeInTheDocument();
  });
});
