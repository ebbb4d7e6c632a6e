import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fakeAuthBackend } from '../../test/fake-auth.ts';
import { basicProduct } from '../../test/products.ts';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';

// The household on a device (signed out): the report says whom a product is not for, and shows the chosen
// person's view; a list kept on the device shows each person's alerts and the basket.

const basic = basicProduct();
const peanuts = { health: { allergens: ['peanuts'] } };
const lea = {
  id: 'local-lea',
  name: 'Léa',
  preferences: {
    health: {
      allergens: ['peanuts'],
      dietary_restrictions: [],
      sensitivities: { chemicals: 0, preservatives: 0, artificial_additives: 0 },
      avoid_ingredients: [],
    },
    environment: { certifications: [], ingredients_to_avoid: [] },
    ethical: { certifications: [], animal_testing: 'neutral', additional_concerns: '' },
  },
};
const peanutAlert = { code: 'allergen:peanuts', severity: 'high', message: 'Contains peanuts — you avoid peanuts' };

describe('a household on the device', () => {
  it('the report says whom the product is not for, and the tabs show the person chosen', async () => {
    localStorage.setItem('household', JSON.stringify({ me: 'Me', people: [lea] }));
    const evaluations: unknown[] = [];
    const asked: unknown[] = [];
    server.use(
      http.get('*/api/products/snickers', () => HttpResponse.json(basic)),
      http.get('*/api/products/snickers/alternatives', () =>
        HttpResponse.json({ product_id: 'snickers', category: null, alternatives: [] }),
      ),
      http.post('*/api/products/snickers/alternatives', () =>
        HttpResponse.json({ product_id: 'snickers', category: null, alternatives: [] }),
      ),
      http.post('*/api/products/evaluate/snickers', async ({ request }) => {
        evaluations.push(await request.json());
        return HttpResponse.json({ ...basic, ratings: {}, personal_alerts: [] });
      }),
      http.post('*/api/profiles/alerts', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({
          products: [
            {
              product_id: 'snickers',
              people: [
                { profile_id: 'me', name: 'Me', alerts: [] },
                { profile_id: 'local-lea', name: 'Léa', alerts: [peanutAlert] },
              ],
            },
          ],
        });
      }),
    );
    const { router } = renderApp('/product/snickers');
    const household = await screen.findByRole('region', { name: 'For your household' });
    expect(await within(household).findByText('Not for Léa: contains peanuts')).toBeInTheDocument();
    expect(within(household).getByText('Me: no preferences to check')).toBeInTheDocument();
    expect(asked[0]).toMatchObject({ product_ids: ['snickers'], profiles: [{ name: 'Me' }, { name: 'Léa' }] });
    await waitFor(() => expect(evaluations).toHaveLength(1));
    expect(evaluations[0]).toEqual({});

    await userEvent.setup().click(within(household).getByRole('button', { name: 'Léa' }));
    await waitFor(() => expect(router.state.location.search).toBe('?for=local-lea'));
    await waitFor(() => expect(evaluations).toHaveLength(2));
    expect(evaluations[1]).toMatchObject({ preferences: peanuts });
    expect(
      within(await screen.findByRole('region', { name: 'For your household' })).getByRole('button', { name: 'Léa' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it("a list on the device shows each item's alerts per person and the basket, and ticks items off", async () => {
    localStorage.setItem('household', JSON.stringify({ me: 'Me', people: [lea] }));
    const list = {
      id: 'local-list',
      name: 'Picnic',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      items: [
        { id: 'i1', product_id: 'snickers', text: '', quantity: 2, checked: false },
        { id: 'i2', product_id: null, text: 'bread', quantity: 1, checked: false },
      ],
    };
    localStorage.setItem('shoppingLists', JSON.stringify([list]));
    const scores = { health: { score: 20, grade: 'D' }, environmental: null, ethical: null };
    let reports = 0;
    server.use(
      http.post('*/api/lists/report', async ({ request }) => {
        reports++;
        const body = (await request.json()) as { items: { id: string }[]; profiles: { name: string }[] };
        expect(body.items.map((i) => i.id)).toEqual(['i1', 'i2']);
        expect(body.profiles.map((p) => p.name)).toEqual(['Me', 'Léa']);
        return HttpResponse.json({
          people: [{ name: 'Me' }, { name: 'Léa' }],
          items: [
            {
              ...list.items[0],
              product: { name: 'Snickers', brand: 'Mars' },
              scores,
              alerts: [{ name: 'Léa', alerts: [peanutAlert] }],
            },
            { ...list.items[1], scores: { health: null, environmental: null, ethical: null }, alerts: [] },
          ],
          summary: {
            items: 2,
            checked: 0,
            matched: 1,
            people: [
              { name: 'Me', items_with_alerts: 0, items_unsure: 0 },
              { name: 'Léa', items_with_alerts: 1, items_unsure: 0 },
            ],
            average_scores: scores,
            worst: [
              { item_id: 'i1', product_id: 'snickers', name: 'Snickers', why: 'Not for Léa', better_choices: [] },
            ],
          },
        });
      }),
    );
    renderApp('/lists/local-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Picnic' })).toBeInTheDocument();
    expect(await screen.findByText('Not for Léa: contains peanuts')).toBeInTheDocument();
    const perPerson = screen.getByRole('list', { name: 'Alerts per person' });
    expect(within(perPerson).getByText('Léa: 1 item with an alert')).toBeInTheDocument();
    expect(within(perPerson).getByText('Me: no alerts')).toBeInTheDocument();
    expect(screen.getByText('2 items · 0 ticked off · 1 from the catalog')).toBeInTheDocument();
    expect(screen.getByText('Nothing better for everyone in our catalog.')).toBeInTheDocument();
    // What the report said of the product is kept on the device, so the list shows its name offline too.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('shoppingLists') ?? '[]')[0].items[0].product.name).toBe('Snickers'),
    );

    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Tick off bread' }));
    expect(await screen.findByText('2 items · 1 ticked off · 1 from the catalog')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('shoppingLists') ?? '[]')[0].items[1].checked).toBe(true);
    // Ticking off asks nothing again: the scores and alerts depend on the products and the people only.
    expect(reports).toBe(1);
  });
});

describe("an account's list", () => {
  const page = (checked: boolean) => ({
    id: 'l1',
    name: 'Weekly',
    share: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    people: [{ name: 'Me' }],
    items: [
      {
        id: 'i1',
        product_id: null,
        text: 'bread',
        quantity: 1,
        checked,
        scores: { health: null, environmental: null, ethical: null },
        alerts: [],
      },
    ],
    summary: {
      items: 1,
      checked: checked ? 1 : 0,
      matched: 0,
      people: [{ name: 'Me', items_with_alerts: 0, items_unsure: 0 }],
      average_scores: { health: null, environmental: null, ethical: null },
      worst: [],
    },
  });

  it('a tick shows at once, while the account is asked, and stays when the server has it', async () => {
    let kept = false;
    let answer: (() => void) | undefined;
    server.use(
      http.get('*/api/lists/l1', () => HttpResponse.json(page(kept))),
      http.put('*/api/lists/l1/items/i1', async ({ request }) => {
        const change = (await request.json()) as { checked: boolean };
        await new Promise<void>((resolve) => (answer = resolve));
        kept = change.checked;
        return HttpResponse.json(page(kept).items[0]);
      }),
    );
    renderApp('/lists/l1', { auth: fakeAuthBackend({ email: 'me@example.com' }) });
    const box = await screen.findByRole('checkbox', { name: 'Tick off bread' });
    // In the click's own render: a checkbox React controls springs back if its tick waits for anything.
    fireEvent.click(box);
    expect(box).toBeChecked();
    expect(screen.getByText(/^1 item · 1 ticked off/)).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    await waitFor(() => expect(kept).toBe(true));
    await waitFor(() => expect(screen.getByText(/^1 item · 1 ticked off/)).toBeInTheDocument());
    expect(box).toBeChecked();
  });

  it('a tick the account could not keep springs back, and says so', async () => {
    server.use(
      http.get('*/api/lists/l1', () => HttpResponse.json(page(false))),
      http.put('*/api/lists/l1/items/i1', () =>
        HttpResponse.json({ error: 'unavailable', message: 'Try again later.' }, { status: 503 }),
      ),
    );
    renderApp('/lists/l1', { auth: fakeAuthBackend({ email: 'me@example.com' }) });
    const box = await screen.findByRole('checkbox', { name: 'Tick off bread' });
    await userEvent.setup().click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(await screen.findByText('Could not tick the item')).toBeInTheDocument();
  });
});
