import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModerationQueue } from '#shared/schemas/moderation.ts';
import { verificationMessages, type VerificationQueue } from '#shared/schemas/photo-verification.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { ModerationPage } from './moderation-page.tsx';

const empty: ModerationQueue = {
  mode: 'after',
  profiles: [],
  photos: [],
  held: [],
  counts: { profiles: 0, photos: 0, held: 0 },
};
const id = '5f0c6a9e-4c1b-4d8a-9a43-2d0f3b7c1e11';
const waiting: VerificationQueue = {
  items: [
    {
      id,
      userId: 'member-7',
      firstName: 'Hannah',
      lastName: 'Abraham',
      submittedAt: '2026-12-02T10:00:00.000Z',
      poses: ['wave', 'touch-nose'],
      selfies: [
        { pose: 'wave', url: `/api/moderation/verifications/${id}/selfies/wave` },
        { pose: 'touch-nose', url: `/api/moderation/verifications/${id}/selfies/touch-nose` },
      ],
      photoUrls: ['/api/photos/photo-9/display'],
    },
  ],
};

/** GET answers the queues; every POST is recorded and answered as told. */
function serve(verifications: VerificationQueue, post: () => Response) {
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
        return post();
      }
      return Response.json(url === '/api/moderation/verifications' ? verifications : empty);
    }),
  );
  return posts;
}

async function openVerificationTab(count: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <ModerationPage />
    </QueryClientProvider>,
  );
  const tab = await screen.findByRole('tab', { name: `Verification (${count})` });
  await act(async () => {
    fireEvent.mouseDown(tab, { button: 0 });
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the Moderation page's 'Verification' queue (D43)", () => {
  it('shows each selfie under its pose beside the profile photos, and approves', async () => {
    const posts = serve(waiting, () => Response.json({ message: verificationMessages.approved }));
    await openVerificationTab(1);
    const [item] = screen.getAllByRole('listitem').filter((li) => li.querySelector('h3'));
    if (!item) throw new Error('no item');
    expect(within(item).getByRole('heading', { level: 3, name: 'Hannah Abraham' })).toBeTruthy();
    const wave = within(item).getByRole('img', {
      name: "Hannah Abraham's selfie: Wave at the camera with an open hand",
    });
    expect(wave.getAttribute('src')).toBe(`/api/moderation/verifications/${id}/selfies/wave`);
    expect(within(item).getByText('Touch your nose with one finger')).toBeTruthy();
    expect(within(item).getByRole('img', { name: "Hannah Abraham's photo 1" }).getAttribute('src')).toBe(
      '/api/photos/photo-9/display',
    );
    await act(async () => {
      fireEvent.click(within(item).getByRole('button', { name: "Approve Hannah Abraham's photo verification" }));
    });
    expect(await screen.findByText(verificationMessages.approved)).toBeTruthy();
    expect(posts).toEqual([{ url: `/api/moderation/verifications/${id}/approve`, body: undefined }]);
  });

  it('rejects with the reason the member reads, in the same dialog as photos', async () => {
    const posts = serve(waiting, () => Response.json({ message: verificationMessages.rejected }));
    await openVerificationTab(1);
    fireEvent.click(screen.getByRole('button', { name: "Reject Hannah Abraham's photo verification" }));
    const dialog = screen.getByRole('dialog', { name: "Reject Hannah Abraham's photo verification" });
    fireEvent.change(within(dialog).getByLabelText('Reason (the member will read it)'), {
      target: { value: 'Your face is hidden in the second selfie.' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    });
    expect(await screen.findByText(verificationMessages.rejected)).toBeTruthy();
    expect(posts).toEqual([
      {
        url: `/api/moderation/verifications/${id}/reject`,
        body: { reason: 'Your face is hidden in the second selfie.' },
      },
    ]);
  });

  it('says when nothing waits', async () => {
    serve({ items: [] }, () => Response.json({}));
    await openVerificationTab(0);
    expect(screen.getByText('No photo verification is waiting.')).toBeTruthy();
  });
});
