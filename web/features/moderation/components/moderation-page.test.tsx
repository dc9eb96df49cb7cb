import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moderationMessages, type ModerationQueue } from '#shared/schemas/moderation.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { ModerationPage } from './moderation-page.tsx';

const queue: ModerationQueue = {
  mode: 'before',
  profiles: [
    {
      userId: 'member-1',
      name: 'Jane Doe',
      isNew: true,
      submittedAt: '2026-11-20T10:00:00.000Z',
      photoId: 'photo-1',
      changes: [
        { field: 'lookingFor', value: 'Male' },
        { field: 'profileSummary', value: 'I sing in the choir.' },
        { field: 'hobbies', value: '' },
      ],
    },
  ],
  photos: [
    {
      id: 'photo-2',
      userId: 'member-2',
      name: 'Ruth Abraham',
      kind: 'gallery',
      uploadedAt: '2026-11-20T11:00:00.000Z',
    },
  ],
  held: [],
  counts: { profiles: 1, photos: 1, held: 0 },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The moderation API: GET answers the queue, every POST is recorded and answered as told. */
function serve(post: (url: string) => Response) {
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
        return post(url);
      }
      return json(200, queue);
    }),
  );
  return posts;
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <ModerationPage />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Moderation page (D31)', () => {
  it('shows the mode, the counts and a profile with its fields labelled as on My Profile', async () => {
    serve(() => json(200, { message: moderationMessages.profileApproved }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Moderation' })).toBeTruthy();
    expect(
      await screen.findByText('Profiles are reviewed before publishing: members are hidden until approved'),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Profiles (1)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Photos (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'On hold (0)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Reports' })).toBeTruthy();

    const item = screen.getByRole('heading', { level: 3, name: 'Jane Doe' }).closest('li') as HTMLElement;
    expect(within(item).getByText('New member')).toBeTruthy();
    const terms = within(item)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const definitions = within(item)
      .getAllByRole('definition')
      .map((definition) => definition.textContent);
    // In the order of the member's own form (shared/profile-fields.ts MEMBER_FORM), not as sent.
    expect(terms).toEqual(['Looking for', 'Hobbies', 'Profile Summary']);
    expect(definitions).toEqual(['A man', '(left empty)', 'I sing in the choir.']);
    expect(within(item).getByRole('img', { name: 'Profile photo of Jane Doe' }).getAttribute('src')).toBe(
      '/api/photos/photo-1/thumbnail',
    );
  });

  it('lists changed fields in the profile’s own order and a date in the reader’s language, on its own day in any time zone (issue 44)', async () => {
    const zone = process.env.TZ;
    // West of Greenwich, the start of 12 May in UTC is still 11 May.
    process.env.TZ = 'America/Los_Angeles';
    try {
      const changes = ['church', 'city', 'dob', 'firstName', 'hobbies', 'profileSummary'].map((field) => ({
        field,
        value: field === 'dob' ? '1994-05-12' : `${field} now`,
      }));
      serve(() => json(200, { message: moderationMessages.profileApproved }));
      vi.mocked(fetch).mockImplementation(async () =>
        json(200, { ...queue, profiles: [{ ...queue.profiles[0]!, changes }] }),
      );
      renderPage();
      const item = (await screen.findByRole('heading', { level: 3, name: 'Jane Doe' })).closest('li') as HTMLElement;
      const terms = within(item)
        .getAllByRole('term')
        .map((term) => term.textContent);
      expect(terms).toEqual(['First Name', 'Date of Birth', 'Church', 'City', 'Hobbies', 'Profile Summary']);
      const born = within(item).getAllByRole('definition')[1]!;
      expect(born.textContent).toBe('May 12, 1994');
      expect(born.querySelector('time')?.getAttribute('datetime')).toBe('1994-05-12');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('keeps the decisions of an item in view at the bottom of the screen while its changes are read (issue 44)', async () => {
    serve(() => json(200, { message: moderationMessages.profileApproved }));
    renderPage();
    const approve = await screen.findByRole('button', { name: "Approve Jane Doe's profile" });
    const bar = approve.closest('[data-decisions]') as HTMLElement;
    // Sticky at the bottom of the viewport within its item (e2e/moderation.spec.ts checks it on screen).
    expect(bar.className).toContain('sticky');
    expect(bar.className).toContain('bottom-0');
    expect(bar.className).toContain('bg-white');
  });

  it("approves a profile and says so in the server's words", async () => {
    const posts = serve(() => json(200, { message: moderationMessages.profileApproved }));
    renderPage();
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: "Approve Jane Doe's profile" }));
    });
    expect(await screen.findByText(moderationMessages.profileApproved)).toBeTruthy();
    expect(posts).toEqual([{ url: '/api/moderation/profiles/member-1/approve', body: undefined }]);
  });

  it('asks for a reason before it rejects, with the server’s rule, then sends it', async () => {
    const posts = serve(() => json(200, { message: moderationMessages.profileRejected }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: "Reject Jane Doe's profile" }));
    const dialog = screen.getByRole('dialog', { name: "Reject Jane Doe's profile" });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    });
    expect(await within(dialog).findByText(moderationMessages.reasonRequired)).toBeTruthy();
    expect(posts).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason (the member will read it)'), {
      target: { value: 'Please write about yourself in your own words.' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    });
    expect(await screen.findByText(moderationMessages.profileRejected)).toBeTruthy();
    expect(posts).toEqual([
      {
        url: '/api/moderation/profiles/member-1/reject',
        body: { reason: 'Please write about yourself in your own words.' },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a photo whole with its decisions, and an empty queue as such', async () => {
    const posts = serve(() =>
      json(409, { error: { code: 'CONFLICT', message: moderationMessages.notInQueue, requestId: 'r' } }),
    );
    renderPage();
    const photosTab = await screen.findByRole('tab', { name: 'Photos (1)' });
    await act(async () => {
      fireEvent.mouseDown(photosTab, { button: 0 });
    });
    expect(screen.getByRole('img', { name: 'Gallery photo of Ruth Abraham' }).getAttribute('src')).toBe(
      '/api/photos/photo-2/display',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: "Approve Ruth Abraham's gallery photo" }));
    });
    expect(await screen.findByText(moderationMessages.notInQueue)).toBeTruthy();
    expect(posts.map((post) => post.url)).toEqual(['/api/moderation/photos/photo-2/approve']);

    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('tab', { name: 'On hold (0)' }), { button: 0 });
    });
    expect(screen.getByText('Nothing is waiting for review.')).toBeTruthy();
  });
});
