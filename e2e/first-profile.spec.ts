import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { fillRegistration, newMember, signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

async function choose(page: Page, label: string, value: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: value, exact: true }).click();
}

const REQUIRED = 'Please fill in all required fields (marked with *).';

/** 'Step n of 7', the progress bar saying the same, and the step's heading. */
async function expectStep(page: Page, step: number, heading: string) {
  await expect(page.getByText(`Step ${step} of 7`, { exact: true })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'First profile progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', String(step));
  await expect(progress).toHaveAttribute('aria-valuetext', `Step ${step} of 7: ${heading}`);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

// D40: from the landing page to a saved first profile and the dashboard, never through the URL bar.
test('a new member registers, is signed in, fills the guided first profile step by step and lands on the dashboard', async ({
  page,
}) => {
  // Seven steps and five axe checks: slow on a busy shared machine.
  test.setTimeout(180_000);
  const member = newMember();
  await page.goto('/');
  await page.getByRole('link', { name: 'Register' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await fillRegistration(page, member);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration successful! Your account has been created.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expectNoAxeViolations(page);

  // 2 s later, signed in (the header greets the member) and on the first step: the photo.
  await expect(page).toHaveURL(/\/first-profile$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your first profile' })).toBeVisible();
  await expect(page.getByTestId('header-name')).toHaveText(member.firstName);
  await expectStep(page, 1, 'Your photo');
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 90, g: 40, b: 160 } } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Next' }).click();

  // Basic & Contact: what registration knew is there; My Profile's rule and sentence per step.
  await expectStep(page, 2, 'Basic & Contact');
  await expect(page.getByRole('heading', { level: 2, name: 'Basic & Contact' })).toBeFocused();
  await expect(page.getByLabel('First Name')).toHaveValue(member.firstName);
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').first()).toHaveText(REQUIRED);
  await expectStep(page, 2, 'Basic & Contact');
  await expectNoAxeViolations(page);
  await choose(page, 'Gender', 'Female');
  await page.getByLabel('Date of Birth').fill('1996-03-12');
  await choose(page, 'Profile created by', 'Self');
  await choose(page, 'Marital Status', 'Never Married');
  await page.getByLabel('Mother Tongue').fill('Malayalam');
  await page.getByLabel('Church', { exact: true }).fill('St. Thomas Fellowship');
  await page.getByLabel('Pastor Name').fill('Rev. Joseph');
  // Valid again: the sentence goes away without another press.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();

  // Present Address, then Back keeps what was typed, and Enter moves on (keyboard only).
  await expectStep(page, 3, 'Present Address');
  await page.getByLabel('Country', { exact: true }).fill('India');
  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, 2, 'Basic & Contact');
  await expect(page.getByLabel('Pastor Name')).toHaveValue('Rev. Joseph');
  await page.getByLabel('Pastor Name').press('Enter');
  await expectStep(page, 3, 'Present Address');
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('India');
  await page.getByLabel('State').fill('Kerala');
  await page.getByLabel('City').fill('Kochi');
  await page.getByLabel('Postal Code').fill('682001');
  await page.getByLabel('Postal Code').press('Enter');

  // Appearance & Horoscope: nothing required.
  await expectStep(page, 4, 'Appearance & Horoscope');
  await page.getByLabel('Height (cm)').fill('162');
  await page.getByRole('button', { name: 'Next' }).click();

  await expectStep(page, 5, 'Education & Career');
  await page.getByLabel('Degree').fill('B.Com');
  await page.getByLabel('Institution').fill('Sacred Heart College');
  await choose(page, 'Education Status', 'Completed');
  await page.getByLabel('Occupation').fill('Accountant');
  await page.getByLabel('Designation').fill('Senior Accountant');
  await page.getByLabel('Company').fill('Coastal Traders');
  await page.getByLabel('Salary (per year)').fill('8 Lakhs');
  await page.getByRole('button', { name: 'Next' }).click();

  await expectStep(page, 6, 'Lifestyle & Interests');
  await page.getByLabel('Religion').fill('Christian');
  await page.getByLabel('Caste / Denomination').fill('Syro-Malabar');
  await page.getByRole('button', { name: 'Next' }).click();

  await expectStep(page, 7, 'About You');
  await page.getByLabel('Profile Summary').fill('I sing in the choir and love long walks by the backwaters.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved successfully!' }).first()).toBeVisible();

  // Spec §9's 1.5 s, then the dashboard: the profile is complete.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '100');
  await expectNoAxeViolations(page);
});

// Issue 44: each step is kept as the member leaves it; another browser opens where they stopped.
test('a new member leaves the first profile at step 3 and, signed in on another browser, continues there with every answer kept', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const member = newMember();
  await page.goto('/register');
  await fillRegistration(page, member);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/first-profile$/, { timeout: 10_000 });
  await expectStep(page, 1, 'Your photo');
  await page.getByRole('button', { name: 'Skip for now' }).click();

  await expectStep(page, 2, 'Basic & Contact');
  await choose(page, 'Gender', 'Female');
  await page.getByLabel('Date of Birth').fill('1996-03-12');
  await choose(page, 'Profile created by', 'Self');
  await choose(page, 'Marital Status', 'Never Married');
  await page.getByLabel('Mother Tongue').fill('Malayalam');
  await page.getByLabel('Church', { exact: true }).fill('St. Thomas Fellowship');
  await page.getByLabel('Pastor Name').fill('Rev. Joseph');
  await page.getByRole('button', { name: 'Next' }).click();
  // Kept on the server as the step is left: step 3 shows once the save has answered.
  await expectStep(page, 3, 'Present Address');
  await expectNoAxeViolations(page);
  await page.close();

  // Another browser (no shared storage): signed in, the dashboard leads back to the first profile.
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } = test.info().project.use;
  const other = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent });
  const again = await other.newPage();
  await signIn(again, member.email, member.password);
  await expect(again).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await again.getByRole('link', { name: 'Complete my profile' }).click();
  await expect(again).toHaveURL(/\/first-profile$/);
  await expectStep(again, 3, 'Present Address');
  await expectNoAxeViolations(again);
  await again.getByRole('button', { name: 'Back' }).click();
  await expectStep(again, 2, 'Basic & Contact');
  await expect(again.getByLabel('Church', { exact: true })).toHaveValue('St. Thomas Fellowship');
  await expect(again.getByLabel('Pastor Name')).toHaveValue('Rev. Joseph');
  await expect(again.getByLabel('Date of Birth')).toHaveValue('1996-03-12');
  await again.getByRole('button', { name: 'Next' }).click();

  await expectStep(again, 3, 'Present Address');
  await again.getByLabel('Country', { exact: true }).fill('India');
  await again.getByLabel('State').fill('Kerala');
  await again.getByLabel('City').fill('Kochi');
  await again.getByLabel('Postal Code').fill('682001');
  await again.getByRole('button', { name: 'Next' }).click();
  // Appearance asks nothing: skipped.
  await expectStep(again, 4, 'Appearance & Horoscope');
  await again.getByRole('button', { name: 'Skip this step' }).click();

  await expectStep(again, 5, 'Education & Career');
  await again.getByLabel('Degree').fill('B.Com');
  await again.getByLabel('Institution').fill('Sacred Heart College');
  await choose(again, 'Education Status', 'Completed');
  await again.getByLabel('Occupation').fill('Accountant');
  await again.getByLabel('Designation').fill('Senior Accountant');
  await again.getByLabel('Company').fill('Coastal Traders');
  await again.getByLabel('Salary (per year)').fill('8 Lakhs');
  await again.getByRole('button', { name: 'Next' }).click();

  await expectStep(again, 6, 'Lifestyle & Interests');
  await again.getByLabel('Religion').fill('Christian');
  await again.getByLabel('Caste / Denomination').fill('Syro-Malabar');
  await again.getByRole('button', { name: 'Next' }).click();

  await expectStep(again, 7, 'About You');
  await again.getByLabel('Profile Summary').fill('I sing in the choir and love long walks by the backwaters.');
  await again.getByRole('button', { name: 'Save Profile' }).click();
  await expect(again.getByRole('status').filter({ hasText: 'Profile saved successfully!' }).first()).toBeVisible();
  await expect(again).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect(again.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '100');
  await expectNoAxeViolations(again);
  await other.close();
});
