import { expect, test, type Locator, type Route } from '@playwright/test';
import { completeProfile } from '../server/test/profile-fixture.ts';
import { e2eRecommendedFor, signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/** Each card's name and age ('33 yrs'), as the member sees them. */
async function namesAndAges(list: Locator) {
  const cards = list.locator('li > [role="group"]');
  await expect(cards.first()).toBeVisible();
  return cards.evaluateAll((all) =>
    all.map((card) => ({
      name: card.getAttribute('aria-label') ?? '',
      age: Number(/(\d+) yrs/.exec(card.textContent ?? '')?.[1]),
    })),
  );
}

test('a woman looking for a man finds her recommendations on the dashboard; an age range narrows them, and each card says its fit (D36)', async ({
  page,
}, testInfo) => {
  const member = e2eRecommendedFor(testInfo.project.name);
  await signIn(page, member.email, member.password);
  // As seeded, without preferences (again, should a retry follow a narrowed list).
  const reset = await page.request.put('/api/profiles/me', {
    data: completeProfile({
      firstName: member.firstName,
      lastName: 'Tester',
      lookingFor: 'Male',
      partnerAgeMin: null,
      partnerAgeMax: null,
    }),
  });
  expect(reset.status(), await reset.text()).toBe(200);

  // The dashboard, a place to start: today's first recommended members, come with its figures in
  // one request (issue 46). The list's own request is held unanswered meanwhile (a live stream's
  // opening may still ask it afresh): the cards can only be drawn from the dashboard's answer.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/api/recommendations?*', (route) => (holding ? void held.push(route) : route.continue()));
  await page.goto('/dashboard');
  const onDashboard = page.getByRole('region', { name: 'Recommended for you' });
  await expect(onDashboard.getByRole('list', { name: 'Recommended for you' })).toBeVisible();
  const firstFew = await namesAndAges(onDashboard);
  // Let the held requests go (one the page gave up on meanwhile is gone already).
  holding = false;
  for (const route of held) await route.continue().catch(() => undefined);
  await page.unroute('**/api/recommendations?*');
  expect(firstFew.length).toBeGreaterThanOrEqual(2);
  expect(firstFew.length).toBeLessThanOrEqual(4);
  await expectNoAxeViolations(page);

  // The whole list, on its own page: men only (the demo men are all looking for a woman).
  await onDashboard.getByRole('link', { name: 'See all recommendations' }).click();
  await expect(page).toHaveURL(/\/recommended$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recommended for you' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Recommended for you' });
  const before = await namesAndAges(list);
  expect(before.map((card) => card.name)).toEqual(expect.arrayContaining(firstFew.map((card) => card.name)));
  const ages = [...new Set(before.map((card) => card.age))].sort((a, b) => a - b);
  expect(ages.length, 'the list needs members of two ages at least').toBeGreaterThanOrEqual(2);
  await expectNoAxeViolations(page);

  // She sets an age range on My Profile that only the youngest fit.
  const youngest = ages[0] ?? 0;
  await page.goto('/my-profile');
  await page.getByLabel('Youngest partner (years)').fill(String(youngest));
  await page.getByLabel('Oldest partner (years)').fill(String(youngest));
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();

  await page.goto('/recommended');
  const after = await namesAndAges(page.getByRole('list', { name: 'Recommended for you' }));
  expect(after.length).toBeLessThan(before.length);
  expect(after.length).toBeGreaterThanOrEqual(1);
  for (const card of after) expect(card.age).toBe(youngest);
  // Each card says how it fits: her one preference met.
  const cards = page.getByRole('list', { name: 'Recommended for you' }).locator('li > [role="group"]');
  for (const card of await cards.all())
    await expect(card.getByRole('list', { name: 'How you fit' })).toContainText('Meets 1 of your 1 preference');
  await expectNoAxeViolations(page);

  // Discover says the same fit on its cards, best fit first.
  await page.goto('/discover');
  const grid = page.getByRole('region', { name: 'Discover Profiles' });
  await expect(page.getByRole('radio', { name: 'Best fit first' })).toBeChecked();
  const firstCard = grid.locator('li > [role="group"]').first();
  await expect(firstCard.getByRole('list', { name: 'How you fit' })).toContainText('Meets 1 of your 1 preference');
  await expectNoAxeViolations(page);
});
