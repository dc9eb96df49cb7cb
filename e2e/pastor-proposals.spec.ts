import { expect, test } from '@playwright/test';
import { completeProfile } from '../server/test/profile-fixture.ts';
import { memberWithProfile } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { mailsTo } from './support/outbox.ts';
import { signInAsAdmin } from './support/two-factor.ts';

/** D44, issue 47: a pastor every member can reach — proposed by the member, added by the church office. */
test("a member whose church has no pastor's email proposes one; the super admin adds it from System Settings; the member asks for the endorsement (D44)", async ({
  page,
  browser,
}) => {
  test.slow(); // the admin signs in with two-factor, a member registers
  const stamp = Date.now().toString(36);
  const church = `Bethel Chapel ${stamp}`;
  const pastorEmail = `joseph.${stamp}@example.org`;

  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Super Admin Panel' })).toBeVisible();
  const added = await page.request.post('/api/admin/churches', {
    data: { name: church, city: 'Kollam', country: 'India', denomination: '', pastorName: '', pastorEmail: '' },
  });
  expect(added.status()).toBe(201);

  // The member names the church; the card offers the proposal instead of a dead end.
  const member = await memberWithProfile(browser, 'Deborah', 'Thomas');
  const saved = await member.page.request.put('/api/profiles/me', {
    data: completeProfile({ firstName: 'Deborah', lastName: 'Thomas', church }),
  });
  expect(saved.status()).toBe(200);
  await member.page.goto('/my-profile');
  const card = member.page.getByRole('region', { name: "Pastor's endorsement" });
  const ask = card.getByRole('button', { name: 'Ask my pastor to endorse me' });
  await expect(ask).toBeDisabled();
  await card.getByLabel("Pastor's name").fill('Rev. Joseph Abraham');
  await card.getByLabel("Pastor's email").fill(pastorEmail);
  await card.getByRole('button', { name: 'Send to the church office' }).click();
  await expect(
    card.getByText(/You proposed Rev\. Joseph Abraham .* The church office has not decided yet\./),
  ).toBeVisible();
  await expectNoAxeViolations(member.page);

  // The church office adds it from System Settings → church directory.
  await page.getByRole('tab', { name: 'System Settings' }).click();
  const proposals = page.getByRole('list', { name: 'Pending pastor proposals' });
  const proposal = proposals.getByRole('listitem').filter({ hasText: church });
  await expect(proposal).toContainText(pastorEmail);
  await expect(proposal).toContainText('Proposed by Deborah Thomas');
  await expectNoAxeViolations(page);
  await proposal.getByRole('button', { name: `Add Rev. Joseph Abraham to ${church}` }).click();
  await expect(page.getByText("Pastor added to the church's entry.")).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: church })).toContainText(pastorEmail);

  // The member's button is live (the office's answer reaches the open card); the pastor gets the link.
  await expect(ask).toBeEnabled();
  await ask.click();
  await expect(
    card.getByText('We have emailed your pastor. Their endorsement shows on your profile once they confirm it.'),
  ).toBeVisible();
  await expectNoAxeViolations(member.page);
  const subject = 'Deborah Thomas asks you to endorse them on Divine Match';
  await expect.poll(() => mailsTo(pastorEmail, subject).length).toBe(1);
  await member.context.close();
});
