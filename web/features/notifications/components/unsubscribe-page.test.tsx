import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationMessages } from '#shared/schemas/notifications.ts';
import { UnsubscribePage } from './unsubscribe-page.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage(token: string, signedIn = false) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <UnsubscribePage token={token} signedIn={signedIn} />
    </QueryClientProvider>,
  );
}

async function pressUnsubscribe() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the unsubscribe page (D30)', () => {
  it('switches the emails off on a press of Unsubscribe, then links to the notification settings', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { message: notificationMessages.unsubscribed, kind: 'message' })),
    );
    renderPage('member.message.signature', true);
    expect(screen.getByText('Stop receiving these emails? Your other emails stay as they are.')).toBeTruthy();
    await pressUnsubscribe();
    expect(await screen.findByText(notificationMessages.unsubscribed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings#notifications');
  });

  it('says a refused link cannot be used, with no question or button left, and Settings a link through sign-in (issue 44)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, {
          error: {
            code: 'INVALID_UNSUBSCRIBE_LINK',
            message: notificationMessages.unsubscribeInvalid,
            requestId: 'r1',
          },
        }),
      ),
    );
    renderPage('member.message.forged');
    await pressUnsubscribe();
    expect(await screen.findByText('This unsubscribe link cannot be used.')).toBeTruthy();
    expect(screen.queryByText(/Stop receiving these emails\?/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    const settings = screen.getByRole('link', { name: 'Settings' });
    expect(settings.getAttribute('href')).toBe('/login?next=%2Fsettings%23notifications');
    expect(settings.closest('p')?.textContent).toBe(
      'To stop these emails, sign in and turn them off under Notifications in Settings.',
    );
  });

  it('keeps the question and the button when the server could not be reached (a try again may work)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Please try again.', requestId: 'r2' } }),
      ),
    );
    renderPage('member.message.signature');
    await pressUnsubscribe();
    expect(await screen.findByText('Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });

  it('says an incomplete link cannot be used, with Settings a link (signed in: straight to the notifications)', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderPage('', true);
    expect(screen.getByText('This unsubscribe link is not complete.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    const settings = screen.getByRole('link', { name: 'Settings' });
    expect(settings.getAttribute('href')).toBe('/settings#notifications');
    expect(settings.closest('p')?.textContent).toBe(
      'To stop these emails, turn them off under Notifications in Settings.',
    );
  });
});
