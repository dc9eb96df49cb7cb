import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pastorProposalMessages, type PastorProposalsPage } from '#shared/schemas/pastor-proposals.ts';
import { PastorProposals } from './pastor-proposals.tsx';
import { json, renderSettingsCard } from './settings-card.testing.tsx';

const proposal = (id: string, pastorName: string): PastorProposalsPage['proposals'][number] => ({
  id,
  memberId: `m-${id}`,
  firstName: 'Priscilla',
  lastName: 'Varghese',
  churchId: `c-${id}`,
  church: `Chapel ${id}`,
  pastorName,
  pastorEmail: `${id}@chapel.example.org`,
  createdAt: '2027-03-01T10:00:00.000Z',
});

/** The office's list as the server keeps it: a decision takes the proposal off. Returns the POSTs. */
function serve(initial: PastorProposalsPage['proposals']) {
  let proposals = initial;
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
        const id = url.split('/').at(-2);
        proposals = proposals.filter((p) => p.id !== id);
        return json(200, {
          message: url.endsWith('/add') ? pastorProposalMessages.added : pastorProposalMessages.declined,
        });
      }
      return json(200, { proposals });
    }),
  );
  return posts;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the pastors members proposed, in System Settings' church directory (D44)", () => {
  it('lists who proposed, which church, the name and email; adds one and declines another with a reason', async () => {
    const posts = serve([proposal('a1', 'Rev. Barnabas'), proposal('b2', 'Rev. Silas')]);
    renderSettingsCard(<PastorProposals />);
    const list = await screen.findByRole('list', { name: 'Pending pastor proposals' });
    expect(within(list).getByText('Chapel a1')).toBeTruthy();
    expect(within(list).getByText('a1@chapel.example.org')).toBeTruthy();
    expect(within(list).getAllByText(/Proposed by Priscilla Varghese on/)).toHaveLength(2);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add Rev. Barnabas to Chapel a1' }));
    });
    expect(await screen.findByText(pastorProposalMessages.added)).toBeTruthy();
    expect(posts[0]).toEqual({ url: '/api/admin/pastor-proposals/a1/add', body: undefined });

    fireEvent.click(await screen.findByRole('button', { name: 'Decline Rev. Silas for Chapel b2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the proposal of Rev. Silas' });
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), {
      target: { value: 'Not the pastor of this church.' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    });
    expect(await screen.findByText(pastorProposalMessages.declined)).toBeTruthy();
    expect(posts[1]).toEqual({
      url: '/api/admin/pastor-proposals/b2/decline',
      body: { reason: 'Not the pastor of this church.' },
    });
    // None waits any more: the section leaves the card.
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Pastors proposed by members' })).toBeNull());
  });

  it('says when the list cannot be loaded, with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { error: { code: 'INTERNAL', message: 'Something went wrong.', requestId: 'r' } })),
    );
    renderSettingsCard(<PastorProposals />);
    expect(await screen.findByText('The proposals could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
