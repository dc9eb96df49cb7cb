import { expect, test } from '@playwright/test';
import { fillRegistration, newMember, registerViaApi, registerViaUi } from './support/accounts.ts';
import { signInAsAdmin } from './support/two-factor.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test('register, sign in, see the first name in the header, log out to the landing page', async ({ page, isMobile }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expectNoAxeViolations(page);

  // D40: registration signs in and goes on to the first profile (e2e/first-profile.spec.ts);
  // the helper signs out again, so this journey signs in through the register page's link.
  const member = await registerViaUi(page);
  await page.goto('/register');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('header-name')).toHaveText(member.firstName);
  await expect(page.getByText('Please confirm your email address')).toBeVisible();
  await expectNoAxeViolations(page);

  // Spec §2: a free member has no Shortlist item (the server refuses shortlisting too, D13).
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Discover' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Shortlist' })).toHaveCount(0);

  // Any other path shows the dashboard.
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/dashboard$/);

  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page.getByText('Logged out successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Divine Match' })).toBeVisible();

  // The old session is gone on the server: a signed-in path falls back to the landing page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('each bad registration input shows the spec message', async ({ page }) => {
  await page.goto('/register');
  const submit = page.getByRole('button', { name: 'Create Account' });
  const alert = page.getByRole('alert').first();
  const member = newMember();

  await submit.click();
  await expect(alert).toHaveText('Please fill in all required fields.');

  await fillRegistration(page, { ...member, phone: '' });
  await submit.click();
  await expect(alert).toHaveText('Please enter your phone number.');

  await page.getByLabel('Phone Number').fill('12345');
  await submit.click();
  await expect(alert).toHaveText('Please enter a valid phone number for +91. Example: 9876543210');

  await page.getByRole('combobox', { name: 'Country code' }).click();
  await page.getByRole('option', { name: '+44 UK' }).click();
  await page.getByLabel('Phone Number').fill('79111');
  await submit.click();
  await expect(alert).toHaveText('Please enter a valid phone number for +44. Example: 7911123456');

  await page.getByLabel('Phone Number').fill('7911123456');
  await page.getByLabel('Confirm Password').fill('Something-Else-1');
  await submit.click();
  await expect(alert).toHaveText('Passwords do not match.');

  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm Password').fill('abc');
  await submit.click();
  await expect(alert).toHaveText('Password must be at least 6 characters long.');

  await page.getByLabel('Password', { exact: true }).fill('password1');
  await page.getByLabel('Confirm Password').fill('password1');
  await submit.click();
  await expect(alert).toHaveText('Registration failed. Password is too weak. Please choose a stronger password.');

  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm Password').fill(member.password);
  await page.getByLabel('Email').fill('miriam@@example');
  await submit.click();
  await expect(alert).toHaveText('Registration failed. Invalid email format. Please check your email.');
  await expectNoAxeViolations(page);

  // An email that is already registered.
  const existing = await registerViaApi(page);
  await page.goto('/register');
  await fillRegistration(page, { ...newMember(), email: existing.email.toUpperCase() });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert').first()).toHaveText(
    'Registration failed. Email is already registered. Please use a different email.',
  );
});

test('a wrong password shows the spec message in an OK dialog', async ({ page }) => {
  const member = await registerViaApi(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill('not-my-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Invalid email or password. Please try again.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('a super admin made by admin:create sees the admin panel and no member navigation', async ({ page, isMobile }) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Super Admin Panel' })).toBeVisible();
  await expect(page.getByText('Super Admin', { exact: true })).toBeVisible();
  await expect(page.getByText('Logged in as Pastor')).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'Discover' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Every path shows the admin panel.
  await page.goto('/discover');
  await expect(page.getByRole('heading', { name: 'Super Admin Panel' })).toBeVisible();
});
