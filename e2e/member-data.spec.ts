import { expect, test } from '@playwright/test';
import { registerViaUi, signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test('Settings → Your data: delete the account for good, then fail to sign in (D34)', async ({ page }) => {
  const member = await registerViaUi(page);
  await signIn(page, member.email, member.password);
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Delete my account' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page);

  // Without the typed word nothing happens, with a clear message.
  await form.getByLabel('Your password').fill(member.password);
  await form.getByLabel('Type DELETE to confirm').fill('delete');
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please type DELETE to confirm.');

  await form.getByLabel('Type DELETE to confirm').fill('DELETE');
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account and everything in it have been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
});
