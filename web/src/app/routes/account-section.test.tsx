import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/ui/toaster.tsx';
import { fakeAuthBackend } from '../../test/fake-auth.ts';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';

const exported = {
  format: 'clearcart-account-export',
  version: 1,
  exported_at: '2026-12-01T10:00:00.000Z',
  account: { uid: 'u1', email: 'a@b.co', created_at: '2026-11-30T09:00:00.000Z' },
  preferences: { health: { allergens: ['peanuts'] } },
  household: [],
  history: [],
  lists: [{ id: 'l1', name: 'Weekly', share: null, created_at: '', updated_at: '', items: [] }],
  my_products: [],
};

/** A Blob's text, as a page reads it (jsdom's FileReader). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });

/** The files handed to the browser to save: their name and text. */
function capturedDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:file-${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) files.push({ name: this.download, text: readText(blob) });
  });
  return files;
}

afterEach(() => vi.restoreAllMocks());

describe('Preferences → Account', () => {
  it('is not there for a shopper signed out (their data is on the device, not in an account)', async () => {
    renderApp('/preferences');
    expect(await screen.findByRole('heading', { name: 'Your Preferences' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download my data/ })).not.toBeInTheDocument();
  });

  it('downloads everything kept for the account as one JSON file, asked with the bearer token', async () => {
    const files = capturedDownloads();
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/account/export', ({ request }) => {
        asked.push(request.headers.get('authorization'));
        return HttpResponse.json(exported);
      }),
    );
    renderApp('/preferences', { auth: fakeAuthBackend({ email: 'a@b.co', uid: 'u1' }) });
    const section = (await screen.findByRole('heading', { name: 'Account' })).closest('section')!;
    expect(within(section).getByText('Signed in as a@b.co.')).toBeInTheDocument();
    await userEvent.setup().click(within(section).getByRole('button', { name: /Download my data/ }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(asked).toEqual(['Bearer token-of-u1']);
    expect(files[0]?.name).toBe('clearcart-data-2026-12-01.json');
    expect(JSON.parse(await files[0]!.text)).toEqual(exported);
  });

  it('says when the file could not be made', async () => {
    const spy = vi.spyOn(toaster, 'create');
    const files = capturedDownloads();
    server.use(
      http.get('*/api/account/export', () =>
        HttpResponse.json({ error: 'internal_error', message: 'x' }, { status: 500 }),
      ),
    );
    renderApp('/preferences', { auth: fakeAuthBackend({ email: 'a@b.co', uid: 'u1' }) });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Download my data/ }));
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Could not download your data', type: 'error' }),
      ),
    );
    expect(files).toEqual([]);
  });

  it('deletes the account only once confirmed in a dialog that says what goes; then signs out, forgets the device and tells', async () => {
    const spy = vi.spyOn(toaster, 'create');
    const deletions: unknown[] = [];
    server.use(
      http.delete('*/api/account', async ({ request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer token-of-u1');
        deletions.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    localStorage.setItem(
      'history',
      JSON.stringify([{ product_id: 'nutella-400g', viewed_at: '2026-12-01T10:00:00Z' }]),
    );
    const auth = fakeAuthBackend({ email: 'a@b.co', uid: 'u1' });
    const { router } = renderApp('/preferences', { auth });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Delete my account/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    for (const goes of [
      /your sign-in \(a@b\.co\)/,
      /preferences and the people of your household/,
      /your history/,
      /links you shared stop working/,
      /products you read from packages/,
    ]) {
      expect(within(dialog).getByText(goes)).toBeInTheDocument();
    }
    // Cancel: nothing asked, nothing gone.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deletions).toEqual([]);

    await user.click(screen.getByRole('button', { name: /Delete my account/ }));
    const again = await screen.findByRole('alertdialog');
    const confirm = within(again).getByRole('button', { name: /Delete my account/ });
    // Nothing goes before the shopper's password is checked again: none typed, then a wrong one.
    expect(confirm).toBeDisabled();
    const password = within(again).getByLabelText(/Your password/);
    await user.type(password, 'wrong');
    await user.click(confirm);
    expect(await within(again).findByText('That is not your password.')).toBeInTheDocument();
    expect(deletions).toEqual([]);
    await user.clear(password);
    await user.type(password, 'the-right-one');
    await user.click(confirm);
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Your account is deleted',
          description: 'Everything kept for it is gone, and you are signed out.',
          type: 'success',
        }),
      ),
    );
    expect(deletions).toEqual([{ confirm: true }]);
    expect(auth.confirmPassword).toHaveBeenLastCalledWith('the-right-one');
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('history')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('keeps the shopper signed in and says so when the deletion fails', async () => {
    const spy = vi.spyOn(toaster, 'create');
    server.use(
      http.delete('*/api/account', () => HttpResponse.json({ error: 'internal_error', message: 'x' }, { status: 500 })),
    );
    const auth = fakeAuthBackend({ email: 'a@b.co', uid: 'u1' });
    renderApp('/preferences', { auth });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Delete my account/ }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/Your password/), 'the-right-one');
    await user.click(within(dialog).getByRole('button', { name: /Delete my account/ }));
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Could not delete your account', type: 'error' }),
      ),
    );
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
