import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from 'firebase/auth';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ProductResponse } from '@clearcart/contracts';
import { keepProduct } from '../../features/read-label/lib/kept-products.ts';
import { cacheGet, productCacheKey } from '../../lib/cache.ts';
import { fakeAuthBackend } from '../../test/fake-auth.ts';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';

const entity = {
  id: 'nutella',
  name: 'Nutella',
  brand: 'Ferrero',
  category: 'Hazelnut spread',
  confidence: 0.62,
  identifiedBy: 'text search',
  type: 'food',
  image_url: 'https://img.example/n.jpg',
  certifications: [{ name: 'RSPO', verified: true, description: 'Certified palm oil', impact: 'positive' }],
  insights: {
    company: {
      name: 'Ferrero',
      about: 'An Italian confectioner.',
      ownership: [{ company: 'Ferrero International', relation: 'ultimate parent', as_of: '2024', sources: [] }],
      sources: [],
    },
  },
};
const basic = { entity, metadata: { data_quality: { evaluation_status: 'basic' }, sources: [] } };

const health = {
  impact_summary: 'High in sugar [1]. Contains hazelnuts.',
  recommendations: ['Avoid if allergic to tree nuts', { text: 'Check the label' }],
  reliability: 'High',
  sources: [{ title: 'EFSA', url: 'https://www.efsa.europa.eu' }],
  data_confidence: {},
  score: 30,
  grade: 'D',
  allergens: { tree_nuts: { status: 'yes', severity: 'high', notes: 'Contains hazelnuts', highlighted: true } },
  health_concerns: {},
  ingredients: { list: ['sugar', 'palm oil'], notable_ingredients: [] },
  certifications: [],
};

function useProductHandlers(options: { evaluate?: () => Response | Promise<Response>; image?: () => Response } = {}) {
  server.use(
    http.get('*/api/products/nutella', () => HttpResponse.json(basic)),
    http.get(
      '*/api/products/product-image',
      options.image ?? (() => HttpResponse.json({ imageUrl: 'https://img.example/n.jpg', source: 'Open Food Facts' })),
    ),
    http.post(
      '*/api/products/evaluate/nutella',
      options.evaluate ??
        (() =>
          HttpResponse.json({
            ...basic,
            ratings: { health },
            personal_alerts: [
              { code: 'allergen', severity: 'high', message: 'Contains tree nuts — you avoid tree nuts' },
            ],
          })),
    ),
  );
}

describe('Product page', () => {
  it('a report lacking what the shopper read from its pack before says so, and opens their report (read once, kept)', async () => {
    const withGtin = { ...basic, entity: { ...entity, gtin: '3017620422003' } };
    server.use(
      http.get('*/api/products/nutella', () => HttpResponse.json(withGtin)),
      http.post('*/api/products/evaluate/nutella', () => HttpResponse.json({ ...withGtin, ratings: { health } })),
    );
    const read = keepProduct(
      { name: 'Nutella', brand: 'Ferrero', kind: 'food', gtin: '03017620422003' },
      undefined,
      new Date('2026-12-01T10:00:00Z'),
    );
    renderApp('/product/nutella');
    expect(
      await screen.findByText(/You read this pack on .*: your report has what its photos showed\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your report' })).toHaveAttribute('href', `/read/${read.id}`);
    expect(screen.queryByText(/No nutrition table on record: if the pack prints one/)).not.toBeInTheDocument();
  });

  describe('completed by the pack the shopper read (read once, kept)', () => {
    const withGtin = { ...basic, entity: { ...entity, gtin: '3017620422003' } };
    /** The catalog's record: its ingredient list, no nutrition table. */
    const catalogs = {
      ...withGtin,
      ratings: { health: { ...health, impact_summary: 'No nutrition facts on record.' } },
    };
    const completedReport = {
      ...withGtin,
      ratings: { health: { ...health, impact_summary: 'High in sugar, by the table you read.' } },
      metadata: { ...withGtin.metadata, completed_with: { facts: ['nutrition'], read_on: '2026-12-01' } },
    };
    const readFacts = {
      name: 'Nutella',
      kind: 'food',
      gtin: '03017620422003',
      ingredients_text: 'Sugar, palm oil, hazelnuts',
      nutrition: { basis: '100g', sugars: 56.3 },
    } as const;

    let catalogAnswered = false;
    function useCompletionHandlers(withRead: (body: unknown) => Response | Promise<Response>) {
      catalogAnswered = false;
      server.use(
        http.get('*/api/products/nutella', () => HttpResponse.json(withGtin)),
        http.post('*/api/products/evaluate/nutella', () => {
          catalogAnswered = true;
          return HttpResponse.json(catalogs);
        }),
        http.post('*/api/products/evaluate/nutella/with-read', async ({ request }) => withRead(await request.json())),
      );
    }

    it('signed out: the report is completed with the read kept on this device, says so, and the catalog’s own is a tap away', async () => {
      const bodies: unknown[] = [];
      let answer = () => {};
      const held = new Promise<void>((resolve) => (answer = resolve));
      useCompletionHandlers(async (body) => {
        bodies.push(body);
        await held;
        return HttpResponse.json(completedReport);
      });
      const read = keepProduct(readFacts, undefined, new Date('2026-12-01T10:00:00Z'));
      const user = userEvent.setup();
      renderApp('/product/nutella');
      // The catalog's evaluation is in while the completed one is on its way: its scores do not show meanwhile.
      await waitFor(() => expect(catalogAnswered && bodies.length === 1).toBe(true));
      await screen.findByRole('heading', { name: 'Nutella', level: 1 });
      expect(screen.queryByText('No nutrition facts on record.')).not.toBeInTheDocument();
      answer();
      expect(
        await screen.findByText(
          'Completed with the nutrition table you read from the pack on 1 December 2026 — not checked by anyone.',
        ),
      ).toBeInTheDocument();
      expect((await screen.findAllByText('High in sugar, by the table you read.')).length).toBeGreaterThan(0);
      expect(bodies).toEqual([{ facts: readFacts, read_on: '2026-12-01' }]);
      expect(screen.getByRole('link', { name: 'Your report' })).toHaveAttribute('href', `/read/${read.id}`);

      await user.click(screen.getByRole('button', { name: "See the catalog's own report" }));
      expect((await screen.findAllByText('No nutrition facts on record.')).length).toBeGreaterThan(0);
      expect(
        screen.getByText(/You read this pack on .*: your report has what its photos showed\./),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Complete it with what you read' }));
      expect((await screen.findAllByText('High in sugar, by the table you read.')).length).toBeGreaterThan(0);
      expect(bodies).toHaveLength(1);
    });

    it("signed in: the account's read completes it, on any device", async () => {
      useCompletionHandlers(() => HttpResponse.json(completedReport));
      server.use(
        http.get('*/api/my-products', () =>
          HttpResponse.json({
            items: [
              {
                id: 'mp-1',
                facts: readFacts,
                created_at: '2026-12-01T10:00:00Z',
                updated_at: '2026-12-01T10:00:00Z',
              },
            ],
            sharing_available: false,
          }),
        ),
      );
      renderApp('/product/nutella', { auth: fakeAuthBackend({ email: 'a@b.co', uid: 'u1' }) });
      expect(
        await screen.findByText(
          'Completed with the nutrition table you read from the pack on 1 December 2026 — not checked by anyone.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Your report' })).toHaveAttribute('href', '/read/mp-1');
    });

    it("shows the catalog's own report, and the read as before, when the completed one cannot be had", async () => {
      useCompletionHandlers(() => HttpResponse.json({ error: 'internal_error', message: 'x' }, { status: 500 }));
      keepProduct(readFacts, undefined, new Date('2026-12-01T10:00:00Z'));
      renderApp('/product/nutella');
      expect((await screen.findAllByText('No nutrition facts on record.')).length).toBeGreaterThan(0);
      expect(
        screen.getByText(/You read this pack on .*: your report has what its photos showed\./),
      ).toBeInTheDocument();
      expect(screen.queryByText(/^Completed with/)).not.toBeInTheDocument();
      expect(screen.queryByText("Couldn't load the evaluation")).not.toBeInTheDocument();
    });
  });

  it('offers the other pack sizes below the report, each a link to its own report', async () => {
    useProductHandlers();
    const size = (id: string, quantity: string, name = 'Nutella') => ({
      product_id: id,
      name,
      brand: 'Ferrero',
      quantity,
      score: 1,
    });
    server.use(
      http.get('*/api/products/nutella/sizes', () =>
        HttpResponse.json({ sizes: [size('nutella-200g', '200 g'), size('nutella-us', '750 g', 'Nutella (US)')] }),
      ),
    );
    renderApp('/product/nutella');
    const sizes = await screen.findByRole('region', { name: 'Other sizes' });
    expect(within(sizes).getByRole('link', { name: '200 g' })).toHaveAttribute('href', '/product/nutella-200g');
    expect(within(sizes).getByRole('link', { name: '750 g · US' })).toHaveAttribute('href', '/product/nutella-us');
  });

  it("tells another market's pack of the shown product's size apart by its barcode", async () => {
    useProductHandlers();
    server.use(
      http.get('*/api/products/nutella/sizes', () =>
        HttpResponse.json({
          sizes: [{ product_id: 'nutella-uk', name: 'Nutella', brand: 'Ferrero', gtin: '3017620429484', score: 1 }],
        }),
      ),
    );
    renderApp('/product/nutella');
    const sizes = await screen.findByRole('region', { name: 'Other sizes' });
    expect(within(sizes).getByRole('link', { name: 'barcode 3017620429484' })).toHaveAttribute(
      'href',
      '/product/nutella-uk',
    );
  });

  it('shows the header, low-confidence box, image note and the evaluation when it arrives', async () => {
    useProductHandlers();
    renderApp('/product/nutella');
    expect(await screen.findByRole('heading', { name: 'Nutella', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('by Ferrero')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Nutella — ClearCart'));
    // The details are drawn once the report's first screen has painted.
    const confidence = await screen.findByTestId('confidence-box');
    expect(confidence).toHaveTextContent('62%');
    expect(confidence).toHaveTextContent('Product information may not be fully accurate');
    expect(confidence).toHaveAttribute('data-tone', 'yellow');
    expect(screen.getByText('Identified using text search')).toBeInTheDocument();
    expect(await screen.findByText('Image source: Open Food Facts')).toBeInTheDocument();
    expect(await screen.findByText('Contains tree nuts — you avoid tree nuts')).toBeInTheDocument();
    expect(screen.getByText('High Reliability')).toBeInTheDocument();
    expect(screen.getByText('High in sugar. Contains hazelnuts.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Health Alerts' })).getByText('Contains hazelnuts'),
    ).toBeInTheDocument();
    expect(screen.getByText(/for information only/)).toBeInTheDocument();
  });

  it('toggles the debug panel by clicking the name once the evaluation has arrived', async () => {
    useProductHandlers();
    renderApp('/product/nutella');
    const user = userEvent.setup();
    const nameButton = await screen.findByRole('button', { name: 'Nutella' });
    await user.click(nameButton);
    expect(await screen.findByRole('tab', { name: 'Raw health data' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Full response' })).toBeInTheDocument();
    await user.click(nameButton);
    expect(screen.queryByRole('tab', { name: 'Raw health data' })).not.toBeInTheDocument();
  });

  it('keeps the basic data and shows the empty texts when the evaluation fails', async () => {
    useProductHandlers({ evaluate: () => HttpResponse.json({ error: 'internal', message: 'boom' }, { status: 500 }) });
    renderApp('/product/nutella');
    expect(await screen.findByText('No health information is available for this product yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nutella', level: 1 })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Company' }));
    expect(await screen.findByText('Ferrero International')).toBeInTheDocument();
    expect(screen.getByText('since 2024')).toBeInTheDocument();
  });

  it("says a failed evaluation failed — 'Couldn't load the evaluation' — and Retry brings the ratings", async () => {
    let fail = true;
    useProductHandlers({
      evaluate: () =>
        fail
          ? HttpResponse.json({ error: 'internal_error', message: 'The evaluation failed.' }, { status: 500 })
          : HttpResponse.json({ ...basic, ratings: { health } }),
    });
    renderApp('/product/nutella');
    expect(await screen.findByText("Couldn't load the evaluation")).toBeInTheDocument();
    expect(screen.getByText('The evaluation failed.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText("Couldn't load the evaluation")).not.toBeInTheDocument());
  });

  it("shows 'Error Loading Product' with the message on a 404", async () => {
    server.use(
      http.get('*/api/products/missing', () =>
        HttpResponse.json({ error: 'not_found', message: 'Product not found' }, { status: 404 }),
      ),
    );
    const { router } = renderApp('/product/missing');
    expect(await screen.findByText('Error Loading Product')).toBeInTheDocument();
    expect(screen.getByText('Product not found')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Error Loading Product — ClearCart'));
    // Opened directly (a new tab, a shared link): there is no page of ours to go back to, so Go Back goes to search.
    await userEvent.click(screen.getByRole('button', { name: /Go Back/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
  });

  it('Go Back returns to the page the shopper came from', async () => {
    server.use(
      http.get('*/api/products/missing', () =>
        HttpResponse.json({ error: 'not_found', message: 'Product not found' }, { status: 404 }),
      ),
    );
    const { router } = renderApp('/preferences');
    await router.navigate('/product/missing');
    await userEvent.click(await screen.findByRole('button', { name: /Go Back/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/preferences'));
  });

  it("rejects a response without entity as 'Product not found or invalid format'", async () => {
    server.use(http.get('*/api/products/odd', () => HttpResponse.json({ ratings: {} })));
    renderApp('/product/odd');
    expect(await screen.findByText('Product not found or invalid format')).toBeInTheDocument();
  });

  it('shows the image service message on 503, and uses a captured photo instead of asking', async () => {
    useProductHandlers({
      image: () => HttpResponse.json({ success: false, error: 'image_service_unavailable' }, { status: 503 }),
    });
    const first = renderApp('/product/nutella');
    expect(await screen.findByText('The image service is not available')).toBeInTheDocument();
    first.unmount();

    let imageCalls = 0;
    server.use(
      http.get('*/api/products/product-image', () => {
        imageCalls += 1;
        return HttpResponse.json({ imageUrl: 'x', source: 'y' });
      }),
    );
    sessionStorage.setItem('capturedPhoto:nutella', 'data:image/jpeg;base64,AAAA');
    renderApp('/product/nutella');
    expect(await screen.findByText('Image from camera capture')).toBeInTheDocument();
    expect(sessionStorage.getItem('capturedPhoto:nutella')).toBeNull();
    await waitFor(() => expect(screen.getByText('High Reliability')).toBeInTheDocument());
    expect(imageCalls).toBe(0);
  });

  it('shows the placeholder, not an outage message, when the catalog has no image (404)', async () => {
    useProductHandlers({
      image: () => HttpResponse.json({ error: 'not_found', message: 'no image' }, { status: 404 }),
    });
    renderApp('/product/nutella');
    expect(await screen.findByText('No image available')).toBeInTheDocument();
    expect(screen.queryByText('The image service is not available')).not.toBeInTheDocument();
  });

  it("asks for no image when the product has none on record, and shows its kind's placeholder", async () => {
    let imageCalls = 0;
    useProductHandlers({
      image: () => {
        imageCalls += 1;
        return HttpResponse.json({ imageUrl: 'x', source: 'y' });
      },
    });
    const { image_url: _none, ...withoutImage } = entity;
    server.use(http.get('*/api/products/nutella', () => HttpResponse.json({ ...basic, entity: withoutImage })));
    renderApp('/product/nutella');
    expect(await screen.findByText('No image available')).toBeInTheDocument();
    expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('High Reliability')).toBeInTheDocument());
    expect(imageCalls).toBe(0);
  });

  it('shows the placeholder when the picture cannot be loaded (offline, host down)', async () => {
    useProductHandlers();
    renderApp('/product/nutella');
    const picture = await screen.findByRole('img', { name: 'Nutella' });
    expect(screen.getByText('Image source: Open Food Facts')).toBeInTheDocument();
    fireEvent.error(picture);
    expect(await screen.findByText('The picture could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText('Image source: Open Food Facts')).not.toBeInTheDocument();
  });

  it('shows a held identification instead of the entity values, and the entity values without one', async () => {
    useProductHandlers();
    sessionStorage.setItem('identification:nutella', JSON.stringify({ confidence: 0.97, identified_by: 'barcode' }));
    const first = renderApp('/product/nutella');
    const box = await screen.findByTestId('confidence-box');
    expect(box).toHaveTextContent('97%');
    expect(box).toHaveAttribute('data-tone', 'green');
    expect(screen.getByText('Identified using barcode')).toBeInTheDocument();
    first.unmount();
    sessionStorage.clear();
    renderApp('/product/nutella');
    expect(await screen.findByTestId('confidence-box')).toHaveTextContent('62%');
    expect(screen.getByText('Identified using text search')).toBeInTheDocument();
  });

  it('caches the basic data for 30 minutes under the product key', async () => {
    useProductHandlers();
    renderApp('/product/nutella');
    await screen.findByRole('heading', { name: 'Nutella', level: 1 });
    const key = productCacheKey('nutella');
    expect(cacheGet<ProductResponse>(key)?.entity.name).toBe('Nutella');
    expect(cacheGet(key, Date.now() + 29 * 60_000)).not.toBeNull();
    expect(cacheGet(key, Date.now() + 31 * 60_000)).toBeNull();
  });
});

describe('Personalised evaluation', () => {
  it('sends {} without saved preferences and {preferences} with them', async () => {
    const bodies: unknown[] = [];
    useProductHandlers();
    server.use(
      http.post('*/api/products/evaluate/nutella', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...basic, ratings: { health } });
      }),
    );
    const first = renderApp('/product/nutella');
    await screen.findByText('High Reliability');
    first.unmount();
    localStorage.setItem('userPreferences', JSON.stringify({ health: { allergens: ['peanuts'] } }));
    renderApp('/product/nutella');
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[0]).toEqual({});
    expect((bodies[1] as { preferences: { health: { allergens: string[] } } }).preferences.health.allergens).toEqual([
      'peanuts',
    ]);
  });
});

describe('Before the sign-in state is known', () => {
  /** An identity provider that has not answered yet: `answer` gives its first state. */
  function slowAuth() {
    let listener: ((user: User | null) => void) | undefined;
    const user = { uid: 'uid-ann', email: 'ann@example.com', providerData: [], metadata: {} } as unknown as User;
    return {
      backend: {
        onUserChanged: (callback: (user: User | null) => void) => {
          listener = callback;
          return () => undefined;
        },
        signIn: async () => {},
        signUp: async () => {},
        signOut: async () => {},
        resetPassword: async () => {},
        confirmPassword: async () => {},
        getIdToken: async () => 'token-of-ann',
      },
      answer: (signedIn: boolean) => act(() => listener?.(signedIn ? user : null)),
    };
  }

  it('the report shows at once; the evaluation waits for whose preferences apply, and uses the account’s', async () => {
    const bodies: unknown[] = [];
    useProductHandlers();
    server.use(
      http.post('*/api/products/evaluate/nutella', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          ...basic,
          ratings: { health },
          personal_alerts: [
            { code: 'allergen', severity: 'high', message: 'Contains tree nuts — you avoid tree nuts' },
          ],
        });
      }),
      http.get('*/api/preferences', () => HttpResponse.json({ health: { allergens: ['tree_nuts'] } })),
    );
    // What this device kept from someone signed out: never sent for the account's shopper.
    localStorage.setItem('userPreferences', JSON.stringify({ health: { allergens: ['peanuts'] } }));
    const auth = slowAuth();
    renderApp('/product/nutella', { auth: auth.backend });
    expect(await screen.findByRole('heading', { name: 'Nutella', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('by Ferrero')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Health/ })).toBeInTheDocument();
    expect(screen.queryByText('Contains tree nuts — you avoid tree nuts')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    auth.answer(true);
    expect(await screen.findByText('Contains tree nuts — you avoid tree nuts')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect((bodies[0] as { preferences: { health: { allergens: string[] } } }).preferences.health.allergens).toEqual([
      'tree_nuts',
    ]);
  });

  it('a page that depends on who is signed in waits for it', async () => {
    const auth = slowAuth();
    renderApp('/history', { auth: auth.backend });
    expect(await screen.findByText('Starting')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    auth.answer(false);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

describe('Not found', () => {
  it('shows a friendly page with a link home', async () => {
    renderApp('/nope');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
