import { expect, test } from '@playwright/test';
import { completeProfile } from '../server/test/profile-fixture.ts';
import { newMember } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { mailsTo } from './support/outbox.ts';

/**
 * D45, issue 48: a mother registers to start her daughter's profile; nobody sees it; the daughter
 * opens the invitation, sees the draft, accepts it with her own password and phone number, and
 * names her mother chaperone (what the chaperone then reads is e2e/chaperone.spec.ts).
 */
test('a mother starts her daughter’s profile; the daughter accepts it and names her chaperone (D45, D46)', async ({
  browser,
}) => {
  // Two people, two browsers, two mails and a long form.
  test.setTimeout(120_000);
  const daughter = newMember();
  const motherEmail = `mother.${daughter.email}`;
  const motherPassword = 'Mother-Keeps-Faith-7';
  const motherContext = await browser.newContext();
  const mother = await motherContext.newPage();

  // The mother registers for her daughter.
  await mother.goto('/register');
  await mother.getByLabel('This profile is for').selectOption({ label: 'My daughter' });
  const form = mother.getByRole('form', { name: 'Create a profile for someone' });
  await expect(form.getByRole('group', { name: 'About your daughter' })).toBeVisible();
  await form.getByLabel('First Name', { exact: true }).fill('Ruth');
  await form.getByLabel('Last Name', { exact: true }).fill('Joseph');
  await form.getByLabel('Email', { exact: true }).fill(motherEmail);
  await form.getByLabel('Password', { exact: true }).fill(motherPassword);
  await form.getByLabel('Confirm Password').fill(motherPassword);
  await form.getByLabel('Their first name').fill('Hannah');
  await form.getByLabel('Their last name').fill('Joseph');
  await form.getByLabel('Their email').fill(daughter.email);
  await expectNoAxeViolations(mother);
  await form.getByRole('button', { name: 'Create Account and Invite' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Your account has been created.' })).toBeVisible();

  // Her page lists the profile she started; she fills it in (its sections through the API, the city on the form).
  await expect(mother).toHaveURL(/\/family$/, { timeout: 10_000 });
  const started = mother.getByRole('region', { name: 'Profiles you started' });
  const card = started.getByRole('listitem').filter({ hasText: 'Hannah Joseph' });
  await expect(card.getByText('The profile is not filled in yet.')).toBeVisible();
  await expectNoAxeViolations(mother);
  const drafts = (await (await mother.request.get('/api/family/drafts')).json()) as { drafts: { id: string }[] };
  const {
    countryCode: _code,
    phoneNumber: _phone,
    ...profile
  } = completeProfile({
    firstName: 'Hannah',
    lastName: 'Joseph',
    gender: 'Female',
  });
  const filled = await mother.request.put(`/api/family/drafts/${drafts.drafts[0]!.id}/profile`, { data: profile });
  expect(filled.status(), await filled.text()).toBe(200);
  await card.getByRole('link', { name: 'Fill in the profile of Hannah' }).click();
  await expect(mother.getByRole('heading', { level: 1, name: 'Hannah’s profile' })).toBeVisible();
  await expect(mother.getByLabel('Phone Number')).toHaveCount(0);
  await expectNoAxeViolations(mother);
  await mother.getByLabel('City').fill('Madurai');
  await mother.getByRole('button', { name: 'Save Profile' }).click();
  const draftForm = mother.getByRole('form', { name: 'Hannah’s profile' });
  await expect(draftForm.getByText('The draft has been saved. Nobody sees it until they accept it.')).toBeVisible();
  await expect(mother).toHaveURL(/\/family$/, { timeout: 10_000 });
  await expect(card.getByText('The profile is filled in.')).toBeVisible();

  // The daughter opens her invitation, sees the draft, and accepts it.
  const subject = 'Ruth has started a profile for you on Divine Match';
  await expect.poll(() => mailsTo(daughter.email, subject).length).toBe(1);
  const [mail] = mailsTo(daughter.email, subject);
  const link = new URL(/https?:\/\/\S+\/family\/draft\?token=\S+/.exec(mail!.text)![0]);
  const hannahContext = await browser.newContext();
  const hannah = await hannahContext.newPage();
  await hannah.goto(`${link.pathname}${link.search}`);
  await expect(hannah.getByText('Ruth (Parent) has started a profile for you on Divine Match.')).toBeVisible();
  await expect(hannah.getByText('Madurai')).toBeVisible();
  await expectNoAxeViolations(hannah);
  const accept = hannah.getByRole('form', { name: 'Accept and Sign In' });
  await accept.getByLabel('Phone Number').fill(daughter.phone);
  await accept.getByLabel('Password', { exact: true }).fill(daughter.password);
  await accept.getByLabel('Confirm Password').fill(daughter.password);
  await accept.getByRole('button', { name: 'Accept and Sign In' }).click();
  await expect(hannah.getByRole('heading', { name: 'Welcome, Hannah!' })).toBeVisible({
    timeout: 15_000,
  });
  const own = (await (await hannah.request.get('/api/profiles/me')).json()) as Record<string, unknown>;
  expect(own).toMatchObject({ profileStatus: 'complete', profileCreatedBy: 'Daughter', city: 'Madurai' });

  // She names her mother chaperone in Settings → Family; the mother's page says so.
  await hannah.goto('/settings');
  const family = hannah.getByRole('region', { name: 'Family' });
  await expect(family.getByText('Ruth (Parent) started your profile, and you accepted it.')).toBeVisible();
  const linked = family.getByRole('listitem').filter({ hasText: 'Ruth Joseph (Parent)' });
  await linked.getByRole('button', { name: 'Name Ruth Joseph as your chaperone' }).click();
  await expect(linked.getByText(/^Your chaperone since /)).toBeVisible();
  await expectNoAxeViolations(hannah);
  await mother.goto('/family');
  await expect(started).toHaveCount(0);
  const member = mother.getByRole('listitem').filter({ has: mother.getByRole('heading', { name: 'Hannah Joseph' }) });
  await expect(member.getByText(/^You are Hannah’s chaperone since /)).toBeVisible();

  await motherContext.close();
  await hannahContext.close();
});
