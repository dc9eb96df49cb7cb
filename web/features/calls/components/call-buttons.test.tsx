import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callMessages } from '#shared/schemas/calls.ts';
import { CallButtons } from './call-buttons.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderButtons() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CallButtons conversationId="5b7c1c1e-8d0e-4d59-9a43-2b7f2f0f9c11" firstName="Ruth" />
    </QueryClientProvider>,
  );
}

/** D47: the server decides whether a call may ring; the buttons say why not, in its words. */
describe('CallButtons', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("asks the server to ring and shows its refusal: 'You can call once you have each written…'", async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/calls/current') return json({ call: null });
        bodies.push(JSON.parse(String(init?.body)));
        return json(
          { error: { code: 'CALL_NEEDS_MESSAGES', message: callMessages.needMessages, requestId: 'r1' } },
          403,
        );
      }),
    );
    renderButtons();
    fireEvent.click(screen.getByRole('button', { name: 'Video call with Ruth' }));
    expect(await screen.findByText(callMessages.needMessages)).toBeTruthy();
    expect(bodies).toEqual([{ conversationId: '5b7c1c1e-8d0e-4d59-9a43-2b7f2f0f9c11', kind: 'video' }]);
  });

  it('cannot start a second call while one is live', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          call: {
            id: '0f7c1c1e-8d0e-4d59-9a43-2b7f2f0f9c11',
            conversationId: '5b7c1c1e-8d0e-4d59-9a43-2b7f2f0f9c11',
            kind: 'voice',
            state: 'active',
            direction: 'outgoing',
            member: { id: 'm', firstName: 'Ruth', photoUrl: null },
            startedAt: '2026-12-04T10:00:00.000Z',
            answeredAt: '2026-12-04T10:00:05.000Z',
            ringEndsAt: '2026-12-04T10:00:45.000Z',
          },
        }),
      ),
    );
    renderButtons();
    const voice = screen.getByRole('button', { name: 'Voice call with Ruth' });
    await vi.waitFor(() => expect(voice.hasAttribute('disabled')).toBe(true));
  });
});
