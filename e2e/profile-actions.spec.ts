import { expect, test, type Page } from '@playwright/test';
import { completeProfile } from '../server/test/profile-fixture.ts';
import { e2ePremiumFor, registerViaApi, signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/** A new member in a church nobody else attends, so that this journey's actions touch no one else's. */
async function newTarget(page: Page, firstName: string, lastName: string) {
  const church = `Profile Actions Chapel ${Date.now().toString(36)}`;
  const member = await registerViaApi(page);
  await signIn(page, member.email, member.password);
  const saved = await page.request.put('/api/profiles/me', {
    data: completeProfile({ firstName, lastName, church }),
  });
  expect(saved.status()).toBe(200);
  return { church, name: `${firstName} ${lastName}` };
}

async function openProfileFromDiscovery(page: Page, church: string, name: string) {
  await page.goto('/discover');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('combobox', { name: 'Church' }).click();
  await page.getByRole('option', { name: church }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const grid = page.getByRole('region', { name: 'Discover Profiles' });
  await grid
    .getByRole('group', { name, exact: true })
    .getByRole('link', { name: /^View Profile/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Details' })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  return page.getByRole('group', { name: `Actions for ${name}` });
}

test('a premium member expresses interest, shortlists, reports and blocks from a profile page', async ({
  browser,
}, testInfo) => {
  test.slow(); // two members, four actions and an axe check of each dialog
  const targetContext = await browser.newContext();
  const target = await newTarget(await targetContext.newPage(), 'Tabitha', 'Cherian');
  await targetContext.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const premium = e2ePremiumFor(testInfo.project.name);
  await signIn(page, premium.email, premium.password);
  const actions = await openProfileFromDiscovery(page, target.church, target.name);
  await expectNoAxeViolations(page);

  // Express Interest, then the button says so and is disabled.
  await actions.getByRole('button', { name: 'Express Interest' }).click();
  await expect(page.getByText('Interest sent successfully!')).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Interest Sent' })).toBeDisabled();

  // Shortlist toggles on.
  const shortlist = actions.getByRole('button', { name: /^Shortlist(ed)?$/ });
  await expect(shortlist).toHaveAttribute('aria-pressed', 'false');
  await shortlist.click();
  await expect(shortlist).toHaveAttribute('aria-pressed', 'true');
  await expect(shortlist).toHaveText('Shortlisted');

  // The server remembers both: a reload shows the same state.
  await page.reload();
  await expect(actions.getByRole('button', { name: 'Interest Sent' })).toBeDisabled();
  await expect(shortlist).toHaveAttribute('aria-pressed', 'true');

  // Report.
  await actions.getByRole('button', { name: 'Report' }).click();
  const report = page.getByRole('dialog', { name: 'Report this profile' });
  await expect(report).toContainText(target.name);
  await report.getByLabel('Tell us more (optional)').fill('Testing the report from a profile page.');
  await expectNoAxeViolations(page);
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. Your report has been sent to our team.')).toBeVisible();
  await expect(report).toHaveCount(0);

  // Block asks first: Cancel and Escape leave the member as they were.
  const confirm = page.getByRole('alertdialog', { name: 'Block this member?' });
  await actions.getByRole('button', { name: 'Block' }).click();
  await expect(confirm).toContainText(`Are you sure you want to block ${target.name}?`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await actions.getByRole('button', { name: 'Block' }).click();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await page.reload();
  await expect(actions).toBeVisible(); // still visible to each other: nothing was blocked

  // Confirmed: blocked, and the member's page is left for discovery.
  await actions.getByRole('button', { name: 'Block' }).click();
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('User blocked.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/discover$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Profiles' })).toBeVisible();
  await page.goto('/blocked');
  await expect(page.getByRole('group', { name: target.name, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});

test('a free member is told shortlisting is premium on a profile page too', async ({ page }) => {
  const target = await newTarget(page, 'Priscilla', 'Abraham');
  await page.context().clearCookies();
  const member = await registerViaApi(page);
  await signIn(page, member.email, member.password);
  const actions = await openProfileFromDiscovery(page, target.church, target.name);
  await actions.getByRole('button', { name: 'Shortlist' }).click();
  await expect(
    page.getByText('Shortlisting is a Premium feature. Upgrade to Premium to shortlist profiles.'),
  ).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Shortlist' })).toHaveAttribute('aria-pressed', 'false');
  await expectNoAxeViolations(page);
});
