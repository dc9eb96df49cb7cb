import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { e2eVisualFor, signIn } from './support/accounts.ts';

/** Screens load on demand: on a busy machine a lazy chunk can take longer than the default 5 s. */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Visual checks (issue 24): every member screen and the public entry pages, on the desktop and the
 * phone project, compared with the committed baselines in e2e/__screenshots__/ (see e2e/README.md
 * to update them). The member is the project's e2eVisualFor, whose screens only seed-members.ts
 * fills, so they do not depend on which journeys ran before. The browser's clock stands a minute
 * after the seeded conversation's last message, so a run that crosses midnight shows its time as
 * of that day. What moves between runs (dates, counts, live badges) is masked; motion is off
 * (reduced motion, animations disabled, caret hidden: playwright.config.ts).
 */

test.use({ reducedMotion: 'reduce' });
// Many screens per test on a busy two-core machine.
test.describe.configure({ timeout: 240_000 });

const DATE = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}\b/;

/** What changes between runs on any screen: times, dates, the bell's and the nav's live counts, toasts. */
function moving(page: Page): Locator[] {
  return [
    page.locator('time'),
    page.getByText(DATE),
    page.getByRole('button', { name: /^Notifications/ }),
    page.locator('nav a span[aria-hidden="true"]'),
    page.getByRole('region', { name: /^Notifications alt/ }),
  ];
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Every image drawn (member photos load lazily; a half-loaded one would differ).
  await page.evaluate(async () => {
    const images = [...document.images];
    images.forEach((image) => (image.loading = 'eager'));
    await Promise.all(images.map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))));
  });
  await page.evaluate(() => document.fonts.ready);
}

async function snap(page: Page, name: string, options: { mask?: Locator[]; fullPage?: boolean } = {}) {
  await settle(page);
  await expect.soft(page).toHaveScreenshot(`${name}.png`, {
    fullPage: options.fullPage ?? true,
    mask: [...moving(page), ...(options.mask ?? [])],
  });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem('dm.splash-seen', '1'));
});

test('public screens: landing and sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Divine Match' })).toBeVisible();
  // The hero as a visitor first sees it (the sections below reveal as they are scrolled to).
  await snap(page, 'landing', { fullPage: false });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await snap(page, 'sign-in');
});

test('member screens', async ({ page }, testInfo) => {
  const visual = e2eVisualFor(testInfo.project.name);
  await signIn(page, visual.email, visual.password);
  const shortlist = (await (await page.request.get('/api/shortlists')).json()) as {
    entries: { userId: string; firstName: string }[];
  };
  const daniel = shortlist.entries.find((entry) => entry.firstName === 'Daniel');
  const inbox = (await (await page.request.get('/api/conversations')).json()) as {
    conversations: { id: string; member: { firstName: string }; lastMessage: { sentAt: string } | null }[];
  };
  const withNoah = inbox.conversations.find((conversation) => conversation.member.firstName === 'Noah');
  expect(
    daniel && withNoah?.lastMessage,
    'seed-members.ts gave the visual member a shortlist and a conversation',
  ).toBeTruthy();
  // Message times show as a time of day on the day they were sent and as a date after it: the
  // screens are taken as of a minute after the last message, whenever the run reaches them.
  await page.clock.setFixedTime(new Date(Date.parse(withNoah!.lastMessage!.sentAt) + 60_000));

  await page.goto('/dashboard');
  await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toBeVisible();
  // The figures can move with other journeys (a view, an interest): their numbers are masked.
  await snap(page, 'dashboard', { mask: [page.locator('main ul li .text-2xl')] });

  await page.goto('/discover');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Male', exact: true }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // Only the demo members are men: no member another journey registered shows here.
  const grid = page.getByRole('region', { name: 'Discover Profiles' });
  await expect(grid.getByRole('group', { name: /^Actions for / })).toHaveCount(4);
  await snap(page, 'discover');

  await page.goto(`/profile/${daniel!.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Details' })).toBeVisible();
  await expect(page.getByText('Daniel Mathew').first()).toBeVisible();
  await snap(page, 'profile');

  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(visual.email);
  // The Church box's hint comes with the church directory (the demo's, D32), which loads on its own.
  await expect(page.getByText('Pick your church from the list as you type')).toBeVisible();
  await snap(page, 'my-profile');

  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await snap(page, 'gallery');

  await page.goto('/my-interests');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Noah', { exact: false }).first()).toBeVisible();
  await snap(page, 'interests-received');
  await page.getByRole('tab', { name: 'Sent' }).click();
  await expect(page.getByText('Samuel', { exact: false }).first()).toBeVisible();
  await snap(page, 'interests-sent');

  await page.goto('/shortlist');
  await expect(page.getByText('Joshua', { exact: false }).first()).toBeVisible();
  await snap(page, 'shortlist');

  await page.goto('/blocked');
  await expect(page.getByRole('heading', { level: 1, name: 'Blocked Users' })).toBeVisible();
  await snap(page, 'blocked');

  await page.goto('/messages');
  await expect(page.getByText('Noah', { exact: false }).first()).toBeVisible();
  await snap(page, 'messages');

  await page.goto(`/messages/${withNoah!.id}`);
  await expect(page.getByText('the closing hymn was beautiful').last()).toBeVisible();
  await snap(page, 'conversation');

  // Settings lists the member's signed-in devices (D35): only this one, whatever ran before.
  expect((await page.request.post('/api/auth/devices/sign-out-others')).status()).toBe(200);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('This device', { exact: true })).toBeVisible();
  await snap(page, 'settings');

  await page.goto('/premium-upgrade');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await snap(page, 'premium-upgrade');
});
