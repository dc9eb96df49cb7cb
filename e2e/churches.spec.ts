import { expect, test } from '@playwright/test';
import { completeProfile } from '../server/test/profile-fixture.ts';
import { memberWithProfile } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { signInAsAdmin } from './support/two-factor.ts';

/** D32, issue 22: the super admin keeps the church directory; members pick their church from it. */
test('the super admin adds a church to the directory, and a member then picks it on My Profile and finds it in the filter', async ({
  page,
  browser,
}) => {
  test.slow(); // the admin signs in with two-factor, a member registers
  const stamp = Date.now().toString(36);
  const church = `Living Waters Chapel ${stamp}`;

  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Super Admin Panel' })).toBeVisible();
  await expect(page.getByText('Login successful!')).toHaveCount(0);
  await page.getByRole('tab', { name: 'System Settings' }).click();
  const directory = page.getByRole('region', { name: 'Churches' });
  await expect(page.getByRole('heading', { name: 'Church directory' })).toBeVisible();

  // The form answers a missing name in the directory's words and adds nothing.
  await page.getByRole('button', { name: 'Add church' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a church' });
  await expect(dialog.getByLabel('Church name')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('City').fill('Kottayam');
  await dialog.getByLabel('Country').fill('India');
  await dialog.getByRole('button', { name: 'Add church' }).click();
  await expect(dialog.getByText("Please enter the church's name.")).toBeVisible();

  await dialog.getByLabel('Church name').fill(church);
  await dialog.getByLabel('Denomination').fill('Brethren');
  await dialog.getByLabel("Pastor's name").fill('Rev. Elias');
  await dialog.getByLabel("Pastor's email").fill(`elias.${stamp}@example.org`);
  await dialog.getByRole('button', { name: 'Add church' }).click();
  await expect(page.getByText('Church added to the directory.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = directory.getByRole('row').filter({ hasText: church });
  await expect(row).toContainText('Kottayam, India');
  await expect(row).toContainText('Rev. Elias');
  await expect(row).toContainText('Listed');
  await expectNoAxeViolations(page);

  // The same church spelled another way is refused.
  await page.getByRole('button', { name: 'Add church' }).click();
  const again = page.getByRole('dialog', { name: 'Add a church' });
  await again.getByLabel('Church name').fill(church.toUpperCase().replace('CHAPEL', 'CHAPEL.'));
  await again.getByLabel('City').fill('Kottayam');
  await again.getByLabel('Country').fill('India');
  await again.getByRole('button', { name: 'Add church' }).click();
  await expect(again.getByText('A church with this name is already in the directory.')).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();

  // A member finds the church among the suggestions of My Profile's Church box and picks it.
  const member = await memberWithProfile(browser, 'Miriam', 'Varghese');
  await member.page.goto('/my-profile');
  const box = member.page.getByLabel('Church', { exact: true });
  await expect(box).toBeVisible();
  await expect(member.page.getByText('Pick your church from the list as you type')).toBeVisible();
  const suggestions = await box.evaluate((input) =>
    [...((input as HTMLInputElement).list?.options ?? [])].map((option) => option.value),
  );
  expect(suggestions).toContain(church);
  await expectNoAxeViolations(member.page);
  // Typed in lower case, saved under the directory's spelling.
  await box.fill(church.toLowerCase());
  await member.page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(member.page.getByText('Profile updated successfully!').first()).toBeVisible();
  await member.page.goto('/my-profile');
  await expect(member.page.getByLabel('Church', { exact: true })).toHaveValue(church);

  // Another member of the church, who typed its name in capitals through the API.
  const ruth = await memberWithProfile(browser, 'Ruth', 'Kurian');
  const typed = await ruth.page.request.put('/api/profiles/me', {
    data: completeProfile({ firstName: 'Ruth', lastName: 'Kurian', gender: 'Male', church: church.toUpperCase() }),
  });
  expect(typed.status()).toBe(200);
  await ruth.context.close();

  // Discovery's church filter offers the directory's name once, and finds Ruth under it.
  await member.page.goto('/discover');
  await member.page.getByRole('combobox', { name: 'Church' }).click();
  await expect(member.page.getByRole('option', { name: church })).toHaveCount(1);
  await member.page.getByRole('option', { name: church }).click();
  await member.page.getByRole('button', { name: 'Search', exact: true }).click();
  const grid = member.page.getByRole('region', { name: 'Discover Profiles' });
  const card = grid.getByRole('group', { name: 'Ruth Kurian', exact: true });
  await expect(card).toContainText(church);
  await expectNoAxeViolations(member.page);
  await member.context.close();
});
