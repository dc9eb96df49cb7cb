import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';

test('the built app opens in Chromium and shows the landing page', async ({ page }) => {
  const failedRequests: string[] = [];
  page.on('requestfailed', (request) => failedRequests.push(request.url()));
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Divine Match' })).toBeVisible();
  await expect(page.getByText('Newly Launched Platform')).toBeVisible();
  await expect(page).toHaveTitle('Divine Match');

  // D27: the font is bundled, nothing is fetched from another host.
  const fontFamily = await page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily);
  expect(fontFamily).toContain('Inter Variable');
  await expectNoAxeViolations(page);
  expect(failedRequests).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('an unknown path falls back to the home page (SPA fallback on the server)', async ({ page }) => {
  const response = await page.goto('/some/unknown/path');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Divine Match' })).toBeVisible();
});
