import { expect, test, type Page } from '@playwright/test';
import { completeProfile } from '../server/test/profile-fixture.ts';
import { E2E_MODERATOR, memberWithProfile, signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { signInAsAdmin } from './support/two-factor.ts';

/** System Settings → 'When are profiles reviewed?', saved through the panel. */
async function chooseMode(admin: Page, label: RegExp) {
  await admin.goto('/');
  await admin.getByRole('tab', { name: 'System Settings' }).click();
  const group = admin.getByRole('group', { name: 'When are profiles reviewed?' });
  await group.getByRole('radio', { name: label }).check();
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByText('Settings saved.').first()).toBeVisible();
}

/** D31, issue 22: in "review before publishing" a new member is seen by others only once a moderator approves. */
test('in "review before publishing" a new member is invisible to other members until a moderator approves (D31)', async ({
  page,
  browser,
}) => {
  test.slow(); // the admin signs in with two-factor, two members register, a moderator signs in
  const stamp = Date.now().toString(36);
  const church = `Bethany Moderation Chapel ${stamp}`;

  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Super Admin Panel' })).toBeVisible();
  {
    await chooseMode(page, /^Review before publishing/);
    await expectNoAxeViolations(page);

    // A new member fills in their profile: My Profile says it waits for review.
    const tabitha = await memberWithProfile(browser, 'Tabitha', `Moderated${stamp}`);
    const saved = await tabitha.page.request.put('/api/profiles/me', {
      data: completeProfile({ firstName: 'Tabitha', lastName: `Moderated${stamp}`, church }),
    });
    expect(saved.status()).toBe(200);
    await tabitha.page.goto('/my-profile');
    await expect(
      tabitha.page.getByRole('status').filter({
        hasText: 'Your profile is waiting for review. Other members will see it once a moderator approves it.',
      }),
    ).toBeVisible();
    await expectNoAxeViolations(tabitha.page);

    // Another member (a man, whom Tabitha's audience includes) opens her page: not found.
    const silas = await memberWithProfile(browser, 'Silas', `Viewer${stamp}`);
    const asMan = await silas.page.request.put('/api/profiles/me', {
      data: completeProfile({ firstName: 'Silas', lastName: `Viewer${stamp}`, gender: 'Male', church }),
    });
    expect(asMan.status()).toBe(200);
    await silas.page.goto(`/profile/${tabitha.id}`);
    await expect(silas.page.getByText('Profile not found')).toBeVisible();

    // The moderator approves her from the Moderation page.
    const context = await browser.newContext();
    const moderator = await context.newPage();
    await signIn(moderator, E2E_MODERATOR.email, E2E_MODERATOR.password);
    // The moderator has worked the queue down to today's members (the journeys before this one
    // left theirs waiting, oldest first, 50 to a page).
    for (let page = 0; page < 20; page += 1) {
      const queue = (await (await moderator.request.get('/api/moderation/queue')).json()) as {
        profiles: { userId: string }[];
      };
      if (queue.profiles.some((profile) => profile.userId === tabitha.id)) break;
      for (const profile of queue.profiles)
        expect((await moderator.request.post(`/api/moderation/profiles/${profile.userId}/approve`)).ok()).toBe(true);
    }
    await moderator.goto('/moderation');
    await expect(moderator.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    await expect(
      moderator.getByText('Profiles are reviewed before publishing: members are hidden until approved'),
    ).toBeVisible();
    const item = moderator
      .getByRole('listitem')
      .filter({ has: moderator.getByRole('heading', { level: 3, name: `Tabitha Moderated${stamp}` }) });
    await expect(item).toContainText('New member');
    await expect(item).toContainText(church);
    await expectNoAxeViolations(moderator);
    // Issue 44: the changes in the order of the member's own form, the birth date in words, and the
    // decisions in view while the top of a long item is read.
    const terms = await item.getByRole('term').allInnerTexts();
    const place = (label: string) => terms.indexOf(label);
    expect(place('Date of Birth')).toBeGreaterThan(-1);
    expect(place('Date of Birth')).toBeLessThan(place('Church'));
    expect(place('Church')).toBeLessThan(place('City'));
    expect(place('Hobbies')).toBeLessThan(place('Profile Summary'));
    await expect(item.getByRole('definition').filter({ hasText: 'April 12, 1996' })).toHaveCount(1);
    await expect(item.getByText('1996-04-12')).toHaveCount(0);
    await item
      .getByRole('heading', { level: 3 })
      .evaluate((heading) => heading.scrollIntoView({ block: 'start', behavior: 'instant' }));
    const approve = item.getByRole('button', { name: `Approve Tabitha Moderated${stamp}'s profile` });
    expect((await item.boundingBox())!.height).toBeGreaterThan(moderator.viewportSize()!.height);
    await expect(approve).toBeInViewport();
    await expect(item.getByRole('button', { name: `Reject Tabitha Moderated${stamp}'s profile` })).toBeInViewport();
    await approve.click();
    await expect(moderator.getByText('Profile approved.').first()).toBeVisible();
    await expect(item).toHaveCount(0);
    await context.close();

    // Now Silas sees her page, and she is no longer told that she waits.
    await silas.page.goto(`/profile/${tabitha.id}`);
    await expect(silas.page.getByRole('heading', { level: 1, name: 'Profile Details' })).toBeVisible();
    await expect(silas.page.getByRole('group', { name: `Actions for Tabitha Moderated${stamp}` })).toBeVisible();
    await expect(silas.page.getByText('Profile not found')).toHaveCount(0);
    await expectNoAxeViolations(silas.page);
    await tabitha.page.goto('/my-profile');
    await expect(tabitha.page.getByText('Your profile is waiting for review.')).toHaveCount(0);
    await silas.context.close();
    await tabitha.context.close();
  }
  await chooseMode(page, /^Review after publishing/);
  await expect(page.getByRole('radio', { name: /^Review after publishing/ })).toBeChecked();
});

// Every other journey expects the default mode, even when this one stopped half-way (the admin's session).
test.afterEach(async ({ page }) => {
  await page.request.put('/api/admin/settings', { data: { moderationMode: 'after', registrationOpen: true } });
});
