import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { basicProduct } from '../../test/products.ts';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';

/** The panels the label reader was asked to read (its HTTP call is the read-label feature's, tested there). */
const read: string[] = [];
vi.mock('../../features/read-label/api/read-panel.ts', () => ({
  readPanel: async (_image: File, panel: string) => {
    read.push(panel);
    return { panel, language: null, lot: { lines: ['LOT 25318', 'DLC 06/03/2026'] }, warnings: [] };
  },
}));

// A recall by lot: the shopper photographs the pack's lot and date line; the label reader's "lot" panel reads it, the
// field shows what was read (to correct), and the pack is checked against the recall's batches at once.
const notice = {
  source: 'rappelconso',
  id: '2026-02-0236',
  url: 'https://rappel.conso.gouv.fr/fiche-rappel/21365/interne',
  authority: 'DGCCRF',
  language: 'fr',
  country: 'fr',
  title: 'Snickers',
  hazard: 'Listeria monocytogenes',
  whatToDo: 'Ne pas consommer',
  status: 'active',
  publishedAt: '2026-11-28T10:00:00+00:00',
  gtins: [],
  lots: ['25318'],
  allLots: false,
  dates: [],
  brand: 'Mars',
  productNames: ['Snickers'],
};

describe('a recalled product: is the pack in hand in the recalled batches?', () => {
  it('reads the lot and date line from a photo, shows it in the field and checks it', async () => {
    const checked: string[] = [];
    server.use(
      http.get('*/api/products/snickers', () => HttpResponse.json(basicProduct())),
      http.post('*/api/products/evaluate/snickers', () => HttpResponse.json(basicProduct())),
      http.get('*/api/products/snickers/alternatives', () => HttpResponse.json({ alternatives: [] })),
      http.get('*/api/products/snickers/recalls', () =>
        HttpResponse.json({
          active: [{ notice, matchedBy: 'name', certainty: 'this-product', score: 0.9 }],
          ended: [],
          checkedAt: '2026-12-01T08:00:00+00:00',
          sources: ['rappelconso'],
        }),
      ),
      http.post('*/api/products/snickers/recalls/check', async ({ request }) => {
        checked.push(((await request.json()) as { text: string }).text);
        return HttpResponse.json({
          read: { lots: ['25318'], dates: ['2026-03-06'] },
          results: [{ source: 'rappelconso', id: '2026-02-0236', verdict: 'in-recall' }],
        });
      }),
    );
    renderApp('/product/snickers');
    const user = userEvent.setup();
    const photo = await screen.findByLabelText('Photograph the line');
    await user.upload(photo, new File(['jpeg'], 'lot.jpg', { type: 'image/jpeg' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Lot and date on your pack')).toHaveValue('LOT 25318 DLC 06/03/2026'),
    );
    expect(read).toEqual(['lot']);
    await waitFor(() => expect(checked).toEqual(['LOT 25318 DLC 06/03/2026']));
    expect(await screen.findByText(/in the recalled batch/i)).toBeInTheDocument();
  });
});
