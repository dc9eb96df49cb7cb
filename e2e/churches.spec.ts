import { expect, test } from '@playwright/test';
import { completeProfile } from '../server/test/profile-fixture.ts';
import { memberWithProfile } from './support/accounts.ts';
import { mailsTo } from './support/outbox.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { signInAsAdmin } from './support/two-factor.ts';

/** D32, issue 22: the super admin keeps the church directory; members pick their church from it. */
test('the super admin adds a church; a member picks it on My Profile, asks the pastor, who confirms from the email; another member sees the badge (D32)', async ({
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
  await dialog.getByLabel("Pastor's name").fill('Elias Mathew');
  await dialog.getByLabel("Pastor's email").fill(`elias.${stamp}@example.org`);
  await dialog.getByRole('button', { name: 'Add church' }).click();
  await expect(page.getByText('Church added to the directory.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = directory.getByRole('row').filter({ hasText: church });
  await expect(row).toContainText('Kottayam, India');
  await expect(row).toContainText('Elias Mathew');
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

  // Discovery's church filter offers the directory's name once, and finds Ruth under it.
  await member.page.goto('/discover');
  await member.page.getByRole('button', { name: 'Filters', exact: true }).click();
  await member.page.getByRole('combobox', { name: 'Church' }).click();
  await expect(member.page.getByRole('option', { name: church })).toHaveCount(1);
  await member.page.getByRole('option', { name: church }).click();
  await member.page.getByRole('button', { name: 'Search', exact: true }).click();
  const grid = member.page.getByRole('region', { name: 'Discover Profiles' });
  const card = grid.getByRole('group', { name: 'Ruth Kurian', exact: true });
  await expect(card).toContainText(church);
  await expectNoAxeViolations(member.page);

  // Miriam asks her pastor to endorse her (D32), from My Profile.
  await member.page.goto('/my-profile');
  const endorsement = member.page.getByRole('region', { name: "Pastor's endorsement" });
  await endorsement.getByRole('button', { name: 'Ask my pastor to endorse me' }).click();
  await expect(
    endorsement.getByText('We have emailed your pastor. Their endorsement shows on your profile once they confirm it.'),
  ).toBeVisible();
  await expect(endorsement.getByText(/We have asked Elias Mathew/)).toBeVisible();
  await expectNoAxeViolations(member.page);

  // The pastor opens the link of the email (no account) and confirms.
  const subject = 'Miriam Varghese asks you to endorse them on Divine Match';
  await expect.poll(() => mailsTo(`elias.${stamp}@example.org`, subject).length).toBe(1);
  const link = /https?:\/\/\S+\/endorse\?token=\S+/.exec(mailsTo(`elias.${stamp}@example.org`, subject)[0]!.text)![0];
  const pastorContext = await browser.newContext();
  const pastor = await pastorContext.newPage();
  await pastor.goto(new URL(link).pathname + new URL(link).search);
  await expect(pastor.getByRole('heading', { level: 1, name: 'Endorse a member of your church' })).toBeVisible();
  await expect(pastor.getByText(`Miriam Varghese names ${church} as their church`)).toBeVisible();
  await expect(pastor.getByText('I know this person as a member of our church in good standing')).toBeVisible();
  await expectNoAxeViolations(pastor);
  await pastor.getByRole('button', { name: 'Confirm' }).click();
  await expect(pastor.getByText('Thank you. Your endorsement now shows on the member’s profile.')).toBeVisible();
  await pastorContext.close();

  // Ruth finds Miriam among the endorsed members of the church, with the badge on her card.
  await ruth.page.goto('/discover');
  await ruth.page.getByRole('button', { name: 'Filters', exact: true }).click();
  await ruth.page.getByRole('combobox', { name: 'Church' }).click();
  await ruth.page.getByRole('option', { name: church }).click();
  await ruth.page.getByRole('checkbox', { name: 'Endorsed members only' }).click();
  await ruth.page.getByRole('button', { name: 'Search', exact: true }).click();
  const miriam = ruth.page
    .getByRole('region', { name: 'Discover Profiles' })
    .getByRole('group', { name: 'Miriam Varghese', exact: true });
  await expect(miriam).toContainText(`Endorsed by Pastor Elias Mathew, ${church}`);
  await expectNoAxeViolations(ruth.page);
  await ruth.context.close();
  await member.context.close();
});
