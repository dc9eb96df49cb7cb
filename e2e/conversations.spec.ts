import { expect, test, type Page } from '@playwright/test';
import { match, memberWithProfile } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { textIn } from './support/languages.ts';

const SAFETY_NOTE = 'Never send money to someone you have not met in person. Talk to someone you trust.';
const SAFETY_LINK = 'Read our safety tips';

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
  await expect(flagged.getByRole('link', { name: SAFETY_LINK })).toHaveAttribute('href', '/safety');
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

test('D44: a Spanish-speaking receiver sees the safety note in Spanish under a Spanish request for money', async ({
  browser,
}) => {
  const a = await memberWithProfile(browser, 'Lucia', 'Ortega');
  const b = await memberWithProfile(browser, 'Mateo', 'Salinas');
  await match(a.page, b.page, b.id);
  // B chooses Spanish from the member menu (D37: saved as their language); A writes in Spanish.
  await b.page.goto('/messages');
  await b.page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(b.page.getByRole('heading', { level: 1, name: textIn('es', 'conversations.title') })).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await (await b.page.request.get('/api/accounts/me/language')).json()) as { language: string }).language,
    )
    .toBe('es');
  const opened = await a.page.request.post('/api/conversations', { data: { memberId: b.id } });
  const { id } = (await opened.json()) as { id: string };
  const request = '¿Me puedes enviar 500 dólares para el billete de avión? Te los devuelvo pronto.';
  const sent = await a.page.request.post(`/api/conversations/${id}/messages`, { data: { body: request } });
  expect(sent.status()).toBe(201);

  await b.page.goto(`/messages/${id}`);
  await expect(b.page.locator('html')).toHaveAttribute('lang', 'es');
  const flagged = b.page.getByRole('listitem').filter({ hasText: 'billete de avión' });
  await expect(flagged.getByRole('note')).toContainText(textIn('es', 'spec', SAFETY_NOTE));
  await expect(flagged.getByRole('link', { name: textIn('es', 'spec', SAFETY_LINK) })).toHaveAttribute(
    'href',
    '/safety',
  );
  await expect(b.page.getByText(SAFETY_NOTE)).toHaveCount(0);
  await expectNoAxeViolations(b.page);

  // Leave discovery as the other journeys expect it: these two step aside (D9).
  for (const who of [a, b]) expect((await who.page.request.post('/api/accounts/me/deactivate')).status()).toBe(200);
  await a.context.close();
  await b.context.close();
});

/** Issue 44: true when the page itself can be scrolled (the document is taller than the window). */
const pageScrolls = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight > document.documentElement.clientHeight + 1);

test('the conversation fills the screen with its composer in view, keyboard hints only for keyboards, and Block and Report inside it', async ({
  browser,
}, testInfo) => {
  // Two members, 24 messages, two dialogs and five axe runs: on a busy two-core machine over 90 s.
  test.setTimeout(180_000);
  const a = await memberWithProfile(browser, 'Priscilla', 'Aquila');
  const b = await memberWithProfile(browser, 'Silas', 'Timothy');
  await match(a.page, b.page, b.id);
  const opened = await a.page.request.post('/api/conversations', { data: { memberId: b.id } });
  expect(opened.status()).toBe(200);
  const { id } = (await opened.json()) as { id: string };
  // A long history: more than a screen of messages, so only the history may scroll.
  for (let i = 1; i <= 24; i++) {
    const who = i % 2 ? b : a;
    const sent = await who.page.request.post(`/api/conversations/${id}/messages`, {
      data: { body: `Message ${i}: the choir sings on Sunday, and the potluck follows in the hall.` },
    });
    expect(sent.status()).toBe(201);
  }

  await a.page.goto(`/messages/${id}`);
  const log = history(a.page, 'Silas Timothy');
  await expect(log.getByText('Message 24:')).toBeVisible();
  // The composer and Send are on the first screen, under the latest message; no footer, no page scroll.
  await expect(composer(a.page)).toBeInViewport({ ratio: 1 });
  await expect(a.page.getByRole('button', { name: 'Send', exact: true })).toBeInViewport({ ratio: 1 });
  await expect(log.getByText('Message 24:')).toBeInViewport();
  await expect(a.page.getByRole('contentinfo')).toHaveCount(0);
  expect(await pageScrolls(a.page)).toBe(false);
  // A keyboard's hint is for keyboards: not on a touch screen.
  const hint = a.page.getByText('Enter sends, Shift+Enter starts a new line.');
  if (testInfo.project.use.hasTouch) await expect(hint).toHaveCount(0);
  else await expect(hint).toBeVisible();
  await expectNoAxeViolations(a.page);

  // A sends one more: it shows at the bottom, the composer stays in view.
  await composer(a.page).fill('See you at the potluck!');
  await a.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(log.getByText('See you at the potluck!')).toBeInViewport();
  await expect(composer(a.page)).toBeInViewport({ ratio: 1 });
  expect(await pageScrolls(a.page)).toBe(false);

  // B has the conversation open too.
  await b.page.goto(`/messages/${id}`);
  await expect(history(b.page, 'Priscilla Aquila').getByText('See you at the potluck!')).toBeVisible();

  // Report the member from the conversation's header.
  const actions = a.page.getByRole('group', { name: 'Actions for Silas Timothy' });
  await actions.getByRole('button', { name: 'Report', exact: true }).click();
  const report = a.page.getByRole('dialog', { name: 'Report this profile' });
  await expect(report).toContainText('Silas Timothy');
  await report.getByLabel('Tell us more (optional)').fill('Testing the report from a conversation.');
  await expectNoAxeViolations(a.page);
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(a.page.getByText('Thank you. Your report has been sent to our team.')).toBeVisible();
  await expect(report).toHaveCount(0);

  // Block asks first; Cancel leaves the conversation as it was.
  const confirm = a.page.getByRole('alertdialog', { name: 'Block this member?' });
  await actions.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(confirm).toContainText('Are you sure you want to block Silas Timothy?');
  await expectNoAxeViolations(a.page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(composer(a.page)).toBeVisible();

  // Blocked (D11, D28): the conversation is hidden from both. A is back on Messages, told so, with
  // no error; B's open conversation says it is not found.
  await actions.getByRole('button', { name: 'Block', exact: true }).click();
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(a.page.getByText('User blocked.', { exact: false })).toBeVisible();
  await expect(a.page).toHaveURL(/\/messages$/);
  await expect(a.page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(a.page.getByText('No conversations yet.')).toBeVisible();
  await expect(a.page.getByRole('alert').filter({ hasText: /not found|Error/ })).toHaveCount(0);
  await expect(b.page.getByText('Conversation not found')).toBeVisible();
  await expect(b.page.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);
  await expectNoAxeViolations(a.page);
  await expectNoAxeViolations(b.page);
  await a.page.goto('/blocked');
  await expect(a.page.getByRole('group', { name: 'Silas Timothy', exact: true })).toBeVisible();

  // Leave discovery as the other journeys expect it: these two step aside (D9).
  for (const who of [a, b]) expect((await who.page.request.post('/api/accounts/me/deactivate')).status()).toBe(200);
  await a.context.close();
  await b.context.close();
});
