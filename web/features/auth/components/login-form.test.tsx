import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form.tsx';

const asked = {
  error: {
    code: 'TWO_FACTOR_REQUIRED',
    message: 'Enter the 6-digit code from your authenticator app.',
    requestId: 'r1',
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

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.hash}</p>;
}

function renderForm(entry = '/login') {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/login" element={<LoginForm />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const account = {
  account: {
    id: 'm1',
    email: 'ruth@example.com',
    firstName: 'Ruth',
    lastName: 'Abraham',
    countryCode: '+44',
    phoneNumber: '7700900123',
    role: 'user',
    membershipType: 'free',
    emailVerified: true,
    phoneVerified: false,
    twoFactorEnabled: false,
    relative: false,
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  message: 'Login successful!',
};

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sign-in form with two-factor sign-in (D35)', () => {
  it('says a wrong code beside the field and lets the member type the next one at once, with no box to close', async () => {
    const fetch = vi.fn(async () => json(wrong, 400));
    fetch.mockImplementationOnce(async () => json(asked, 401));
    vi.stubGlobal('fetch', fetch);
    renderForm();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ruth@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123!' } });
    await submit();
    const field = await screen.findByLabelText('Authentication code');
    fireEvent.change(field, { target: { value: '123456' } });
    await submit();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(wrong.error.message);
    // Beside the field, tied to it: no dialog to close first.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    // Empty and focused: the next code is typed straight away.
    expect((field as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(field);

    fireEvent.change(field, { target: { value: '654321' } });
    await submit();
    const [, init] = fetch.mock.calls[2] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ email: 'ruth@example.com', code: '654321' });
  });

  it('leads on to the page of next= after signing in (the Settings link of the unsubscribe page), and only within the app', async () => {
    for (const [next, landing] of [
      ['/settings#notifications', '/settings#notifications'],
      ['//elsewhere.example/settings', '/dashboard'],
      ['https://elsewhere.example/', '/dashboard'],
    ]) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => json(account, 200)),
      );
      renderForm(`/login?next=${encodeURIComponent(next!)}`);
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ruth@example.com' } });
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123!' } });
      await submit();
      expect((await screen.findByTestId('where')).textContent).toBe(landing);
      cleanup();
    }
  });
});
