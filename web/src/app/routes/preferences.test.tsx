import type { Preferences } from '@clearcart/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/ui/toaster.tsx';
import { fakeAuthBackend } from '../../test/fake-auth.ts';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';

const stored = (): Preferences => JSON.parse(localStorage.getItem('userPreferences') ?? 'null') as Preferences;

describe('Preferences', () => {
  it('signed out: three collapsed sections, saves locally with the comma list cleaned, invites sign-in', async () => {
    const spy = vi.spyOn(toaster, 'create');
    renderApp('/preferences');
    const user = userEvent.setup();
    expect(await screen.findByText(/to keep them across devices/)).toBeInTheDocument();
    const health = screen.getByRole('button', { name: /Health Preferences/ });
    expect(health).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /Environmental Preferences/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /Ethical Preferences/ })).toHaveAttribute('aria-expanded', 'false');
    await user.click(health);
    await user.click(await screen.findByRole('checkbox', { name: 'Peanuts' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Ingredients to avoid' }), {
      target: { value: ' aspartame , , palm oil ,' },
    });
    await user.click(screen.getByRole('button', { name: /Save Preferences/ }));
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith(expect.objectContaining({ title: 'Preferences saved', type: 'success' })),
    );
    expect(stored().health.allergens).toEqual(['peanuts']);
    expect(stored().health.avoid_ingredients).toEqual(['aspartame', 'palm oil']);
    expect(stored().ethical.animal_testing).toBe('neutral');
  });

  it('signed in: falls back to local preferences with a warning when the server fails', async () => {
    const spy = vi.spyOn(toaster, 'create');
    localStorage.setItem('userPreferences', JSON.stringify({ health: { allergens: ['sesame'] } }));
    server.use(http.get('*/api/preferences', () => HttpResponse.error()));
    renderApp('/preferences', { auth: fakeAuthBackend({ email: 'a@b.co' }) });
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Couldn't connect to server",
          description: 'Using local preferences instead',
          type: 'warning',
        }),
      ),
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: /Health Preferences/ }));
    expect(await screen.findByRole('checkbox', { name: 'Sesame' })).toBeChecked();
  });

  it('signed in: saves to the server with the bearer token, and warns but keeps the local copy on failure', async () => {
    const spy = vi.spyOn(toaster, 'create');
    const posted: unknown[] = [];
    let fail = false;
    server.use(
      http.get('*/api/preferences', ({ request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer token-of-u1');
        return HttpResponse.json({ health: { allergens: ['dairy'] } });
      }),
      http.post('*/api/preferences', async ({ request }) => {
        if (fail) return HttpResponse.json({ error: 'internal', message: 'x' }, { status: 500 });
        posted.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    renderApp('/preferences', { auth: fakeAuthBackend({ email: 'a@b.co', uid: 'u1' }) });
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: /Save Preferences/ });
    await user.click(save);
    await waitFor(() => expect(spy).toHaveBeenCalledWith(expect.objectContaining({ title: 'Preferences saved' })));
    expect(posted).toHaveLength(1);
    expect((posted[0] as { health: { allergens: string[] } }).health.allergens).toEqual(['dairy']);

    fail = true;
    await user.click(save);
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Error saving to server',
          description: 'Your preferences were saved locally',
          type: 'warning',
        }),
      ),
    );
    expect(stored().health.allergens).toEqual(['dairy']);
  });

  it('signed out: a tick is kept without Save, and is still there after leaving and coming back', async () => {
    const { router } = renderApp('/preferences');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Health Preferences/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Peanuts' }));
    // Kept as it changes: written once the change settles (a short pause after the last tick), not at the click.
    await waitFor(() => expect(stored().health.allergens).toEqual(['peanuts']));
    await act(() => router.navigate('/search'));
    await act(() => router.navigate('/preferences'));
    await user.click(await screen.findByRole('button', { name: /Health Preferences/ }));
    expect(await screen.findByRole('checkbox', { name: 'Peanuts' })).toBeChecked();
  });

  it('a section opened stays open while the form is made again for another person of the household', async () => {
    renderApp('/preferences');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Health Preferences/ }));
    await user.type(screen.getByRole('textbox', { name: 'Name of the person to add' }), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    expect(await screen.findByRole('heading', { name: 'Sam’s preferences' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Health Preferences/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Ethical Preferences/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('checkbox', { name: 'Peanuts' })).not.toBeChecked();
  });

  it('signed in: a change left without Save reaches the account when the shopper leaves', async () => {
    const posted: Preferences[] = [];
    server.use(
      http.get('*/api/preferences', () => HttpResponse.json({ health: { allergens: [] } })),
      http.post('*/api/preferences', async ({ request }) => {
        posted.push((await request.json()) as Preferences);
        return HttpResponse.json({});
      }),
    );
    const { router, queryClient } = renderApp('/preferences', {
      auth: fakeAuthBackend({ email: 'a@b.co', uid: 'u1' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Health Preferences/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Sesame' }));
    expect(await screen.findByText(/^(Saving…|All changes saved\.)$/)).toBeInTheDocument();
    // The app's own view has them at once: a report opened next is evaluated for them.
    expect(
      queryClient.getQueryData<{ preferences: Preferences; saved: boolean }>(['preferences', 'u1'])?.preferences.health
        .allergens,
    ).toEqual(['sesame']);
    await act(() => router.navigate('/search'));
    await waitFor(() => expect(posted.at(-1)?.health.allergens).toEqual(['sesame']));
  });
});
