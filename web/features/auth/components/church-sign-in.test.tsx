import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChurchSignIn } from './church-sign-in.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderAt(entry: string, answer: { on: boolean; label: string }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(answer)),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <ChurchSignIn />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('church sign-in on the sign-in page (D48)', () => {
  it('when on: “Sign in with {label}”, a link to the start route with the page’s language, and the terms', async () => {
    renderAt('/login', { on: true, label: 'Grace Church' });
    const link = await screen.findByRole('link', { name: 'Sign in with Grace Church' });
    expect(link.getAttribute('href')).toBe('/api/auth/church/start?language=en');
    expect(screen.getByText(/The first time you sign in with Grace Church/)).toBeTruthy();
  });

  it('when off: no button; a code from the way back is said as an alert', async () => {
    renderAt('/login?church_error=email_unverified', { on: false, label: '' });
    expect((await screen.findByRole('alert')).textContent).toContain('An account with this email already exists');
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });

  it('an unknown code says nothing', () => {
    renderAt('/login?church_error=whatever', { on: false, label: '' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
