import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockedWordsList } from '#shared/schemas/blocked-words.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { BlockedWords } from './blocked-words.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const word = (id: string, text: string) => ({ id, word: text, createdAt: '2026-11-20T10:00:00.000Z' });
const ID_1 = '11111111-1111-4111-8111-111111111111';
const ID_2 = '22222222-2222-4222-8222-222222222222';

/** A little server of the lists: GET answers a language's list, POST adds, DELETE removes. */
function serve(lists: Record<string, BlockedWordsList['words']>) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
      if (method === 'GET') {
        const language = new URL(url, 'http://x').searchParams.get('language') ?? 'en';
        return json(200, { language, words: lists[language] ?? [] });
      }
      if (method === 'POST') {
        const body = JSON.parse(String(init?.body)) as { language: string; words: string[] };
        lists[body.language] = [
          ...(lists[body.language] ?? []),
          ...body.words.map((text, index) => word(`3333333${index}-3333-4333-8333-333333333333`, text)),
        ];
        return json(200, { language: body.language, words: lists[body.language] });
      }
      const [, , , , language, id] = url.split('/');
      lists[language ?? 'en'] = (lists[language ?? 'en'] ?? []).filter((entry) => entry.id !== id);
      return json(200, { language, words: lists[language ?? 'en'] });
    }),
  );
  return calls;
}

function renderList() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <BlockedWords />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the blocked words of the Moderation page (D42)', () => {
  it('shows a language’s list, says when one is empty, adds one word a line and removes after confirming', async () => {
    const calls = serve({ en: [word(ID_1, 'money'), word(ID_2, 'gift card')], fr: [] });
    renderList();
    const list = await screen.findByRole('list', { name: 'Blocked words for English' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['money', 'gift card']);

    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr' } });
    expect(await screen.findByText('No blocked words for Français yet.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Add words'), { target: { value: 'arnaque\n\n  virement  \n' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      language: 'fr',
      words: ['arnaque', 'virement'],
    });
    const french = await screen.findByRole('list', { name: 'Blocked words for Français' });
    expect(within(french).getAllByRole('listitem')).toHaveLength(2);
    expect((screen.getByLabelText('Add words') as HTMLTextAreaElement).value).toBe('');

    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'en' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove money' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Members will be able to write "money" again.')).toBeTruthy();
    // Nothing is removed before the moderator confirms.
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    });
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`/api/moderation/blocked-words/en/${ID_1}`);
    const english = await screen.findByRole('list', { name: 'Blocked words for English' });
    expect(
      within(english)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['gift card']);
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { error: { code: 'INTERNAL', message: 'Something went wrong.', requestId: 'r1' } })),
    );
    renderList();
    expect(await screen.findByText('Failed to load the blocked words.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
