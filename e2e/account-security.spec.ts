import { expect, test } from '@playwright/test';
import { registerViaApi, signIn, signOut } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { mailsTo } from './support/outbox.ts';

const NEW_PASSWORD = 'Steadfast-Hope-77';

test('Settings → Security: see both devices, change the password, the other device is signed out, sign in with the new one (D35)', async ({
  page,
  browser,
  isMobile,
}) => {
  const member = await registerViaApi(page);
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

test('Settings → Account: change the email through the link sent to the new address, then deactivate the account (D35, D9)', async ({
  page,
}) => {
  const member = await registerViaApi(page);
  const next = `new.${member.email}`;
  await signIn(page, member.email, member.password);
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Change email' });
  await expect(form).toContainText(member.email);
  await expectNoAxeViolations(page);

  await form.getByLabel('New email address').fill(next);
  await form.getByLabel('Your password').fill(member.password);
  await form.getByRole('button', { name: 'Send the link' }).click();
  await expect(form.getByRole('status')).toContainText(`We have sent a link to ${next}.`);
  // Nothing changes until the link is opened.
  await expect(form).toContainText(member.email);

  const subject = 'Confirm your new email for Divine Match';
  await expect.poll(() => mailsTo(next, subject).length).toBe(1);
  const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(mailsTo(next, subject)[0]!.text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText(`Your email address is now ${next}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/settings');
  await expect(page.getByRole('form', { name: 'Change email' })).toContainText(next);

  // Deactivate Account lives in Settings now: it asks first, then signs the member out.
  await page.getByRole('button', { name: 'Deactivate Account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Deactivate your account?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Your account has been deactivated. You will be signed out.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Signing in again (with the new address) reactivates it (D9).
  await signIn(page, next, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});
