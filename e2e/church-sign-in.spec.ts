import { expect, test, type Page } from '@playwright/test';
import { startTestProvider, type TestProvider } from '../server/test/oidc-provider.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { signInAsAdmin } from './support/two-factor.ts';

/**
 * D48, issue 49: the super admin sets up church sign-in from System Settings against a real
 * OpenID provider on 127.0.0.1; a member signs in through the provider's own sign-in page and
 * lands in the product. Church sign-in is turned off again at the end: later journeys of this
 * project see the usual sign-in page.
 */
let provider: TestProvider | undefined;
test.afterAll(async () => {
  await provider?.close();
});

async function churchCard(page: Page) {
  await page.getByRole('tab', { name: 'System Settings' }).click();
  const card = page.getByRole('form', { name: 'Church sign-in' });
  await expect(card.getByLabel('Issuer address')).toBeVisible();
  return card;
}

test('the super admin sets up church sign-in; a member signs in through the church’s provider and lands on the dashboard (D48)', async ({
  page,
  browser,
}) => {
  test.slow(); // the admin signs in with two-factor; the member goes through the provider's pages
  provider = await startTestProvider([`${test.info().project.use.baseURL}/api/auth/church/callback`]);
  const stamp = Date.now().toString(36);
  provider.person({
    sub: `ruth-${stamp}`,
    email: `ruth.${stamp}@example.org`,
    emailVerified: true,
    givenName: 'Ruth',
    familyName: 'Moabite',
  });

  await signInAsAdmin(page);
  const card = await churchCard(page);
  await card.getByLabel('Issuer address').fill(provider.issuer);
  await card.getByLabel('Client ID').fill(provider.clientId);
  await card.getByLabel('Client secret').fill(provider.clientSecret);
  await card.getByLabel('Button label').fill('Grace Church');
  await card.getByRole('checkbox', { name: 'Church sign-in is on' }).check();
  await card.getByRole('button', { name: 'Save church sign-in' }).click();
  await expect(page.getByText('Church sign-in saved.')).toBeVisible();
  await expect(card.getByText('A secret is set. Leave this empty to keep it.')).toBeVisible();
  await expectNoAxeViolations(page);

  const visitor = await browser.newContext();
  const member = await visitor.newPage();
  try {
    await member.goto('/login');
    const button = member
      .getByRole('link', { name: 'Sign in with Grace Church' })
      .or(member.getByRole('button', { name: 'Sign in with Grace Church' }));
    await expect(button).toBeVisible();
    await expectNoAxeViolations(member);
    await button.click();
    // The provider's own sign-in page (not ours: no axe here).
    await expect(member).toHaveURL(new RegExp(`^${provider.issuer}/`));
    await member.locator('input[name="login"]').fill(`ruth-${stamp}`);
    await member.locator('input[name="password"]').fill('any');
    await member.locator('button[type="submit"]').click();
    await expect(member).toHaveURL(/\/dashboard/);
    await expect(member.getByRole('heading', { name: /Ruth/ }).first()).toBeVisible();
    await expectNoAxeViolations(member);
  } finally {
    await visitor.close();
    // Off again for the journeys after this one.
    await card.getByRole('checkbox', { name: 'Church sign-in is on' }).uncheck();
    await card.getByRole('button', { name: 'Save church sign-in' }).click();
    await expect(page.getByText('Church sign-in saved.').last()).toBeVisible();
  }
});
