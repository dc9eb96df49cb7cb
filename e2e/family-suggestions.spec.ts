import { expect, test } from '@playwright/test';
import { memberWithProfile } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { linkedMother } from './support/family.ts';

/** A last name no other journey uses (letters only, as names must be). */
const uniqueName = () =>
  `Sug${Date.now()
    .toString(26)
    .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;

/**
 * D45, issue 48: a member's mother, linked with an account of her own, searches for a member by
 * name and suggests him; the member sees 'Suggested by Ruth (Parent)' on her dashboard and decides.
 */
test('a mother suggests a member; her daughter sees “Suggested by Ruth (Parent)” on the dashboard (D45)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const lastName = uniqueName();
  const hannah = await memberWithProfile(browser, 'Hannah', 'Joseph');
  const boaz = await memberWithProfile(browser, 'Boaz', lastName);
  await boaz.context.close();

  // Hannah's mother is linked (the invitation's own journey is family.spec.ts).
  const { page: mother, context: motherContext } = await linkedMother(
    browser,
    hannah.page,
    'Hannah',
    hannah.account.email,
  );
  const { members } = (await (await mother.request.get('/api/family/linked')).json()) as {
    members: { linkId: string }[];
  };

  // The mother searches by name on Hannah's page and suggests Boaz.
  await mother.goto(`/family/members/${members[0]!.linkId}`);
  const suggest = mother.getByRole('region', { name: 'Suggest a member' });
  await expect(suggest.getByText('You have not suggested anyone yet.')).toBeVisible();
  await suggest.getByLabel('Name of the member').fill(lastName);
  await suggest.getByRole('button', { name: 'Search' }).click();
  const found = suggest.getByRole('list', { name: 'Members found' });
  await expect(found.getByRole('listitem')).toHaveCount(1);
  await expect(found.getByText(new RegExp(`^Boaz ${lastName}`))).toBeVisible();
  await expectNoAxeViolations(mother);
  await found.getByRole('button', { name: `Suggest Boaz ${lastName}` }).click();
  await expect(
    suggest.getByRole('status').filter({ hasText: 'Your suggestion was sent. The member sees it on their dashboard' }),
  ).toBeVisible();
  await expect(found.getByRole('button', { name: 'Suggested' })).toBeDisabled();
  await expect(suggest.getByText(/^Suggested on /)).toBeVisible();
  await expectNoAxeViolations(mother);

  // Hannah sees the suggestion on her dashboard, as the member's card, and may dismiss it.
  await hannah.page.goto('/dashboard');
  const section = hannah.page.getByRole('region', { name: 'Suggested by your family' });
  await expect(section.getByText('Suggested by Ruth (Parent)')).toBeVisible();
  await expect(section.getByRole('group', { name: `Boaz ${lastName}`, exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: `Dismiss the suggestion: Boaz ${lastName}` })).toBeVisible();
  await expectNoAxeViolations(hannah.page);

  await motherContext.close();
  await hannah.context.close();
});
