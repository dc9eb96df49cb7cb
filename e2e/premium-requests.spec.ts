import { expect, test } from '@playwright/test';
import { memberWithProfile } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { signInAsAdmin } from './support/two-factor.ts';

/** D41, issue 45: 'Premium granted by the church office': a member asks, the admin grants 6 months. */
test('in the granted mode a member asks the church office on /premium-upgrade; the admin grants 6 months; the member sees Premium (D41)', async ({
  page,
  browser,
}) => {
  test.slow(); // the admin signs in with two-factor, a member registers
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Super Admin Panel' })).toBeVisible();
  const settings = { moderationMode: 'after', registrationOpen: true };
  const granted = await page.request.put('/api/admin/settings', { data: { ...settings, membershipMode: 'granted' } });
  expect(granted.status()).toBe(200);

  try {
    const member = await memberWithProfile(browser, 'Hannah', 'Joseph');
    await member.page.goto('/premium-upgrade');
    await expect(
      member.page.getByRole('heading', { level: 1, name: 'Ask the church office for Premium' }),
    ).toBeVisible();
    await expectNoAxeViolations(member.page);
    await member.page.getByLabel('Message to the church office (optional)').fill('I lead the youth choir.');
    await member.page.getByRole('button', { name: 'Ask the church office for Premium' }).click();
    const waiting = member.page.getByRole('region', { name: 'Your request is with the church office' });
    await expect(waiting).toBeVisible();
    await expect(waiting).toContainText('I lead the youth choir.');
    await expect(member.page.getByRole('button', { name: 'Ask the church office for Premium' })).toHaveCount(0);
    await expectNoAxeViolations(member.page);

    // The admin's Dashboard counts the request; Grant opens the term's dialog.
    await page.reload();
    const section = page.getByRole('region', { name: /Premium requests/ });
    await expect(section).toBeVisible();
    const request = section.getByRole('listitem').filter({ hasText: 'Hannah Joseph' });
    await expect(request).toContainText('I lead the youth choir.');
    await request.getByRole('button', { name: 'Grant Premium to Hannah' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant Premium to Hannah Joseph' });
    await expect(dialog.getByRole('radio', { name: '6 months' })).toBeChecked();
    await expectNoAxeViolations(page);
    await dialog.getByRole('radio', { name: '6 months' }).check();
    await dialog.getByRole('button', { name: 'Grant' }).click();
    await expect(page.getByText('Premium granted.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(section.getByText('Hannah Joseph')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The member is Premium until the end of the term.
    await member.page.reload();
    await expect(member.page.getByText(/You have Premium until/)).toBeVisible();
    const me = (await (await member.page.request.get('/api/premium-requests/me')).json()) as {
      membershipType: string;
      premiumUntil: string;
    };
    expect(me.membershipType).toBe('premium');
    const months = (new Date(me.premiumUntil).getTime() - Date.now()) / (30.44 * 86_400_000);
    expect(Math.round(months)).toBe(6);
    await expectNoAxeViolations(member.page);
    await member.context.close();
  } finally {
    // Journeys of a project share its server: the default mode again.
    await page.request.put('/api/admin/settings', { data: { ...settings, membershipMode: 'free_and_premium' } });
  }
});
