import { expect, test, type Browser } from '@playwright/test';
import { completeProfile } from '../server/test/profile-fixture.ts';
import { newMember, registerViaApi, signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { mailsTo } from './support/outbox.ts';

/** A member signed in in a browser of their own, with a complete profile. */
async function member(browser: Browser, firstName: string, lastName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await registerViaApi(page, { ...newMember(), firstName, lastName });
  await signIn(page, account.email, account.password);
  expect(
    (await page.request.put('/api/profiles/me', { data: completeProfile({ firstName, lastName }) })).status(),
  ).toBe(200);
  const me = (await (await page.request.get('/api/accounts/me')).json()) as { id: string };
  return { page, context, id: me.id, account };
}

test('the bell counts live, leads to My Interests, and a kind switched off in Settings sends no more emails', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const a = await member(browser, 'Priscilla', 'Aquila');
  const b = await member(browser, 'Timothy', 'Lois');
  const c = await member(browser, 'Phoebe', 'Cenchreae');

  // B waits on the dashboard with nothing new; A sends an interest; B's bell counts it without a reload.
  await b.page.goto('/dashboard');
  const bell = b.page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');
  expect((await a.page.request.post('/api/interests', { data: { receiverId: b.id } })).status()).toBe(201);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(b.page.getByTestId('notification-count')).toHaveText('1');
  await expectNoAxeViolations(b.page);

  // The list opens under the bell; the item leads to My Interests and is read.
  await bell.click();
  const panel = b.page.getByRole('region', { name: 'Notifications', exact: true });
  const item = panel.getByRole('link', { name: /Priscilla sent you an interest/ });
  await expect(item).toBeVisible();
  const box = await panel.boundingBox();
  const viewport = b.page.viewportSize()!;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  await expectNoAxeViolations(b.page);
  await item.click();
  await expect(b.page).toHaveURL(/\/my-interests$/);
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(b.page.getByRole('heading', { name: 'My Interests', level: 1 })).toBeVisible();

  // The email went, with its one-click unsubscribe.
  await expect.poll(() => mailsTo(b.account.email, 'Priscilla sent you an interest').length).toBe(1);
  const [mail] = mailsTo(b.account.email, 'Priscilla sent you an interest');
  expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  // B turns the emails of interests received off in Settings.
  await b.page.goto('/settings');
  await expect(b.page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const received = b.page.getByRole('group', { name: 'Interests received' });
  await expect(received.getByRole('checkbox', { name: 'By email' })).toBeChecked();
  await expectNoAxeViolations(b.page);
  await received.getByRole('checkbox', { name: 'By email' }).uncheck();
  await b.page.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(b.page.getByText('Notification settings saved.')).toBeVisible();

  // C's interest reaches B's bell but no longer B's inbox. B accepts it, and C's email for that
  // (queued after C's interest) arriving shows the queue has passed B's.
  expect((await c.page.request.post('/api/interests', { data: { receiverId: b.id } })).status()).toBe(201);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  const interests = (await (await b.page.request.get('/api/interests/received')).json()) as {
    interests: { id: string; sender: { id: string } }[];
  };
  const fromC = interests.interests.find((interest) => interest.sender.id === c.id)!;
  expect((await b.page.request.patch(`/api/interests/${fromC.id}`, { data: { status: 'accepted' } })).status()).toBe(
    200,
  );
  await expect.poll(() => mailsTo(c.account.email, 'Timothy accepted your interest').length).toBe(1);
  expect(mailsTo(b.account.email, 'Phoebe sent you an interest')).toHaveLength(0);

  // Leave discovery as the other journeys expect it: these three step aside (D9).
  for (const who of [a, b, c]) expect((await who.page.request.post('/api/accounts/me/deactivate')).status()).toBe(200);
  for (const who of [a, b, c]) await who.context.close();
});

test('a refused unsubscribe link says it cannot be used and leads through sign-in to the notification settings (issue 44)', async ({
  page,
}) => {
  test.slow(); // a registration and a sign-in
  const account = await registerViaApi(page);
  // A link whose signature is not the server's: the page asks, the server refuses.
  await page.goto('/unsubscribe?token=nobody.message.not-the-signature');
  await expect(page.getByText('Stop receiving these emails? Your other emails stay as they are.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText('This unsubscribe link cannot be used.');
  // Nothing left that could not work: no question, no button.
  await expect(page.getByText(/Stop receiving these emails\?/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  await expect(
    page.getByText('To stop these emails, sign in and turn them off under Notifications in Settings.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/settings#notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 2 })).toBeInViewport();
  await expectNoAxeViolations(page);
  expect((await page.request.post('/api/accounts/me/deactivate')).status()).toBe(200);
});
