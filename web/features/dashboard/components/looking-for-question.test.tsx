import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LookingForQuestion } from './looking-for-question.tsx';

function renderQuestion(asked = true) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LookingForQuestion asked={asked} />
    </QueryClientProvider>,
  );
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the dashboard asks whom the member is looking for (D36)', () => {
  it('is not asked once answered', () => {
    renderQuestion(false);
    expect(screen.queryByRole('region', { name: 'Whom are you looking for?' })).toBeNull();
  });

  it('answers with one press and says what changes', async () => {
    const fetch = vi.fn(async () => json({ lookingFor: 'Female' }));
    vi.stubGlobal('fetch', fetch);
    renderQuestion();
    expect(screen.getByRole('region', { name: 'Whom are you looking for?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'A woman' }));
    expect(await screen.findByText(/Saved: you are looking for a woman\./)).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      '/api/profiles/me/looking-for',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ lookingFor: 'Female' }) }),
    );
    expect(screen.queryByRole('button', { name: 'A man' })).toBeNull();
  });

  it("shows the server's refusal and keeps the question", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ error: { code: 'SERVER_ERROR', message: 'Something went wrong.', requestId: 'r1' } }, 500),
      ),
    );
    renderQuestion();
    fireEvent.click(screen.getByRole('button', { name: 'A man' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong.');
    expect(screen.getByRole('button', { name: 'A man' })).toBeTruthy();
  });
});
