import { expect, test, type Browser } from '@playwright/test';
import { completeProfile } from '../server/test/profile-fixture.ts';
import { e2eSeekerFor, newMember, registerViaApi, signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/** The demo community's men, each looking for a woman (server/modules/demo/demo-data.ts). */
const DEMO_MEN = ['Daniel Mathew', 'Joshua Fernando', 'Noah Varghese', 'Samuel David'];

/** A man looking for a man, with a complete profile, in a browser of his own. */
async function manLookingForAMan(browser: Browser, lastName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await registerViaApi(page, { ...newMember(), firstName: 'Silas', lastName });
  await signIn(page, account.email, account.password);
  const saved = await page.request.put('/api/profiles/me', {
    data: completeProfile({ firstName: 'Silas', lastName, gender: 'Male', lookingFor: 'Male' }),
  });
  expect(saved.status()).toBe(200);
  await context.close();
}

test('a woman looking for a man answers on her dashboard and then sees only men looking for a woman (D36)', async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // two browsers, a registration and a sign-in each
  const lastName = `Seeksmen${testInfo.project.name}`;
  await manLookingForAMan(browser, lastName);
  const seeker = e2eSeekerFor(testInfo.project.name);
  await signIn(page, seeker.email, seeker.password);
  // As seeded: a woman who has not said (again, should a retry follow an answer).
  const reset = await page.request.put('/api/profiles/me', {
    data: completeProfile({ firstName: seeker.firstName, lastName: 'Tester', gender: 'Female', lookingFor: '' }),
  });
  expect(reset.status()).toBe(200);

  // (Before she says, discovery shows everyone: the API tests show it. A visit here would spend her
  // five daily reveals on other members.)
  await page.goto('/dashboard');
  const question = page.getByRole('region', { name: 'Whom are you looking for?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'A man' })).toBeInViewport();
  await expect(question.getByRole('button', { name: 'A woman' })).toBeInViewport();
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: 'A man' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: you are looking for a man.' })).toBeVisible();
  await expect(question).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Now: the demo men, who are looking for a woman; not Silas, who is looking for a man, nor any woman.
  await page.goto('/discover');
  const grid = page.getByRole('region', { name: 'Discover Profiles' });
  await expect(grid.getByRole('group', { name: /^Actions for / })).toHaveCount(DEMO_MEN.length);
  await expect(grid.getByRole('group', { name: 'Hidden profile' })).toHaveCount(0);
  const cards = grid.locator('li > [role="group"]');
  expect((await cards.evaluateAll((all) => all.map((card) => card.getAttribute('aria-label')))).sort()).toEqual(
    DEMO_MEN,
  );
  await expect(grid.getByText(`Silas ${lastName}`)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The answer is hers to change on My Profile, and the dashboard no longer asks.
  await page.goto('/my-profile');
  await expect(page.getByRole('combobox', { name: 'Looking for' })).toHaveText('A man');
  await page.goto('/dashboard');
  await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Whom are you looking for?' })).toHaveCount(0);
});
