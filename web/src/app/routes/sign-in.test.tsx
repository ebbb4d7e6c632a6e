import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/ui/toaster.tsx';
import { fakeAuthBackend } from '../../test/fake-auth.ts';
import { renderApp } from '../../test/render.tsx';

describe('Sign In', () => {
  it('requires both fields and uses an email-type field', async () => {
    const auth = fakeAuthBackend();
    renderApp('/signin', { auth });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Email address/)).toHaveAttribute('type', 'email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email address is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('shows the inline error and the Sign In Error toast on failure', async () => {
    const spy = vi.spyOn(toaster, 'create');
    const auth = fakeAuthBackend();
    auth.signIn.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/wrong-password' }));
    renderApp('/signin', { auth });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email address/), 'a@b.co');
    await user.type(screen.getByLabelText(/^Password/), 'wrong1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Failed to sign in. Please check your credentials.')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Sign In Error',
        description: 'Email or password is incorrect.',
        type: 'error',
        duration: 5000,
      }),
    );
    expect(auth.signIn).toHaveBeenCalledWith('a@b.co', 'wrong1');
  });

  it('signs in, toasts success, goes home and shows the welcome line and Sign Out', async () => {
    const spy = vi.spyOn(toaster, 'create');
    const auth = fakeAuthBackend();
    const { router } = renderApp('/signin', { auth });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email address/), 'A@b.co');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(auth.signIn).toHaveBeenCalledWith('A@b.co', 'secret1'); // values exactly as given
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ title: 'Signed in successfully!', type: 'success' }));
    expect(await screen.findByText('Welcome, A@b.co')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('create-account mode checks the 6-character minimum before calling the provider', async () => {
    const auth = fakeAuthBackend();
    renderApp('/signin', { auth });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create an account' }));
    await user.type(screen.getByLabelText(/Email address/), 'new@b.co');
    await user.type(screen.getByLabelText(/^Password/), '12345');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('offers to create an account when the email has none, keeping what was typed', async () => {
    const auth = fakeAuthBackend();
    auth.signIn.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/user-not-found' }));
    const { router } = renderApp('/signin', { auth });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email address/), 'new@b.co');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(/There is no account with this email yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create an account with this email' }));
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Email address/)).toHaveValue('new@b.co');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(auth.signUp).toHaveBeenCalledWith('new@b.co', 'secret1');
    // A new account starts on its preferences.
    await waitFor(() => expect(router.state.location.pathname).toBe('/preferences'));
  });

  it('a wrong password offers nothing more than the message', async () => {
    const auth = fakeAuthBackend();
    auth.signIn.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/wrong-password' }));
    renderApp('/signin', { auth });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email address/), 'a@b.co');
    await user.type(screen.getByLabelText(/^Password/), 'wrong1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Failed to sign in. Please check your credentials.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create an account with this email' })).not.toBeInTheDocument();
  });

  it('Forgot password sends the reset email to the address typed, and asks for one first', async () => {
    const auth = fakeAuthBackend();
    renderApp('/signin', { auth });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByText('Email address is required')).toBeInTheDocument();
    expect(auth.resetPassword).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Email address/), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText(/If an account uses a@b.co, we have sent it a link/)).toBeInTheDocument();
    expect(auth.resetPassword).toHaveBeenCalledWith('a@b.co');
  });

  it('signing out forgets the shopper on this device: preferences, history, pending merge', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ health: { allergens: ['peanuts'] } }));
    localStorage.setItem('userPreferences:pendingMerge', '1');
    localStorage.setItem('history', JSON.stringify([]));
    const auth = fakeAuthBackend({ email: 'a@b.co' });
    renderApp('/', { auth });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('userPreferences')).toBeNull());
    expect(localStorage.getItem('userPreferences:pendingMerge')).toBeNull();
    expect(localStorage.getItem('history')).toBeNull();
  });

  it('the top bar links to the preferences', async () => {
    renderApp('/', { auth: fakeAuthBackend() });
    expect(await screen.findByRole('link', { name: 'Preferences' })).toHaveAttribute('href', '/preferences');
  });
});
