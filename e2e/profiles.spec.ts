import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_FREE, E2E_PREMIUM, registerViaApi, signIn, signOut } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

async function photo(name: string, colour: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 400, height: 400, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function choose(page: Page, label: string, value: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: value, exact: true }).click();
}

async function fillProfile(page: Page) {
  await choose(page, 'Gender', 'Female');
  await page.getByLabel('Date of Birth').fill('1995-08-17');
  await choose(page, 'Profile created by', 'Self');
  await choose(page, 'Marital Status', 'Never Married');
  await page.getByLabel('Mother Tongue').fill('Tamil');
  await page.getByLabel('Church', { exact: true }).fill('Grace Community Church');
  await page.getByLabel('Pastor Name').fill('Rev. Andrew');
  await page.getByLabel('Country', { exact: true }).fill('India');
  await page.getByLabel('State').fill('Tamil Nadu');
  await page.getByLabel('City').fill('Madurai');
  await page.getByLabel('Postal Code').fill('625001');
  await page.getByLabel('Height (cm)').fill('160');
  await page.getByLabel('Degree').fill('MBA');
  await page.getByLabel('Institution').fill('Anna University');
  await choose(page, 'Education Status', 'Completed');
  await page.getByLabel('Occupation').fill('Product Manager');
  await page.getByLabel('Designation').fill('Lead');
  await page.getByLabel('Company').fill('Bright Path');
  await page.getByLabel('Salary (per year)').fill('12 Lakhs');
  await page.getByLabel('Religion').fill('Christian');
  await page.getByLabel('Caste / Denomination').fill('Pentecostal');
  await page.getByLabel('Hobbies').fill('Gardening');
  await page.getByLabel('Profile Summary').fill('Joyful, family-minded and active in youth ministry.');
}

test('fill the profile, manage photos, and be seen by a free and a premium member', async ({ page, isMobile }) => {
  test.setTimeout(90_000);
  const member = await registerViaApi(page);
  await signIn(page, member.email, member.password);
  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');

  // Required fields are enforced with the spec message.
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('alert').first()).toHaveText('Please fill in all required fields (marked with *).');

  // Photos upload on selection, with a visible progress bar.
  await page.route('**/api/photos?kind=*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.getByLabel('Choose a photo').setInputFiles(await photo('me.jpg', { r: 200, g: 80, b: 120 }));
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();

  await page
    .getByLabel('Add photos')
    .setInputFiles([await photo('a.jpg', { r: 20, g: 90, b: 200 }), await photo('b.jpg', { r: 40, g: 160, b: 90 })]);
  await expect(page.getByRole('button', { name: /Remove Your gallery photo/ })).toHaveCount(2, { timeout: 15_000 });
  await page.unroute('**/api/photos?kind=*');
  await page.getByRole('button', { name: 'Remove Your gallery photo 2' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to remove this photo?');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('button', { name: /Remove Your gallery photo/ })).toHaveCount(1);

  await fillProfile(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile saved successfully!').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Profile' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });

  // The gallery shows real counts.
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'My Image Gallery' })).toBeVisible();
  await expect(page.getByText('Photos', { exact: true }).locator('..')).toContainText('2');
  await expect(page.getByText('Slots left', { exact: true }).locator('..')).toContainText('4');
  await expect(page.getByRole('link', { name: /View Full Size/ })).toHaveCount(2);
  await expectNoAxeViolations(page);

  const own = await (await page.request.get('/api/profiles/me')).json();
  await signOut(page, isMobile);

  // A free member sees the limited profile.
  await signIn(page, E2E_FREE.email, E2E_FREE.password);
  await page.goto(`/profile/${own.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Details' })).toBeVisible();
  await expect(page.getByText('View complete profile information')).toBeVisible();
  await expect(page.getByText(`${member.firstName} ${member.lastName}`)).toBeVisible();
  await expect(page.getByText('Madurai, Tamil Nadu, India')).toBeVisible();
  await expect(page.getByText('Profile created by Self')).toBeVisible();
  await expect(page.getByText('You are seeing limited details. Premium members see the full profile.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Education & Career' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Photo Gallery' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'About Me' })).toBeVisible();
  await expectNoAxeViolations(page);
  await signOut(page, isMobile);

  // A premium member sees every section and the gallery.
  await signIn(page, E2E_PREMIUM.email, E2E_PREMIUM.password);
  await page.goto(`/profile/${own.id}`);
  await expect(page.getByRole('heading', { name: 'Education & Career' })).toBeVisible();
  await expect(page.getByText('Product Manager')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Photo Gallery' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open photo 1 in a new tab/ })).toBeVisible();
  await expect(page.getByText('You are seeing limited details.')).toHaveCount(0);

  // A profile that does not exist.
  await page.goto('/profile/00000000-0000-0000-0000-000000000000');
  await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(page.getByText('Profile not found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
});
