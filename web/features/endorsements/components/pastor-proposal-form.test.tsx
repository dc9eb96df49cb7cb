import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endorsementMessages, type MyEndorsement } from '#shared/schemas/endorsements.ts';
import { pastorProposalMessages, type MyPastorProposal } from '#shared/schemas/pastor-proposals.ts';
import { EndorsementCard } from './endorsement-card.tsx';

const CHURCH_ID = '4f6a2a8e-5b1c-4f7e-9d3a-2c1b0a987654';
const noPastor: MyEndorsement = {
  church: { id: CHURCH_ID, name: 'St. Thomas Chapel', hasPastor: false },
  endorsement: null,
  pending: null,
  requestsLeft: 3,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server as the card meets it: the member's endorsement, their proposal, and what POST answers. */
function serve(proposal: MyPastorProposal['proposal'], answer?: Response) {
  const posts: unknown[] = [];
  let current = proposal;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/api/endorsements/me')) return json(200, noPastor);
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { pastorName: string; pastorEmail: string };
        posts.push(body);
        if (answer) return answer;
        current = {
          id: 'p1',
          churchId: CHURCH_ID,
          ...body,
          status: 'pending',
          declineReason: null,
          createdAt: '2027-03-01T10:00:00.000Z',
          decidedAt: null,
        };
        return json(201, { message: pastorProposalMessages.proposed });
      }
      return json(200, { proposal: current });
    }),
  );
  return posts;
}

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <EndorsementCard />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the endorsement card when the church has no pastor's email (D44)", () => {
  it('offers the proposal instead of a dead end, checks it, sends it and says it waits', async () => {
    const posts = serve(null);
    renderCard();
    expect(await screen.findByText(endorsementMessages.noPastorEmail)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask my pastor to endorse me' }).hasAttribute('disabled')).toBe(true);
    const name = await screen.findByLabelText("Pastor's name");
    const email = screen.getByLabelText("Pastor's email");
    const send = screen.getByRole('button', { name: 'Send to the church office' });

    // The shared rules, before anything is sent.
    fireEvent.change(name, { target: { value: 'Rev. Mathew' } });
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    await act(async () => {
      fireEvent.click(send);
    });
    expect(await screen.findByText(pastorProposalMessages.emailInvalid)).toBeTruthy();
    expect(posts).toEqual([]);

    fireEvent.change(email, { target: { value: 'mathew@chapel.example.org' } });
    await act(async () => {
      fireEvent.click(send);
    });
    expect(posts).toEqual([
      { churchId: CHURCH_ID, pastorName: 'Rev. Mathew', pastorEmail: 'mathew@chapel.example.org' },
    ]);
    expect(
      await screen.findByText(
        /You proposed Rev\. Mathew \(mathew@chapel\.example\.org\) on .+\. The church office has not decided yet\./,
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Pastor's name")).toBeNull();
  });

  it("shows the office's decline and its reason, and lets the member propose again", async () => {
    serve({
      id: 'p0',
      churchId: CHURCH_ID,
      pastorName: 'Rev. Silas',
      pastorEmail: 'silas@example.org',
      status: 'declined',
      declineReason: 'Silas has moved to another parish.',
      createdAt: '2027-02-01T10:00:00.000Z',
      decidedAt: '2027-02-02T10:00:00.000Z',
    });
    renderCard();
    expect(await screen.findByText('The church office declined your proposal of Rev. Silas.')).toBeTruthy();
    expect(screen.getByText('Their reason: Silas has moved to another parish.')).toBeTruthy();
    expect(screen.getByLabelText("Pastor's name")).toBeTruthy();
  });

  it("says the server's refusal (one pending proposal) and keeps what was typed", async () => {
    serve(
      null,
      json(409, {
        error: { code: 'PASTOR_PROPOSAL_PENDING', message: pastorProposalMessages.alreadyPending, requestId: 'r' },
      }),
    );
    renderCard();
    fireEvent.change(await screen.findByLabelText("Pastor's name"), { target: { value: 'Rev. Mathew' } });
    fireEvent.change(screen.getByLabelText("Pastor's email"), { target: { value: 'mathew@example.org' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send to the church office' }));
    });
    expect(await screen.findByText(pastorProposalMessages.alreadyPending)).toBeTruthy();
    expect((screen.getByLabelText("Pastor's name") as HTMLInputElement).value).toBe('Rev. Mathew');
  });
});
