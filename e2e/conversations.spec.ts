import { expect, test, type Page } from '@playwright/test';
import { memberWithProfile } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const SAFETY_NOTE = 'Never send money to someone you have not met in person. Talk to someone you trust.';

/** A and B match: A expresses interest, B accepts it (the interests journey has its own test). */
async function match(a: Page, b: Page, bId: string) {
  expect((await a.request.post('/api/interests', { data: { receiverId: bId } })).status()).toBe(201);
  const received = (await (await b.request.get('/api/interests/received')).json()) as { interests: { id: string }[] };
  const answered = await b.request.patch(`/api/interests/${received.interests[0]!.id}`, {
    data: { status: 'accepted' },
  });
  expect(answered.status()).toBe(200);
  // Both have seen the match moment (issue 44: the interests journey shows it): this journey starts after.
  const aId = ((await (await a.request.get('/api/accounts/me')).json()) as { id: string }).id;
  expect((await a.request.post(`/api/interests/matches/${bId}/seen`)).status()).toBe(204);
  expect((await b.request.post(`/api/interests/matches/${aId}/seen`)).status()).toBe(204);
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Your message' });
const history = (page: Page, name: string) => page.getByRole('log', { name: `Messages with ${name}` });

test('A and B match and talk: live delivery, read marks, contact details by choice, the safety note, and a block', async ({
  browser,
}) => {
  // Two members, two browsers and many live round trips: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const a = await memberWithProfile(browser, 'Abigail', 'Nathan');
  const b = await memberWithProfile(browser, 'Barnabas', 'Cyrus');
  await match(a.page, b.page, b.id);

  // Before B shares anything, A sees no phone on B's profile; A starts the conversation from there.
  await a.page.goto(`/profile/${b.id}`);
  await expect(a.page.getByRole('heading', { name: 'Profile Details', level: 1 })).toBeVisible();
  await expect(a.page.getByText('Barnabas Cyrus', { exact: true })).toBeVisible();
  await expect(a.page.getByText(b.account.phone)).toHaveCount(0);
  await expectNoAxeViolations(a.page);
  await a.page.getByRole('button', { name: 'Message', exact: true }).click();
  await expect(a.page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(history(a.page, 'Barnabas Cyrus')).toBeVisible();
  await expectNoAxeViolations(a.page);

  // B waits on the Messages page; A writes (Enter sends, Shift+Enter is a new line).
  await b.page.goto('/messages');
  await expect(b.page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await composer(a.page).fill('Peace be with you, Barnabas!');
  await composer(a.page).press('Shift+Enter');
  await composer(a.page).pressSequentially('How was the service?');
  await expect(
    a.page.getByText(`${'Peace be with you, Barnabas!\nHow was the service?'.length} / 2,000`),
  ).toBeVisible();
  await composer(a.page).press('Enter');
  await expect(composer(a.page)).toHaveValue('');
  const mine = history(a.page, 'Barnabas Cyrus').getByRole('listitem').filter({ hasText: 'How was the service?' });
  await expect(mine.getByText('Sent', { exact: true })).toBeVisible();

  // B sees it arrive without a reload, with the unread count, and answers.
  const entry = b.page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /^Abigail Nathan/ });
  await expect(entry).toContainText('How was the service?');
  await expect(entry).toContainText('1');
  await expectNoAxeViolations(b.page);
  await entry.click();
  await expect(history(b.page, 'Abigail Nathan').getByText('Peace be with you, Barnabas!')).toBeVisible();
  await composer(b.page).fill('It was beautiful. Shall we talk after choir practice?');
  await b.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(history(a.page, 'Barnabas Cyrus').getByText('Shall we talk after choir practice?')).toBeVisible();

  // A sees the read mark B's opening made.
  await expect(mine.getByText('Read', { exact: true })).toBeVisible();
  await expectNoAxeViolations(b.page);

  // B shares contact details; A then sees B's phone on B's profile and in the conversation.
  await b.page.getByRole('button', { name: 'Share my contact details' }).click();
  await expect(b.page.getByText('You share your phone and email with this member.')).toBeVisible();
  await expect(a.page.getByText('Shared their contact details with you')).toBeVisible();
  await a.page.goto(`/profile/${b.id}`);
  await expect(a.page.getByText(b.account.phone)).toBeVisible();
  await a.page.goBack();

  // A message asking for money is delivered with the safety note, for the receiver only.
  await composer(a.page).fill('Could you send me $500 for a plane ticket? I will pay you back.');
  await composer(a.page).press('Enter');
  const flagged = history(b.page, 'Abigail Nathan').getByRole('listitem').filter({ hasText: 'plane ticket' });
  await expect(flagged.getByRole('note')).toContainText(SAFETY_NOTE);
  await expect(flagged.getByRole('link', { name: 'Read our safety tips' })).toHaveAttribute('href', '/safety');
  await expect(history(a.page, 'Barnabas Cyrus').getByText(SAFETY_NOTE)).toHaveCount(0);
  await expectNoAxeViolations(b.page);

  // A blocks B: the conversation leaves both members' Messages pages.
  await a.page.goto('/messages');
  await b.page.goto('/messages');
  await expect(b.page.getByRole('link', { name: /^Abigail Nathan/ })).toBeVisible();
  expect((await a.page.request.put(`/api/blocks/${b.id}`)).status()).toBe(204);
  await expect(b.page.getByRole('link', { name: /^Abigail Nathan/ })).toHaveCount(0);
  await expect(b.page.getByText('No conversations yet.')).toBeVisible();
  await expect(a.page.getByText('No conversations yet.')).toBeVisible();
  await expectNoAxeViolations(a.page);

  // Leave discovery as the other journeys expect it: these two step aside (D9).
  for (const who of [a, b]) expect((await who.page.request.post('/api/accounts/me/deactivate')).status()).toBe(200);
  await a.context.close();
  await b.context.close();
});
