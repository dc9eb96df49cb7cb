import { expect, test } from '@playwright/test';
import { completeProfile } from '../server/test/profile-fixture.ts';
import { newMember, registerViaApi, signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { MOTHER_PASSWORD } from './support/family.ts';
import { mailsTo } from './support/outbox.ts';

/** D45, issue 48: a member links a relative from Settings → Family; the relative has a page of their own. */
test('a member invites her mother, who accepts with her own account; edits allowed, then the mother leaves and deletes her account (D45)', async ({
  page,
  browser,
}) => {
  test.slow(); // two accounts, each page checked with axe, and the mother's edit of Hannah's profile
  const hannah = await registerViaApi(page, { ...newMember(), firstName: 'Hannah' });
  const motherEmail = `mother.${newMember().email}`;
  await signIn(page, hannah.email, hannah.password);
  // Her profile is complete, so that her mother's edit below changes one field of a valid profile.
  const profile = completeProfile({ firstName: 'Hannah', lastName: hannah.lastName, phoneNumber: hannah.phone });
  expect((await page.request.put('/api/profiles/me', { data: profile })).status()).toBe(200);
  await page.goto('/settings');
  const family = page.getByRole('region', { name: 'Family' });
  await expect(family.getByText('No relative is linked or invited yet.')).toBeVisible();

  // A bad address is refused with the form's message; nothing is sent.
  await family.getByLabel('Their email').fill('not-an-address');
  await family.getByLabel('How they are related to you').selectOption('parent');
  await family.getByRole('button', { name: 'Send invitation' }).click();
  await expect(family.getByRole('alert')).toHaveText('Please enter a valid email address.');

  await family.getByLabel('Their email').fill(motherEmail);
  await family.getByRole('button', { name: 'Send invitation' }).click();
  await expect(family.getByRole('status').filter({ hasText: 'Invitation sent.' })).toBeVisible();
  const links = family.getByRole('list').first();
  await expect(links.getByText(`${motherEmail} (Parent)`)).toBeVisible();
  await expect(links.getByText(/^Invited on .+, not accepted yet$/)).toBeVisible();
  await expect(family.getByText('You invited')).toContainText(`You invited ${motherEmail} (Parent).`);
  await expectNoAxeViolations(page);

  // The mother opens the emailed link in a browser of her own.
  await expect.poll(() => mailsTo(motherEmail, 'Hannah invites you to Divine Match as their parent').length).toBe(1);
  const [mail] = mailsTo(motherEmail, 'Hannah invites you to Divine Match as their parent');
  const link = new URL(/https?:\/\/\S+\/family\/accept\?token=\S+/.exec(mail!.text)![0]);
  const motherContext = await browser.newContext();
  const mother = await motherContext.newPage();
  await mother.goto(`${link.pathname}${link.search}`);
  await expect(mother.getByRole('heading', { level: 1, name: 'Help as a relative' })).toBeVisible();
  await expect(
    mother.getByText('Hannah invites you to help in the search for a life partner. Your relation: Parent.'),
  ).toBeVisible();
  await expect(mother.getByText(`Your account’s email: ${motherEmail}.`, { exact: false })).toBeVisible();
  await expectNoAxeViolations(mother);
  await mother.getByLabel('First Name').fill('Ruth');
  await mother.getByLabel('Last Name').fill('Joseph');
  await mother.getByLabel('Password', { exact: true }).fill(MOTHER_PASSWORD);
  await mother.getByLabel('Confirm Password').fill(MOTHER_PASSWORD);
  await mother.getByRole('button', { name: 'Accept and create my account' }).click();

  // Her page: Hannah, as what, and no member's screens (a member's path leads back here).
  await expect(mother).toHaveURL(/\/family$/);
  await expect(mother.getByRole('heading', { level: 1, name: 'Your family' })).toBeVisible();
  const card = mother.getByRole('listitem').filter({ has: mother.getByRole('heading', { name: 'Hannah' }) });
  await expect(card.getByText(/^Your relation: Parent · linked since /)).toBeVisible();
  await expect(card.getByText('Hannah has not allowed edits of their profile.')).toBeVisible();
  await expect(mother.getByRole('button', { name: 'Notifications' })).toHaveCount(0);
  await expect(mother.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expectNoAxeViolations(mother);
  await mother.goto('/dashboard');
  await expect(mother).toHaveURL(/\/family$/);

  // Hannah sees her mother linked, allows edits; the mother's open page follows (D3).
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  const linked = family.getByRole('listitem').filter({ hasText: 'Ruth Joseph (Parent)' });
  await expect(linked.getByText(/^Linked since /)).toBeVisible();
  await linked.getByRole('checkbox', { name: 'Ruth Joseph may edit my profile' }).click();
  await expect(
    family.getByRole('status').filter({ hasText: 'Your relative may now edit your profile.' }),
  ).toBeVisible();
  await expect(family.getByText('You allowed Ruth (Parent) to edit your profile.')).toBeVisible();
  await expect(card.getByText('Hannah allows you to edit their profile.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Her view of Hannah: the profile without contact details, the interests and the matches.
  await card.getByRole('link', { name: 'Hannah’s profile and interests' }).click();
  await expect(mother.getByRole('heading', { level: 1, name: `Hannah ${hannah.lastName}` })).toBeVisible();
  await expect(mother.getByText('Your relation: Parent')).toBeVisible();
  await expect(mother.getByRole('heading', { name: 'Matches (0)' })).toBeVisible();
  await expect(mother.getByText('No interest is waiting for an answer.')).toBeVisible();
  const shown = await mother.locator('main').innerText();
  expect(shown).not.toContain(hannah.phone);
  expect(shown).not.toContain(hannah.email);
  await expectNoAxeViolations(mother);

  // Edits allowed: she edits Hannah's profile, never the contact details, and Hannah's log says so.
  await mother.getByRole('link', { name: 'Edit profile' }).click();
  await expect(mother.getByRole('heading', { level: 1, name: 'Edit Hannah’s profile' })).toBeVisible();
  const form = mother.getByRole('form', { name: 'Edit Hannah’s profile' });
  await expect(form.getByLabel('City')).toHaveValue(profile.city);
  await expect(form.getByLabel('Phone Number')).toHaveCount(0);
  await expect(form.getByRole('combobox', { name: 'Country code' })).toHaveCount(0);
  await expectNoAxeViolations(mother);
  await form.getByLabel('City').fill('');
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields (marked with *).');
  await form.getByLabel('City').fill('Madurai');
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await expect(form.getByRole('status')).toHaveText('The profile has been saved. The member sees that you edited it.');
  await expect(mother.getByRole('heading', { level: 1, name: `Hannah ${hannah.lastName}` })).toBeVisible();
  await expect(mother.getByText('Madurai', { exact: true })).toBeVisible();
  await expect(family.getByText('Ruth (Parent) edited your profile.')).toBeVisible();

  // Hannah stops the edits while her mother has the form open: the page follows and shows no form.
  await mother.getByRole('link', { name: 'Edit profile' }).click();
  await expect(form).toBeVisible();
  await linked.getByRole('checkbox', { name: 'Ruth Joseph may edit my profile' }).click();
  await expect(family.getByText('You stopped Ruth (Parent) from editing your profile.')).toBeVisible();
  await expect(
    mother.getByText('You may not edit this profile. The member can allow it in their settings.'),
  ).toBeVisible();
  await expect(form).toHaveCount(0);
  await mother.getByRole('link', { name: 'Back to the profile and interests' }).click();
  await expect(mother.getByRole('heading', { level: 1, name: `Hannah ${hannah.lastName}` })).toBeVisible();
  await expect(mother.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
  await mother.getByRole('link', { name: 'Back to your family' }).click();
  await expect(mother.getByRole('heading', { level: 1, name: 'Your family' })).toBeVisible();

  // The mother leaves; Hannah's list and log follow.
  await card.getByRole('button', { name: 'Leave Hannah’s family' }).click();
  await expect(mother.getByText('You are no longer linked.')).toBeVisible();
  await expect(mother.getByText('You are not linked to any member.', { exact: false })).toBeVisible();
  await expect(family.getByText('Ruth (Parent) left.')).toBeVisible();
  await expect(family.getByText('No relative is linked or invited yet.')).toBeVisible();

  // She deletes her own account from her page (D34's form); she is signed out.
  const deletion = mother.getByRole('form', { name: 'Delete my account' });
  await expect(deletion.getByText('Each member you help keeps their profile', { exact: false })).toBeVisible();
  await deletion.getByLabel('Your password').fill(MOTHER_PASSWORD);
  await deletion.getByLabel('Type DELETE to confirm').fill('DELETE');
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await expect(mother.getByText('Your account and everything in it have been deleted.')).toBeVisible();
  await expect(mother).toHaveURL(/\/login$/, { timeout: 10_000 });
  await motherContext.close();
});
