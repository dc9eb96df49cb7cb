import { expect, test } from '@playwright/test';
import { registerViaUi, signIn, signOut } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const NEW_PASSWORD = 'Steadfast-Hope-77';

test('Settings → Security: see both devices, change the password, the other device is signed out, sign in with the new one (D35)', async ({
  page,
  browser,
  isMobile,
}) => {
  const member = await registerViaUi(page);
  // Another device of the same member.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, member.email, member.password);

  await signIn(page, member.email, member.password);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Security', level: 2 })).toBeVisible();
  const devices = page.getByRole('region', { name: 'Where you are signed in' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').first()).toContainText('This device');
  await expect(devices.getByRole('button', { name: 'Sign out everywhere else' })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole('form', { name: 'Change password' });
  // A wrong current password: a clear message, nothing changes.
  await form.getByLabel('Current password').fill('Not-My-Password-9');
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your current password is not correct.');

  await form.getByLabel('Current password').fill(member.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Your password has been changed. You have been signed out on your other devices.',
  );
  await expect(form.getByLabel('Current password')).toHaveValue('');
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // The other device is signed out: a member page falls back to the landing page.
  await otherPage.goto('/dashboard');
  await expect(otherPage).toHaveURL(/\/$/);
  await other.close();

  // This device stays signed in, then signs out; the old password no longer works, the new one does.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page, isMobile);
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await signIn(page, member.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});
