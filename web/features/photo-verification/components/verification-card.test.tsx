import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verificationMessages, type MyVerification } from '#shared/schemas/photo-verification.ts';
import { VerificationCard } from './verification-card.tsx';

const none: MyVerification = {
  verified: false,
  verifiedAt: null,
  latest: null,
  open: null,
  attemptsLeft: 3,
  hasProfilePhoto: true,
};

function renderCard(mine: MyVerification) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(mine)),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <VerificationCard />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Photo verification' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("My Profile's photo verification card (D43)", () => {
  it('offers to verify, says what happens and how many attempts are left', async () => {
    const card = renderCard({ ...none, attemptsLeft: 2 });
    expect((await within(card).findByRole('button', { name: 'Verify my photos' })).hasAttribute('disabled')).toBe(
      false,
    );
    expect(within(card).getByText(/take two live selfies with your camera/)).toBeTruthy();
    expect(within(card).getByText(/You have 10 minutes for the two poses/)).toBeTruthy();
    expect(within(card).getByText('2 attempts left this week.')).toBeTruthy();
  });

  it('cannot start once the week’s attempts are spent', async () => {
    const card = renderCard({ ...none, attemptsLeft: 0 });
    expect((await within(card).findByRole('button', { name: 'Verify my photos' })).hasAttribute('disabled')).toBe(true);
    expect(within(card).getByText('0 attempts left this week.')).toBeTruthy();
  });

  it('continues an attempt still open', async () => {
    const card = renderCard({
      ...none,
      latest: { status: 'issued', reason: null, decidedAt: null },
      open: {
        id: '5f0c6a9e-4c1b-4d8a-9a43-2d0f3b7c1e11',
        poses: ['wave', 'salute'],
        answered: ['wave'],
        expiresAt: '2026-12-03T11:00:00.000Z',
      },
      attemptsLeft: 0,
    });
    expect(
      (await within(card).findByRole('button', { name: 'Continue my verification' })).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('asks for a profile photo first', async () => {
    const card = renderCard({ ...none, hasProfilePhoto: false });
    expect(await within(card).findByText(verificationMessages.needsPhoto)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Verify my photos' })).toBeNull();
  });

  it('says the selfies wait for the moderators', async () => {
    const card = renderCard({ ...none, latest: { status: 'submitted', reason: null, decidedAt: null } });
    expect(await within(card).findByText(verificationMessages.alreadyWaiting)).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('shows the badge and since when once verified, with what it means behind its button', async () => {
    const card = renderCard({
      ...none,
      verified: true,
      verifiedAt: '2026-11-30T09:00:00.000Z',
      latest: { status: 'approved', reason: null, decidedAt: '2026-11-30T09:00:00.000Z' },
    });
    expect(await within(card).findByText('Photo verified')).toBeTruthy();
    expect(within(card).getByText(/^since /)).toBeTruthy();
    const explain = within(card).getByRole('button', { name: "What does 'Photo verified' mean?" });
    expect(explain.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(explain);
    expect(await within(card).findByText(verificationMessages.badgeMeans)).toBeTruthy();
    expect(explain.getAttribute('aria-expanded')).toBe('true');
  });

  it("gives the moderator's reason after a rejection, and lets the member try again", async () => {
    const card = renderCard({
      ...none,
      latest: { status: 'rejected', reason: 'Your face is hidden in the second selfie.', decidedAt: null },
      attemptsLeft: 1,
    });
    expect(await within(card).findByText('A moderator could not verify your photos.')).toBeTruthy();
    expect(within(card).getByText('Their reason: Your face is hidden in the second selfie.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Try again' }).hasAttribute('disabled')).toBe(false);
  });

  it('says that a changed profile photo ended the verification', async () => {
    const card = renderCard({ ...none, latest: { status: 'approved', reason: null, decidedAt: null } });
    expect(
      await within(card).findByText('Your profile photo changed, so your photos need verifying again.'),
    ).toBeTruthy();
  });
});
