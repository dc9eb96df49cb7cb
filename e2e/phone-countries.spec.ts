import { expect, test } from '@playwright/test';
import { choosePhoneCountry, fillRegistration, newMember } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// D40: phone numbers of every country, the country found by searching the selector (ADR 0027).
// What happens after a successful registration belongs to its own journey; only the message here.
const success = 'Registration successful! Your account has been created.';

test('a German number registers, the country found by typing its name', async ({ page }) => {
  await page.goto('/register');
  await fillRegistration(page, { ...newMember(), phone: '15123456789' });
  await choosePhoneCountry(page, 'germ', '+49 Germany');
  await expect(page.getByLabel('Phone Number')).toHaveAttribute('placeholder', /15123456789/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(success)).toBeVisible();
});

test('a Nigerian number registers with the keyboard only; a malformed one gets the clear message', async ({ page }) => {
  await page.goto('/register');
  await fillRegistration(page, { ...newMember(), phone: '80312345' });
  const selector = page.getByRole('combobox', { name: 'Country code' });
  await expect(selector).toHaveValue('+91 India');
  await selector.focus();
  await page.keyboard.type('234');
  await expect(selector).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.getByRole('listbox', { name: 'Countries' });
  await expect(listbox.getByRole('option')).toHaveText(['+234 Nigeria']);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(selector).toHaveAttribute('aria-expanded', 'false');
  await expect(selector).toHaveValue('+234 Nigeria');

  const submit = page.getByRole('button', { name: 'Create Account' });
  const alert = page.getByRole('alert').first();
  await submit.click();
  await expect(alert).toHaveText('Please enter a valid phone number for +234. Example: 8021234567');
  await expectNoAxeViolations(page);

  await page.getByLabel('Phone Number').fill('8031234567');
  await submit.click();
  await expect(page.getByText(success)).toBeVisible();
});

test('the selector lists every country, the spec six first, and says when nothing matches', async ({ page }) => {
  await page.goto('/register');
  const selector = page.getByRole('combobox', { name: 'Country code' });
  await selector.click();
  const options = page.getByRole('listbox', { name: 'Countries' }).getByRole('option');
  await expect(options.first()).toHaveText('+91 India');
  await expect(options.nth(5)).toHaveText('+971 UAE');
  expect(await options.count()).toBeGreaterThan(240);
  await selector.fill('+1');
  await expect(page.getByRole('option', { name: '+1 Canada' })).toBeVisible();
  await selector.fill('atlantis');
  await expect(page.getByText('No country matches “atlantis”.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(selector).toHaveValue('+91 India');
});
