import { expect, test, type Browser } from '@playwright/test';
import { completeProfile } from '../server/test/profile-fixture.ts';
import { match, memberWithProfile, newMember } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { MOTHER_PASSWORD } from './support/family.ts';
import { mailsTo } from './support/outbox.ts';

/**
 * D45 and D46, issue 48, as one journey: a mother registers to start her daughter's profile; the
 * daughter opens the invitation, accepts the draft with her own password and phone number, and
 * names her mother chaperone; a matched member sees 'Chaperoned by …' and writes; the mother reads
 * from her own account and cannot write; the daughter ends it and the mother's open page loses the
 * conversation.
 */
test('a mother starts her daughter’s profile; the daughter accepts it, names her chaperone and ends it (D45, D46)', async ({
  browser,
}) => {
  // Three people, three browsers, two mails, a long form, a report and several live round trips.
  test.setTimeout(180_000);
  const { mother, motherContext, hannahPage, hannahContext, started } = await motherStartsHannahsProfile(browser);
  const hannahId = ((await (await hannahPage.request.get('/api/accounts/me')).json()) as { id: string }).id;

  // Boaz matches Hannah and writes before anyone chaperones.
  const boaz = await memberWithProfile(browser, 'Boaz', 'Levi');
  await match(boaz.page, hannahPage, hannahId);
  const opened = await boaz.page.request.post('/api/conversations', { data: { memberId: hannahId } });
  const { id: conversationId } = (await opened.json()) as { id: string };
  await boaz.page.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { body: 'Written before any chaperone' },
  });

  // Hannah names her mother chaperone in Settings → Family; the mother's page says so.
  await hannahPage.goto('/settings');
  const family = hannahPage.getByRole('region', { name: 'Family' });
  await expect(family.getByText('Ruth (Parent) started your profile, and you accepted it.')).toBeVisible();
  const link = family.getByRole('listitem').filter({ hasText: 'Ruth Joseph (Parent)' });
  await link.getByRole('button', { name: 'Name Ruth Joseph as your chaperone' }).click();
  await expect(
    family
      .getByRole('status')
      .filter({ hasText: 'Your chaperone can now read your conversations written from this moment on.' }),
  ).toBeVisible();
  await expect(link.getByText(/^Your chaperone since /)).toBeVisible();
  await expect(family.getByText('You named Ruth (Parent) your chaperone.')).toBeVisible();
  await expectNoAxeViolations(hannahPage);
  await mother.goto('/family');
  await expect(started).toHaveCount(0);
  const card = mother.getByRole('listitem').filter({ has: mother.getByRole('heading', { name: 'Hannah Joseph' }) });
  await expect(card.getByText(/^You are Hannah’s chaperone since /)).toBeVisible();

  // Boaz sees who chaperones, is told before his first message here, and writes.
  await boaz.page.goto(`/messages/${conversationId}`);
  await expect(boaz.page.getByText('Chaperoned by Ruth (Parent)')).toBeVisible();
  await expectNoAxeViolations(boaz.page);
  const composer = boaz.page.getByRole('textbox', { name: 'Your message' });
  await composer.fill('Good evening, Hannah. Shall we meet after the service?');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');

  // The mother reads it from her own page, and has nowhere to write.
  await card.getByRole('link', { name: 'Hannah’s conversations' }).click();
  await expect(mother.getByRole('heading', { level: 1, name: 'Conversations you chaperone' })).toBeVisible();
  await expectNoAxeViolations(mother);
  await mother.getByRole('link', { name: 'With Boaz' }).click();
  await expect(mother.getByRole('heading', { level: 1, name: 'Hannah and Boaz' })).toBeVisible();
  const messages = mother.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('Good evening, Hannah. Shall we meet after the service?')).toBeVisible();
  await expect(mother.getByText('Written before any chaperone')).toHaveCount(0);
  await expect(mother.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(mother);

  // She may report Boaz's message (never Hannah's): the team sees that message only.
  const boazMessage = messages.getByRole('listitem').filter({ hasText: 'Shall we meet after the service?' });
  await boazMessage.getByRole('button', { name: 'Report message' }).click();
  const report = mother.getByRole('dialog', { name: 'Report this message' });
  await expect(report).toContainText('Shall we meet after the service?');
  await report.getByLabel('Tell us more (optional)').fill('Checking the report from a chaperone.');
  await expectNoAxeViolations(mother);
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(mother.getByText('Thank you. Your report has been sent to our team.')).toBeVisible();
  await expect(report).toHaveCount(0);

  // A new message reaches her open page live; Hannah's log shows the read.
  await composer.fill('I will bring my mother’s recipe.');
  await composer.press('Enter');
  await expect(messages.getByText('I will bring my mother’s recipe.')).toBeVisible();
  await expect(family.getByText('Ruth (Parent) read your conversation with Boaz.')).toBeVisible();

  // Hannah ends it; the mother's open page loses the conversation without a reload.
  await link.getByRole('button', { name: 'End Ruth Joseph as your chaperone' }).click();
  await expect(
    family.getByRole('status').filter({ hasText: 'Your chaperone can no longer read your conversations.' }),
  ).toBeVisible();
  await expect(mother.getByText('You are not this member’s chaperone.')).toBeVisible();
  await expect(messages).toHaveCount(0);
  await expect(boaz.page.getByText('Chaperoned by Ruth (Parent)')).toHaveCount(0);
  await Promise.all([motherContext.close(), hannahContext.close(), boaz.context.close()]);
});

/**
 * The mother registers for her daughter Hannah, fills in the draft (its sections through the API,
 * the city on the form), and Hannah accepts it from her invitation. Both signed in, each in a
 * browser of her own; `started` is the mother's 'Profiles you started' region.
 */
async function motherStartsHannahsProfile(browser: Browser) {
  const daughter = newMember();
  const motherEmail = `mother.${daughter.email}`;
  const motherContext = await browser.newContext();
  const mother = await motherContext.newPage();

  await mother.goto('/register');
  await mother.getByLabel('This profile is for').selectOption({ label: 'My daughter' });
  const form = mother.getByRole('form', { name: 'Create a profile for someone' });
  await expect(form.getByRole('group', { name: 'About your daughter' })).toBeVisible();
  await form.getByLabel('First Name', { exact: true }).fill('Ruth');
  await form.getByLabel('Last Name', { exact: true }).fill('Joseph');
  await form.getByLabel('Email', { exact: true }).fill(motherEmail);
  await form.getByLabel('Password', { exact: true }).fill(MOTHER_PASSWORD);
  await form.getByLabel('Confirm Password').fill(MOTHER_PASSWORD);
  await form.getByLabel('Their first name').fill('Hannah');
  await form.getByLabel('Their last name').fill('Joseph');
  await form.getByLabel('Their email').fill(daughter.email);
  await expectNoAxeViolations(mother);
  await form.getByRole('button', { name: 'Create Account and Invite' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Your account has been created.' })).toBeVisible();

  // Her page lists the profile she started; she fills it in.
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
  } = completeProfile({ firstName: 'Hannah', lastName: 'Joseph', gender: 'Female' });
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

  // Hannah opens her invitation, sees the draft, and accepts it.
  const subject = 'Ruth has started a profile for you on Divine Match';
  await expect.poll(() => mailsTo(daughter.email, subject).length).toBe(1);
  const [mail] = mailsTo(daughter.email, subject);
  const link = new URL(/https?:\/\/\S+\/family\/draft\?token=\S+/.exec(mail!.text)![0]);
  const hannahContext = await browser.newContext();
  const hannahPage = await hannahContext.newPage();
  await hannahPage.goto(`${link.pathname}${link.search}`);
  await expect(hannahPage.getByText('Ruth (Parent) has started a profile for you on Divine Match.')).toBeVisible();
  await expect(hannahPage.getByText('Madurai')).toBeVisible();
  await expectNoAxeViolations(hannahPage);
  const accept = hannahPage.getByRole('form', { name: 'Accept and Sign In' });
  await accept.getByLabel('Phone Number').fill(daughter.phone);
  await accept.getByLabel('Password', { exact: true }).fill(daughter.password);
  await accept.getByLabel('Confirm Password').fill(daughter.password);
  await accept.getByRole('button', { name: 'Accept and Sign In' }).click();
  await expect(hannahPage.getByRole('heading', { name: 'Welcome, Hannah!' })).toBeVisible({ timeout: 15_000 });
  const own = (await (await hannahPage.request.get('/api/profiles/me')).json()) as Record<string, unknown>;
  expect(own).toMatchObject({ profileStatus: 'complete', profileCreatedBy: 'Daughter', city: 'Madurai' });
  return { mother, motherContext, hannahPage, hannahContext, started };
}
