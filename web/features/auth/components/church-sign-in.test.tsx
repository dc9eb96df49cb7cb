import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChurchJoin, ChurchSignIn } from './church-sign-in.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderAt(
  entry: string,
  answer: { on: boolean; label: string; memberPasswordSignIn: boolean },
  page = <ChurchSignIn />,
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(answer)),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[entry]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('church sign-in on the sign-in page (D48)', () => {
  it('when on: “Sign in with {label}”, a link to the start route with the page’s language, and the terms', async () => {
    renderAt('/login', { on: true, label: 'Grace Church', memberPasswordSignIn: true });
    const link = await screen.findByRole('link', { name: 'Sign in with Grace Church' });
    expect(link.getAttribute('href')).toBe('/api/auth/church/start?language=en');
    expect(screen.getByText(/The first time you sign in with Grace Church/)).toBeTruthy();
  });

  it('when off: no button; a code from the way back is said as an alert', async () => {
    renderAt('/login?church_error=email_unverified', { on: false, label: '', memberPasswordSignIn: true });
    expect((await screen.findByRole('alert')).textContent).toContain('An account with this email already exists');
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });

  it('an unknown code says nothing', () => {
    renderAt('/login?church_error=whatever', { on: false, label: '', memberPasswordSignIn: true });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on the registration page while members join through the church: the note and the button, no “or”', async () => {
    const answer = { on: true, label: 'Grace Church', memberPasswordSignIn: false };
    renderAt('/register', answer, <ChurchJoin label="Grace Church" />);
    expect(await screen.findByRole('link', { name: 'Sign in with Grace Church' })).toBeTruthy();
    expect(screen.getByText('New members join with Grace Church: the first sign-in makes your account.')).toBeTruthy();
    expect(screen.queryByText('or')).toBeNull();
  });
});
