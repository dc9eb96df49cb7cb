import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { registerViaApi, signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test('Settings → Your data: download the data, then delete the account for good and fail to sign in (D34)', async ({
  page,
}) => {
  const member = await registerViaApi(page);
  await signIn(page, member.email, member.password);
  await page.goto('/settings');
  const data = page.getByRole('region', { name: 'Download my data' });
  await data.getByRole('button', { name: 'Prepare my data' }).click();
  const link = data.getByRole('link', { name: 'Download my data (ZIP)' });
  await expect(link).toBeVisible();
  await expect(data.getByText(/Ready to download until/)).toBeVisible();
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('divine-match-data.zip');
  const zip = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
  const json = JSON.parse(strFromU8(zip['divine-match-data.json']!)) as { account: { email: string } };
  expect(json.account.email).toBe(member.email);

  const form = page.getByRole('form', { name: 'Delete my account' });
  await expect(form).toBeVisible();

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
