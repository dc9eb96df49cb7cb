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

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The server: the public settings (a password minimum of 10, D42) and the answer to a reset. */
function server() {
  const posts: RequestInit[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (String(url).endsWith('/api/settings'))
      return json({
        registrationOpen: true,
        membershipMode: 'free_and_premium',
        passwordMinLength: 10,
        maintenance: { on: false, message: '' },
      });
    posts.push(init ?? {});
    return json({ message: 'Your password has been changed.' });
  });
  vi.stubGlobal('fetch', fetch);
  return posts;
}

describe('Choose a new password (D10)', () => {
  it('says the first broken rule of passwordResetConfirmSchema and asks the server nothing', async () => {
    const posts = server();
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
    expect(posts).toEqual([]);
  });

  it('says the password minimum the church office set (D42)', async () => {
    server();
    renderWithClient(<ResetPasswordForm token="t0k3n" />);
    expect(await screen.findByText('At least 10 characters.')).toBeTruthy();
  });

  it('sends the token with the new password', async () => {
    const posts = server();
    renderWithClient(<ResetPasswordForm token="t0k3n" />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Calm-Morning-7' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'Calm-Morning-7' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    });
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.body))).toEqual({
      token: 't0k3n',
      password: 'Calm-Morning-7',
      confirmPassword: 'Calm-Morning-7',
    });
  });
});
