import { expect, test, type Page } from '@playwright/test';
import { completeProfile } from '../server/test/profile-fixture.ts';
import { e2eShortlisterFor, registerViaApi, signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const stat = (page: Page, label: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });

async function chooseChurch(page: Page, church: string) {
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('combobox', { name: 'Church' }).click();
  await page.getByRole('option', { name: church }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test('A sends an interest, B accepts: both see the match moment (A live), A sends a message; B views the basic info and removes it', async ({
  browser,
}) => {
  test.slow(); // two members register and fill their profiles first
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const a = await contextA.newPage();
  const b = await contextB.newPage();
  const church = `Bethel Interest Church ${Date.now().toString(36)}`;

  // B: a member with a complete profile in a church nobody else attends.
  const memberB = await registerViaApi(b);
  await signIn(b, memberB.email, memberB.password);
  const saved = await b.request.put('/api/profiles/me', {
    data: completeProfile({ firstName: 'Beulah', lastName: 'Mathew', church }),
  });
  expect(saved.status()).toBe(200);

  // A finds B and expresses interest.
  const memberA = await registerViaApi(a);
  await signIn(a, memberA.email, memberA.password);
  await a.goto('/discover');
  await chooseChurch(a, church);
  const grid = a.getByRole('region', { name: 'Discover Profiles' });
  const card = grid.getByRole('group', { name: 'Beulah Mathew', exact: true });
  await card.getByRole('button', { name: 'Express Interest' }).click();
  await expect(a.getByText('Interest sent successfully!')).toBeVisible();
  await a.goto('/my-interests');
  await a.getByRole('tab', { name: 'Sent' }).click();
  const sentCard = a.getByRole('group', { name: 'Beulah Mathew', exact: true });
  await expect(sentCard.getByText('Pending')).toBeVisible();
  await expectNoAxeViolations(a);

  // B sees it, accepts, and the dashboard counts it.
  await b.goto('/my-interests');
  await expect(b.getByRole('heading', { level: 1, name: 'My Interests' })).toBeVisible();
  const received = b.getByRole('group', { name: `${memberA.firstName} ${memberA.lastName}`, exact: true });
  await expect(received.getByText('Pending')).toBeVisible();
  await expect(received.getByText('Showed interest in you on', { exact: false })).toBeVisible();
  await expect(received.getByRole('img', { name: `Photo of ${memberA.firstName} ${memberA.lastName}` })).toBeVisible();
  await expect(received.getByRole('button', { name: 'View Basic Info' })).toHaveCount(0);
  await expectNoAxeViolations(b);
  await received.getByRole('button', { name: 'Accept' }).click();
  await expect(b.getByText('Interest accepted.')).toBeVisible();

  // Issue 44: the match moment — at once for B, live for A (still on the Sent tab, no reload).
  const momentB = b.getByRole('dialog', { name: 'It’s a match!' });
  await expect(momentB).toContainText(`You and ${memberA.firstName} are interested in each other.`);
  await expect(momentB.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await expect(momentB.getByRole('button', { name: 'Send a message' })).toBeVisible();
  await expectNoAxeViolations(b);
  await momentB.getByRole('button', { name: 'Keep browsing' }).click();
  await expect(momentB).toHaveCount(0);
  await expect(received.getByText('Accepted')).toBeVisible();
  await expect(received.getByRole('button', { name: 'View Basic Info' })).toBeVisible();

  const momentA = a.getByRole('dialog', { name: 'It’s a match!' });
  await expect(momentA).toContainText('You and Beulah are interested in each other.');
  await expect(momentA.getByRole('img', { name: 'Photo of Beulah Mathew' })).toBeVisible();
  await expectNoAxeViolations(a);
  await momentA.getByRole('button', { name: 'Send a message' }).click();
  await expect(a).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(a.getByRole('log', { name: 'Messages with Beulah Mathew' })).toBeVisible();
  await expect(momentA).toHaveCount(0);
  await expectNoAxeViolations(a);
  // Once: seen on one visit, it does not come back on the next.
  await a.reload();
  await expect(a.getByRole('log', { name: 'Messages with Beulah Mathew' })).toBeVisible();
  await expect(momentA).toHaveCount(0);

  await b.goto('/dashboard');
  await expect(stat(b, 'Interests Received')).toContainText('1');
  await expect(stat(b, 'New Matches')).toContainText('1'); // D39: an accepted interest is a match

  // B views the basic info, then removes the interest.
  await b.goto('/my-interests');
  await received.getByRole('button', { name: 'View Basic Info' }).click();
  const dialog = b.getByRole('dialog', { name: 'Basic Info' });
  await expect(dialog.getByText(`${memberA.firstName} ${memberA.lastName}`)).toBeVisible();
  await expect(dialog.getByText('Not specified').first()).toBeVisible();
  await expectNoAxeViolations(b);
  await b.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await received.getByRole('button', { name: 'Remove' }).click();
  await expect(b.getByText('Interest removed.')).toBeVisible();
  await expect(received).toHaveCount(0);
  await expect(b.getByText('No interests received yet.', { exact: false })).toBeVisible();

  // A's Sent tab shows where it ended, and B's moment did not come back.
  await expect(b.getByRole('dialog', { name: 'It’s a match!' })).toHaveCount(0);
  await a.goto('/my-interests');
  await a.getByRole('tab', { name: 'Sent' }).click();
  await expect(sentCard.getByText('Removed')).toBeVisible();
  await contextA.close();
  await contextB.close();
});

test('a premium member shortlists from discovery, sees the card on /shortlist and the count on the dashboard', async ({
  page,
}, testInfo) => {
  const member = e2eShortlisterFor(testInfo.project.name);
  await signIn(page, member.email, member.password);
  await page.goto('/dashboard');
  await expect(page.getByText('Premium Member', { exact: true })).toBeVisible();
  const shortlisted = stat(page, 'Shortlisted Profiles');
  await expect(shortlisted).toBeVisible();
  const before = Number((await shortlisted.textContent())?.replace(/\D/g, ''));

  await page.goto('/discover');
  await chooseChurch(page, 'Mar Thoma Parish Dubai');
  const grid = page.getByRole('region', { name: 'Discover Profiles' });
  const star = grid.getByRole('button', { name: /^Shortlist(ed)?: Noah Varghese$/ });
  let start = before;
  if ((await star.getAttribute('aria-pressed')) === 'true') {
    await star.click(); // a retried run starts from a clean slate
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    start = before - 1;
  }
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/shortlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Shortlist' })).toBeVisible();
  const card = page.getByRole('group', { name: 'Noah Varghese', exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /^View Profile/ })).toHaveAttribute('href', /^\/profile\//);
  await expectNoAxeViolations(page);

  await page.goto('/dashboard');
  await expect(shortlisted).toContainText(String(start + 1));
  await expectNoAxeViolations(page);

  // Remove from /shortlist: the card goes and the count follows.
  await page.goto('/shortlist');
  await card.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByText('Removed from your shortlist.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(shortlisted).toContainText(String(start));
});

test('a free member unblocks through the confirmation dialog; their dashboard offers the upgrade', async ({ page }) => {
  const member = await registerViaApi(page);
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Free Member', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/premium-upgrade');
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/my-profile');
  await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '60');
  await expect(stat(page, 'Shortlisted Profiles')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/discover');
  const grid = page.getByRole('region', { name: 'Discover Profiles' });
  const firstBlock = grid.getByRole('button', { name: /^Block: / }).first();
  const name = (await firstBlock.getAttribute('aria-label'))?.replace('Block: ', '') ?? '';
  await firstBlock.click();
  await page
    .getByRole('alertdialog', { name: 'Block this member?' })
    .getByRole('button', { name: 'Block', exact: true })
    .click();
  await expect(page.getByText('User blocked.', { exact: false })).toBeVisible();

  await page.goto('/blocked');
  await expect(page.getByRole('heading', { level: 1, name: 'Blocked Users' })).toBeVisible();
  const card = page.getByRole('group', { name, exact: true });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /^Unblock/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Unblock this member?' });
  await expect(confirm).toContainText(`Are you sure you want to unblock ${name}?`);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /^Unblock/ }).click();
  await confirm.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText('User unblocked.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('You have not blocked anyone.')).toBeVisible();
});

test("B's My Interests and dashboard update without a reload when A sends an interest", async ({ browser }) => {
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const a = await contextA.newPage();
  const bDashboard = await contextB.newPage();
  const church = `Live Update Chapel ${Date.now().toString(36)}`;

  const memberB = await registerViaApi(bDashboard);
  await signIn(bDashboard, memberB.email, memberB.password);
  const saved = await bDashboard.request.put('/api/profiles/me', {
    data: completeProfile({ firstName: 'Lois', lastName: 'Samuel', church }),
  });
  expect(saved.status()).toBe(200);
  await bDashboard.goto('/dashboard');
  await expect(stat(bDashboard, 'Interests Received')).toContainText('0');
  const bInterests = await contextB.newPage();
  await bInterests.goto('/my-interests');
  await expect(bInterests.getByText('No interests received yet.', { exact: false })).toBeVisible();

  const memberA = await registerViaApi(a);
  await signIn(a, memberA.email, memberA.password);
  await a.goto('/discover');
  await chooseChurch(a, church);
  const card = a
    .getByRole('region', { name: 'Discover Profiles' })
    .getByRole('group', { name: 'Lois Samuel', exact: true });
  await card.getByRole('button', { name: 'Express Interest' }).click();
  await expect(a.getByText('Interest sent successfully!')).toBeVisible();

  // No reload on B's side: the live stream brings the change.
  await expect(stat(bDashboard, 'Interests Received')).toContainText('1');
  await expect(
    bInterests.getByRole('group', { name: `${memberA.firstName} ${memberA.lastName}`, exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(bInterests);
  await contextA.close();
  await contextB.close();
});
