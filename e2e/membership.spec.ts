import { expect, test, type Page } from '@playwright/test';
import { memberWithProfile } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { signInAsAdmin } from './support/two-factor.ts';

/** D41: the membership model, chosen in System Settings' 'Premium plans', as a free member meets it. */

async function chooseModel(page: Page, label: string) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'System Settings' }).click();
  const plans = page.getByRole('form', { name: 'Premium plans' });
  await plans.getByRole('radio', { name: label }).check();
  await plans.getByRole('button', { name: 'Save premium plans' }).click();
  await expect(page.getByText('Settings saved.').first()).toBeVisible();
}

test("a free member's Discover in the default mode: 5 full cards, one row of locked cards and 'N more members' (D41)", async ({
  browser,
}, testInfo) => {
  test.slow(); // a member registers
  const member = await memberWithProfile(browser, 'Lois', 'Mathai');
  const page = member.page;
  await page.goto('/discover');
  const results = page.getByRole('region', { name: 'Discover Profiles' });
  await expect(results.getByRole('link', { name: /^View Profile/ }).first()).toBeVisible();
  await expect(results.getByRole('link', { name: /^View Profile/ })).toHaveCount(5);
  await expect(page.getByText(/\d+ more members? match(es)? your search/)).toBeVisible();
  await expect(page.getByText(/New full profiles at/)).toBeVisible();
  // One row of locked cards: none beyond what completes the last row of full cards.
  const locked = results.getByRole('group', { name: 'Hidden profile' });
  const visibleLocked = await locked.evaluateAll(
    (cards) => cards.filter((card) => (card as HTMLElement).offsetParent !== null).length,
  );
  expect(visibleLocked).toBeGreaterThan(0);
  expect(visibleLocked).toBeLessThanOrEqual(testInfo.project.name === 'phone' ? 2 : 4);
  if (testInfo.project.name === 'phone') {
    // Issue 45: on a phone the whole page — header, banner, five cards, the locked row, the footer —
    // is at most two screen heights (compact cards: the photo beside the text).
    const { pageHeight, screenHeight } = await page.evaluate(() => ({
      pageHeight: document.documentElement.scrollHeight,
      screenHeight: window.innerHeight,
    }));
    testInfo.annotations.push({ type: 'page height', description: `${pageHeight} px of ${2 * screenHeight}` });
    expect(pageHeight).toBeLessThanOrEqual(2 * screenHeight);
  }
  await expectNoAxeViolations(page);
  await member.context.close();
});

test("the super admin chooses 'Everyone has full access': a free member's Discover has no locked card and no Upgrade (D41)", async ({
  page,
  browser,
}) => {
  test.slow(); // the admin signs in with two-factor, a member registers
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Super Admin Panel' })).toBeVisible();
  await page.getByRole('tab', { name: 'System Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Premium plans' })).toBeVisible();
  await expectNoAxeViolations(page);
  await chooseModel(page, 'Everyone has full access');

  try {
    const member = await memberWithProfile(browser, 'Phoebe', 'Kurian');
    const memberPage = member.page;
    await memberPage.goto('/discover');
    const results = memberPage.getByRole('region', { name: 'Discover Profiles' });
    await expect(results.getByRole('link', { name: /^View Profile/ }).first()).toBeVisible();
    await expect(results.getByRole('group', { name: 'Hidden profile' })).toHaveCount(0);
    await expect(memberPage.getByRole('link', { name: 'Upgrade to Premium' })).toHaveCount(0);
    await expect(memberPage.getByText(/Full profiles left today/)).toHaveCount(0);
    await expectNoAxeViolations(memberPage);
    await memberPage.goto('/premium-upgrade');
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Every feature is yours' })).toBeVisible();
    await expectNoAxeViolations(memberPage);
    await member.context.close();
  } finally {
    // Later journeys of this project see the default model.
    await chooseModel(page, 'Free and Premium');
  }
});
