import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { signInAsAdmin } from './support/two-factor.ts';

/**
 * D42's maintenance mode, from the browser: the super admin switches it on with a message; a
 * member's open tab shows the maintenance page without a reload, a visitor's landing page shows the
 * message; switched off, the member's tab returns to the app by itself.
 */

const MESSAGE = 'The church office is moving Divine Match to a new server. Back within the hour.';

/** The admin's own API call: maintenance off, whatever a journey left (the project's journeys share its server). */
async function maintenanceOff(admin: Page) {
  const current = (await (await admin.request.get('/api/admin/settings')).json()) as Record<string, unknown>;
  const answer = await admin.request.put('/api/admin/settings', {
    data: { ...current, maintenanceOn: false, maintenanceMessage: '' },
  });
  expect(answer.status()).toBe(200);
}

async function openMaintenanceCard(admin: Page) {
  await admin.getByRole('button', { name: /Platform Settings/ }).click();
  await expect(admin.getByRole('tab', { name: 'System Settings' })).toHaveAttribute('aria-selected', 'true');
  const card = admin.getByRole('form', { name: 'Maintenance mode' });
  await expect(card).toBeVisible();
  return card;
}

test('maintenance on and off with a member’s tab open, a visitor’s landing page and the admin’s banner', async ({
  browser,
}) => {
  // Three browsers (a member, the super admin with two-factor sign-in, a visitor) and five axe
  // checks, one of them the admin panel: over the 60 s of a journey on a loaded machine.
  test.slow();
  const memberContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const visitorContext = await browser.newContext();
  const member = await memberContext.newPage();
  const admin = await adminContext.newPage();
  const visitor = await visitorContext.newPage();
  try {
    const account = await registerViaApi(member);
    await signIn(member, account.email, account.password);
    await member.goto('/dashboard');
    await expect(member.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeAttached();
    await expect(member.getByText('Login successful!')).toHaveCount(0);

    await signInAsAdmin(admin);
    await expect(admin.getByRole('heading', { level: 1, name: 'Super Admin Panel' })).toBeVisible();
    await expect(admin.getByText('Login successful!')).toHaveCount(0);
    const card = await openMaintenanceCard(admin);
    await card.getByRole('checkbox', { name: 'Maintenance mode is on' }).click();
    await card.getByLabel('Message to members and visitors').fill(MESSAGE);
    await card.getByRole('button', { name: 'Save maintenance mode' }).click();
    await expect(admin.getByText('Settings saved.')).toBeVisible();
    // Staff keep working, told by a banner.
    await expect(admin.getByTestId('maintenance-banner')).toContainText('Maintenance mode is on');
    await expect(admin.getByText('Settings saved.')).toHaveCount(0);
    await expectNoAxeViolations(admin);

    // The member's open tab: the maintenance page with the message, no reload.
    await expect(member.getByRole('heading', { level: 1, name: 'Down for maintenance' })).toBeVisible();
    await expect(member.getByTestId('maintenance-message')).toHaveText(MESSAGE);
    await expectNoAxeViolations(member);

    // A visitor: the landing page leads with the message.
    await visitor.goto('/');
    await expect(visitor.getByTestId('maintenance-message')).toHaveText(MESSAGE, { timeout: 10_000 });
    await expect(visitor.getByRole('heading', { level: 1, name: 'Find Your Divine Match' })).toBeVisible();
    await expectNoAxeViolations(visitor);

    // Off again: the member's tab returns to the app by itself (the live event, or the 15 s check).
    await card.getByRole('checkbox', { name: 'Maintenance mode is on' }).click();
    await card.getByRole('button', { name: 'Save maintenance mode' }).click();
    await expect(admin.getByText('Settings saved.')).toBeVisible();
    await expect(admin.getByTestId('maintenance-banner')).toHaveCount(0);
    await expect(member.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeAttached({ timeout: 20_000 });
    await expect(member.getByTestId('maintenance-message')).toHaveCount(0);
    await expectNoAxeViolations(member);
  } finally {
    await maintenanceOff(admin).catch(() => {});
    await memberContext.close();
    await adminContext.close();
    await visitorContext.close();
  }
});
