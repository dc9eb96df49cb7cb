import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '#web/lib/i18n.ts';
import { ChangeEmailForm } from './change-email-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: object) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The server's answers: the two-factor status, and the change's. */
function serve(twoFactorOn: boolean) {
  const fetch = vi.fn((url: string, _init?: RequestInit) =>
    Promise.resolve(
      url.endsWith('/api/auth/two-factor')
        ? json({ enabled: twoFactorOn, recoveryCodesLeft: twoFactorOn ? 10 : 0 })
        : json({ message: 'We have sent a link.' }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ChangeEmailForm currentEmail="grace@example.org" />
    </QueryClientProvider>,
  );
  return fetch;
}

/** Fills in the address and the password, sends the form and answers the body it sent. */
async function sendTheLink(fetch: ReturnType<typeof serve>): Promise<unknown> {
  fireEvent.change(screen.getByLabelText('New email address'), { target: { value: 'grace@example.net' } });
  fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'Quiet-Faithful-Heart-3' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
  });
  await vi.waitFor(() => expect(screen.getByText('We have sent a link.')).toBeDefined());
  const sent = fetch.mock.calls.find(([url]) => url.endsWith('/api/auth/email'));
  return JSON.parse(String(sent?.[1]?.body));
}

describe('Change email (D35)', () => {
  it('asks for a code from the app (or a recovery code) when two-factor sign-in is on, and sends it', async () => {
    const fetch = serve(true);
    const code = await screen.findByLabelText('Code from your app, or a recovery code');
    fireEvent.change(code, { target: { value: '123456' } });
    expect(await sendTheLink(fetch)).toEqual({
      email: 'grace@example.net',
      currentPassword: 'Quiet-Faithful-Heart-3',
      code: '123456',
    });
  });

  it('asks for no code when it is off', async () => {
    const fetch = serve(false);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByLabelText('Code from your app, or a recovery code')).toBeNull();
    expect(await sendTheLink(fetch)).toEqual({
      email: 'grace@example.net',
      currentPassword: 'Quiet-Faithful-Heart-3',
    });
  });
});
