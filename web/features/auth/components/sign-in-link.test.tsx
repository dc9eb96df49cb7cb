import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInWithLink } from './sign-in-link.tsx';

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SignInWithLink token="t0k3n" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Sign in with a link (ADR 0025)', () => {
  it('asks the server nothing until the member presses Sign in, then sends the token', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            error: {
              code: 'INVALID_TOKEN',
              message: 'This sign-in link is invalid or has expired. Please sign in again.',
              requestId: 'req-1',
            },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    renderPage();
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    });
    expect(await screen.findByText('This sign-in link is invalid or has expired. Please sign in again.')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/auth/sign-in-link');
    expect(JSON.parse(String(init.body))).toEqual({ token: 't0k3n' });
  });

  it('asks for the code when two-factor sign-in is on (D35), then sends the token with the code', async () => {
    const asked = {
      error: {
        code: 'TWO_FACTOR_REQUIRED',
        message: 'Enter the 6-digit code from your authenticator app.',
        requestId: 'r',
      },
    };
    const wrong = {
      error: {
        code: 'INVALID_TWO_FACTOR_CODE',
        message:
          'That code is not right. Enter the current code from your authenticator app, or one of your recovery codes.',
        requestId: 'r2',
      },
    };
    const json = (body: unknown, status: number) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const fetch = vi.fn(async () => json(asked, 401));
    fetch.mockImplementationOnce(async () => json(asked, 401)).mockImplementationOnce(async () => json(wrong, 401));
    vi.stubGlobal('fetch', fetch);
    renderPage();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    });
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    const field = screen.getByLabelText('Authentication code');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    });
    expect(await screen.findByText(wrong.error.message)).toBeTruthy();
    // A wrong code may be typed again: the button stays enabled.
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
    // Said beside the field (issue 44), which is emptied and focused for the next code.
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(wrong.error.message);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect((field as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(field);
    const [, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ token: 't0k3n', code: '123456' });
  });
});
