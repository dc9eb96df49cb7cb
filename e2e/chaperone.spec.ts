import { expect, test } from '@playwright/test';
import { match, memberWithProfile } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { linkedMother } from './support/family.ts';

/**
 * D46, issue 48: a member names her mother chaperone; the matched member sees 'Chaperoned by …'
 * and writes; the mother reads from her own account and cannot write; the member ends it and the
 * mother's open page loses the conversation.
 */
test('a chaperone reads from the moment she is named, cannot write, and loses access when it ends (D46)', async ({
  browser,
}) => {
  // Three people, three browsers, a report and several live round trips.
  test.setTimeout(120_000);
  const hannah = await memberWithProfile(browser, 'Hannah', 'Joseph');
  const boaz = await memberWithProfile(browser, 'Boaz', 'Levi');
  await match(boaz.page, hannah.page, hannah.id);
  const opened = await boaz.page.request.post('/api/conversations', { data: { memberId: hannah.id } });
  const { id: conversationId } = (await opened.json()) as { id: string };
  await boaz.page.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { body: 'Written before any chaperone' },
  });

  // Hannah's mother is linked (the invitation's own journey is family.spec.ts).
  const { page: mother, context: motherContext } = await linkedMother(
    browser,
    hannah.page,
    'Hannah',
    hannah.account.email,
  );

  // Hannah names her mother chaperone in Settings → Family.
  await hannah.page.goto('/settings');
  const family = hannah.page.getByRole('region', { name: 'Family' });
  const link = family.getByRole('listitem').filter({ hasText: 'Ruth Joseph (Parent)' });
  await link.getByRole('button', { name: 'Name Ruth Joseph as your chaperone' }).click();
  await expect(
    family
      .getByRole('status')
      .filter({ hasText: 'Your chaperone can now read your conversations written from this moment on.' }),
  ).toBeVisible();
  await expect(link.getByText(/^Your chaperone since /)).toBeVisible();
  await expect(family.getByText('You named Ruth (Parent) your chaperone.')).toBeVisible();
  await expectNoAxeViolations(hannah.page);

  // Boaz sees who chaperones, is told before his first message here, and writes.
  await boaz.page.goto(`/messages/${conversationId}`);
  await expect(boaz.page.getByText('Chaperoned by Ruth (Parent)')).toBeVisible();
  await expectNoAxeViolations(boaz.page);
  const composer = boaz.page.getByRole('textbox', { name: 'Your message' });
  await composer.fill('Good evening, Hannah. Shall we meet after the service?');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');

  // The mother reads it from her own page, and has nowhere to write.
  await mother.goto('/family');
  const card = mother.getByRole('listitem').filter({ has: mother.getByRole('heading', { name: 'Hannah Joseph' }) });
  await expect(card.getByText(/^You are Hannah’s chaperone since /)).toBeVisible();
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
  await motherContext.close();
});
