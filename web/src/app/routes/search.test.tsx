import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/ui/toaster.tsx';
import type { IdentifyResponse } from '@clearcart/contracts';
import { cacheGet, searchCacheKey } from '../../lib/cache.ts';
import { server } from '../../test/server.ts';
import { basicProduct } from '../../test/products.ts';
import { renderApp } from '../../test/render.tsx';
import { fakeAuthBackend } from '../../test/fake-auth.ts';

const evaluatedHealth = {
  impact_summary: 'High in sugar.',
  recommendations: [],
  reliability: 'High',
  sources: [],
  data_confidence: {},
  score: 40,
  grade: 'C',
  allergens: {},
  health_concerns: {},
  ingredients: { list: ['sugar', 'peanuts'], notable_ingredients: [] },
  certifications: [],
};

const toastSpy = () => vi.spyOn(toaster, 'create');

async function typeAndSearch(term: string) {
  const user = userEvent.setup();
  const field = await screen.findByRole('combobox', { name: 'Product or Brand Name' });
  if (term) await user.type(field, term);
  await user.keyboard('{Enter}');
  return user;
}

describe('Search — text', () => {
  it('warns when the term is empty or whitespace', async () => {
    const spy = toastSpy();
    renderApp('/search');
    await typeAndSearch('   ');
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Search term required',
        description: 'Please enter a product name to search',
        type: 'warning',
        duration: 3000,
      }),
    );
    expect(await screen.findByText('Search term required')).toBeInTheDocument();
  });

  it('goes to the product page and caches the result under the normalised term', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/products/identify', async ({ request }) => {
        calls += 1;
        const form = await request.formData();
        expect(form.get('description')).toBe('Nutella');
        return HttpResponse.json({
          product_id: 'nutella',
          confidence: 0.9,
          identified_by: 'text search',
          candidates: [],
        });
      }),
      http.get('*/api/products/nutella', () =>
        HttpResponse.json({ error: 'not_found', message: 'gone' }, { status: 404 }),
      ),
    );
    const { router } = renderApp('/search');
    await typeAndSearch('Nutella');
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/nutella'));
    expect(calls).toBe(1);
    expect(cacheGet<IdentifyResponse>(searchCacheKey('Nutella'))?.product_id).toBe('nutella');
  });

  it("asks for the report's basic data and evaluation before it opens, once each, and opens it drawn with them", async () => {
    const asked: { call: string; at: string }[] = [];
    let at = '';
    const product = basicProduct('Snickers');
    server.use(
      http.post('*/api/products/identify', () =>
        HttpResponse.json({ product_id: 'snickers', confidence: 0.99, identified_by: 'barcode', candidates: [] }),
      ),
      http.get('*/api/products/snickers', () => {
        asked.push({ call: 'product', at });
        return HttpResponse.json(product);
      }),
      http.post('*/api/products/evaluate/snickers', () => {
        asked.push({ call: 'evaluation', at });
        return HttpResponse.json({ ...product, ratings: { health: evaluatedHealth } });
      }),
    );
    const { router } = renderApp('/search');
    router.subscribe((state) => (at = state.location.pathname));
    at = router.state.location.pathname;
    let skeleton = false;
    const watch = new MutationObserver(() => (skeleton ||= screen.queryByLabelText('Loading product') !== null));
    watch.observe(document.body, { childList: true, subtree: true });
    await typeAndSearch('5000159461122');
    await screen.findByRole('heading', { name: 'Snickers', level: 1 });
    await waitFor(() => expect(screen.queryByLabelText('Evaluating')).not.toBeInTheDocument());
    watch.disconnect();
    expect(skeleton).toBe(false); // the report opened with its data, never its skeleton first
    expect(asked).toEqual(
      expect.arrayContaining([
        { call: 'product', at: '/search' },
        { call: 'evaluation', at: '/search' },
      ]),
    );
    expect(asked).toHaveLength(2);
  });

  it("shows the identify call's confidence and method on the product page, not the catalog's", async () => {
    const entity = {
      id: 'nutella',
      name: 'Nutella',
      brand: 'Ferrero',
      confidence: 1,
      identifiedBy: 'catalog',
      type: 'food',
    };
    server.use(
      http.post('*/api/products/identify', () =>
        HttpResponse.json({ product_id: 'nutella', confidence: 0.55, identified_by: 'text search', candidates: [] }),
      ),
      http.get('*/api/products/nutella', () => HttpResponse.json({ entity, metadata: { sources: [] } })),
      http.get('*/api/products/product-image', () =>
        HttpResponse.json({ success: false, error: 'x' }, { status: 503 }),
      ),
      http.post('*/api/products/evaluate/nutella', () => HttpResponse.json({ entity, metadata: { sources: [] } })),
    );
    const { router } = renderApp('/search');
    await typeAndSearch('nutella spread');
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/nutella'));
    const box = await screen.findByTestId('confidence-box');
    expect(box).toHaveTextContent('55%');
    expect(box).toHaveAttribute('data-tone', 'yellow');
    expect(screen.getByText('Identified using text search')).toBeInTheDocument();
    expect(screen.queryByText('Identified using catalog')).not.toBeInTheDocument();
  });

  it('shows the error toast with the server message on failure', async () => {
    const spy = toastSpy();
    server.use(
      http.post('*/api/products/identify', () =>
        HttpResponse.json({ error: 'invalid_request', message: 'Description is too long' }, { status: 400 }),
      ),
    );
    renderApp('/search');
    await typeAndSearch('x');
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Error searching for product',
          description: 'Description is too long',
          type: 'error',
          duration: 5000,
        }),
      ),
    );
  });

  it('falls back to the generic failure text when the server gives none', async () => {
    const spy = toastSpy();
    server.use(http.post('*/api/products/identify', () => new HttpResponse(null, { status: 500 })));
    renderApp('/search');
    await typeAndSearch('x');
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Error searching for product',
          description: 'Something went wrong with the product search. Please try again.',
        }),
      ),
    );
  });

  it('warns and offers candidates when no product is clearly identified', async () => {
    const spy = toastSpy();
    server.use(
      http.post('*/api/products/identify', () =>
        HttpResponse.json({
          product_id: null,
          confidence: 0.3,
          identified_by: null,
          candidates: [{ product_id: 'oatly-barista', name: 'Oat Drink Barista', brand: 'Oatly', score: 0.4 }],
        }),
      ),
    );
    renderApp('/search');
    await typeAndSearch('oat');
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Product not clearly identified',
          description: 'Please try again with more details or upload an image',
          type: 'warning',
        }),
      ),
    );
    expect(await screen.findByRole('link', { name: 'Oat Drink Barista' })).toHaveAttribute(
      'href',
      '/product/oatly-barista',
    );
  });

  it('keeps an inline "No matches" panel with tips after the toast, and the term in the address', async () => {
    server.use(
      http.post('*/api/products/identify', () =>
        HttpResponse.json({ product_id: null, confidence: 0, identified_by: null, candidates: [] }),
      ),
    );
    const { router } = renderApp('/search');
    await typeAndSearch('qwzx blorp');
    expect(await screen.findByRole('heading', { name: 'No matches for “qwzx blorp”' })).toBeInTheDocument();
    expect(screen.getByText('Search by the brand alone, for example “Nutella”.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=qwzx+blorp');
  });

  it('names the barcode that was read and the server explanation when it is not in the catalog', async () => {
    server.use(
      http.post('*/api/products/identify', () =>
        HttpResponse.json({
          product_id: null,
          confidence: 0,
          identified_by: null,
          candidates: [],
          read: '4006381333931',
          message: 'Barcode 4006381333931 was read, but no product has it.',
        }),
      ),
    );
    renderApp('/search');
    await typeAndSearch('4006381333931');
    expect(
      await screen.findByRole('heading', { name: 'We read 4006381333931 — not in our catalog yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Barcode 4006381333931 was read, but no product has it.')).toBeInTheDocument();
  });

  it('says a barcode the open databases are being asked for is being looked up, not missing', async () => {
    server.use(
      http.post('*/api/products/identify', () =>
        HttpResponse.json({
          product_id: null,
          confidence: 0,
          identified_by: null,
          candidates: [],
          read: '4006381333931',
          message: 'We are looking up barcode 4006381333931 — we will have it shortly.',
          looking_up: true,
        }),
      ),
    );
    renderApp('/search');
    await typeAndSearch('4006381333931');
    expect(
      await screen.findByRole('heading', { name: 'Looking up 4006381333931 — we’ll have it shortly' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('It is not in our catalog yet: we are asking the open databases for it. Try again in a minute.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/not in our catalog yet$/)).not.toBeInTheDocument();
  });

  it('keeps the choices of a search when the shopper comes Back from one of them', async () => {
    server.use(
      http.post('*/api/products/identify', () =>
        HttpResponse.json({
          product_id: null,
          confidence: 0.3,
          identified_by: null,
          candidates: [{ product_id: 'oatly-barista', name: 'Oat Drink Barista', brand: 'Oatly', score: 0.4 }],
        }),
      ),
      http.get('*/api/products/oatly-barista', () =>
        HttpResponse.json({ error: 'not_found', message: 'gone' }, { status: 404 }),
      ),
    );
    const { router } = renderApp('/search');
    const user = await typeAndSearch('oat');
    await user.click(await screen.findByRole('link', { name: 'Oat Drink Barista' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/oatly-barista'));
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('link', { name: 'Oat Drink Barista' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Product or Brand Name' })).toHaveValue('oat');
  });

  it('ends a toast when the shopper goes to another page', async () => {
    const { router } = renderApp('/search');
    await typeAndSearch('   ');
    expect(await screen.findByText('Search term required')).toBeInTheDocument();
    await act(() => router.navigate('/preferences'));
    await waitFor(() => expect(screen.queryByText('Search term required')).not.toBeInTheDocument());
  });

  it('opens the product the shopper read from its pack before, when its barcode is not in the catalog', async () => {
    server.use(
      http.post('*/api/products/identify', () =>
        HttpResponse.json({
          product_id: null,
          confidence: 0,
          identified_by: null,
          candidates: [],
          read: '4006381333931',
          message: 'Barcode 4006381333931 was read, but no product has it.',
        }),
      ),
      http.get('*/api/my-products', ({ request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer token-of-u1');
        return HttpResponse.json({
          items: [
            { id: 'other', facts: { kind: 'food', name: 'Oat drink', gtin: '5000000000001' } },
            { id: 'mp-1', facts: { kind: 'food', name: 'Pencil mints', gtin: '04006381333931' } },
          ],
          sharing_available: false,
        });
      }),
    );
    const { router } = renderApp('/search', { auth: fakeAuthBackend({ email: 'a@b.co', uid: 'u1' }) });
    await typeAndSearch('4006381333931');
    await waitFor(() => expect(router.state.location.pathname).toBe('/read/mp-1'));
  });

  it('describes the field with its hint and shows the pending search on its button', async () => {
    server.use(
      http.post('*/api/products/identify', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderApp('/search');
    const field = await screen.findByRole('combobox', { name: 'Product or Brand Name' });
    expect(field).toHaveAccessibleDescription('Type at least two letters for suggestions, or press Enter to search.');
    await typeAndSearch('nutella');
    expect(await screen.findByRole('button', { name: 'Searching…' })).toBeDisabled();
  });

  it('finds the last term in the box when coming back', async () => {
    renderApp('/search?q=nutella');
    expect(await screen.findByRole('combobox', { name: 'Product or Brand Name' })).toHaveValue('nutella');
  });

  it('offers autocomplete suggestions navigable by keyboard', async () => {
    server.use(
      http.get('*/api/products/search', ({ request }) => {
        expect(new URL(request.url).searchParams.get('q')).toBe('nut');
        return HttpResponse.json({
          suggestions: [{ product_id: 'nutella', name: 'Nutella', brand: 'Ferrero', score: 0.9 }],
        });
      }),
      http.get('*/api/products/nutella', () =>
        HttpResponse.json({ error: 'not_found', message: 'gone' }, { status: 404 }),
      ),
    );
    const { router } = renderApp('/search');
    const user = userEvent.setup();
    const field = await screen.findByRole('combobox', { name: 'Product or Brand Name' });
    await user.type(field, 'nut');
    expect(await screen.findByRole('option', { name: /Nutella/ })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/nutella'));
  });
});

describe('Search — sizes', () => {
  it('tells sizes of the same product apart in the suggestions', async () => {
    server.use(
      http.get('*/api/products/search', () =>
        HttpResponse.json({
          suggestions: [
            {
              product_id: 'coke-330',
              name: 'Coca-Cola Original Taste',
              brand: 'Coca-Cola',
              quantity: '330 ml',
              score: 0.9,
            },
            {
              product_id: 'coke-1500',
              name: 'Coca-Cola Original Taste',
              brand: 'Coca-Cola',
              quantity: '1.5 l',
              score: 0.9,
            },
          ],
        }),
      ),
    );
    renderApp('/search');
    await userEvent.setup().type(await screen.findByRole('combobox', { name: 'Product or Brand Name' }), 'coca');
    expect(await screen.findByRole('option', { name: /330 ml/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /1\.5 l/ })).toBeInTheDocument();
  });
});

describe('Search — image upload', () => {
  async function openUpload() {
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/search', { state: { tab: 2 } });
    const input = await screen.findByLabelText('Product image');
    return { user, input };
  }

  it('says "Click to choose an image" with a mouse and "Tap to choose an image" on a touch screen', async () => {
    await openUpload();
    expect(await screen.findByText('Click to choose an image')).toBeInTheDocument();
    cleanup();
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query === '(pointer: coarse)',
    }));
    await openUpload();
    expect(await screen.findByText('Tap to choose an image')).toBeInTheDocument();
    expect(screen.queryByText('Click to choose an image')).not.toBeInTheDocument();
  });

  it('keeps Identify Product disabled until a file is chosen', async () => {
    await openUpload();
    expect(await screen.findByRole('button', { name: /Identify Product/ })).toBeDisabled();
  });

  it('rejects non-images and files over 5 MB', async () => {
    const spy = toastSpy();
    const { user, input } = await openUpload();
    await user.upload(input, new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Invalid file type',
        description: 'Please upload an image file',
        type: 'error',
        duration: 5000,
      }),
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(input, big);
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'File too large', description: 'Please upload an image smaller than 5MB' }),
    );
  });

  it('shows a preview with Remove, and warns when the image is not clearly identified', async () => {
    const spy = toastSpy();
    server.use(
      // jsdom's File cannot be re-read by Node's fetch, so the multipart body is not inspected here.
      http.post('*/api/products/identify', ({ request }) => {
        if (!request.headers.get('content-type')?.startsWith('multipart/form-data'))
          return new HttpResponse(null, { status: 400 });
        return HttpResponse.json({ product_id: null, confidence: 0, identified_by: null, candidates: [] });
      }),
    );
    const { user, input } = await openUpload();
    await user.upload(input, new File(['img'], 'label.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Selected product image' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Identify Product/ }));
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Product not clearly identified',
          description: 'Please try again with a clearer image',
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: /Remove/ }));
    expect(screen.queryByRole('img', { name: 'Selected product image' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Identify Product/ })).toBeDisabled();
  });

  it('shows the analysis progress while the image is identified', async () => {
    server.use(
      http.post('*/api/products/identify', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user, input } = await openUpload();
    await user.upload(input, new File(['img'], 'label.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: /Identify Product/ }));
    expect(await screen.findByRole('progressbar', { name: 'Identifying product' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Identifying…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Remove/ })).toBeDisabled();
  });

  it("shows 'Error processing image' on failure", async () => {
    const spy = toastSpy();
    server.use(http.post('*/api/products/identify', () => HttpResponse.error()));
    const { user, input } = await openUpload();
    await user.upload(input, new File(['img'], 'label.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: /Identify Product/ }));
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Error processing image',
          description: 'Something went wrong processing the image. Please try again.',
          type: 'error',
          duration: 5000,
        }),
      ),
    );
  });
});

describe('Search — camera', () => {
  it("shows 'Camera Error' when the camera is denied, and asks for a photo before analysing", async () => {
    const spy = toastSpy();
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    renderApp('/search', { state: { tab: 1 } });
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Camera Error',
          description: 'Could not access camera. Please make sure you have granted permission.',
          type: 'error',
          duration: 5000,
        }),
      ),
    );
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
      }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /Analyze Product/ }));
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'No image captured',
        description: 'Please take a photo before processing',
        duration: 3000,
      }),
    );
  });
});
