import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '#web/lib/i18n.ts';
import { ResetPasswordForm } from './password-reset-forms.tsx';

function renderWithClient(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Choose a new password (D10)', () => {
  it('says the first broken rule of passwordResetConfirmSchema and asks the server nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithClient(<ResetPasswordForm token="t0k3n" />);
    const submit = async (password: string, confirmPassword: string) => {
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
      fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: confirmPassword } });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
      });
    };
    await submit('abc', 'abd');
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match.');
    await submit('abc', 'abc');
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 6 characters long.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the token with the new password', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Your password has been changed.' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithClient(<ResetPasswordForm token="t0k3n" />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Calm-Morning-7' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'Calm-Morning-7' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    });
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      token: 't0k3n',
      password: 'Calm-Morning-7',
      confirmPassword: 'Calm-Morning-7',
    });
  });
});
