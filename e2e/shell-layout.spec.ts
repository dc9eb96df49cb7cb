import { expect, test, type Locator } from '@playwright/test';
import { e2ePremiumFor, registerViaApi, signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/** Issue 44: what every signed-in screen has (the email banner, toasts, tabs), on desktop and phone. */

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element is drawn').not.toBeNull();
  return found!;
}

test('the email banner is one compact line, dismissed for the session, back in a new one', async ({
  page,
  browser,
  isMobile,
}) => {
  const member = await registerViaApi(page);
  await signIn(page, member.email, member.password);
  const banner = page.getByTestId('email-banner');
  await expect(banner).toContainText('Please confirm your email address');
  const height = (await box(banner)).height;
  expect(height, `the banner is ${height} px tall`).toBeLessThanOrEqual(64);
  // Its resend action stays.
  await expect(banner.getByRole('button', { name: 'Resend', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await banner.getByRole('button', { name: 'Dismiss for now' }).click();
  await expect(banner).toHaveCount(0);
  // Gone on the next screen and after a reload: the session remembers.
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discover' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Profiles' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Profiles' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // A new session (another browser) shows it again while the email is still unconfirmed.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, member.email, member.password);
  await expect(other.getByTestId('email-banner')).toContainText('Please confirm your email address');
  await context.close();
});

test('a toast covers no navigation', async ({ page }, testInfo) => {
  const premium = e2ePremiumFor(testInfo.project.name);
  await signIn(page, premium.email, premium.password);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Login successful!' });
  await expect(toast).toBeVisible();
  const drawn = await box(toast);
  // The header holds the main navigation (its links on desktop, the menu button on a phone).
  for (const navigation of [page.getByRole('banner'), page.getByRole('navigation', { name: 'Main' })]) {
    if (!(await navigation.isVisible())) continue;
    const covered = await box(navigation);
    const overlaps =
      drawn.x < covered.x + covered.width &&
      covered.x < drawn.x + drawn.width &&
      drawn.y < covered.y + covered.height &&
      covered.y < drawn.y + drawn.height;
    expect(overlaps, `toast ${JSON.stringify(drawn)} against ${JSON.stringify(covered)}`).toBe(false);
  }
  await expectNoAxeViolations(page);
});

test('a clicked tab gets no focus ring; a tab reached by keyboard shows one', async ({ page }, testInfo) => {
  const premium = e2ePremiumFor(testInfo.project.name);
  await signIn(page, premium.email, premium.password);
  await page.goto('/my-interests');
  const sent = page.getByRole('tab', { name: 'Sent' });
  await sent.click();
  await expect(sent).toHaveAttribute('aria-selected', 'true');
  await expect(sent).toBeFocused();
  await expect(sent).toHaveCSS('outline-style', 'none');
  await page.keyboard.press('ArrowLeft');
  const received = page.getByRole('tab', { name: 'Received' });
  await expect(received).toBeFocused();
  await expect(received).not.toHaveCSS('outline-style', 'none');
  await expect(received).toHaveCSS('outline-width', '2px');
  await expectNoAxeViolations(page);
});

test("the signed-in pages' headings stay inside their borders", async ({ page }, testInfo) => {
  const premium = e2ePremiumFor(testInfo.project.name);
  await signIn(page, premium.email, premium.password);
  for (const path of ['/dashboard', '/my-profile', '/my-interests', '/gallery', '/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    // Every part has loaded: no loading status is left (a settled one, like this device's push state, stays).
    await expect(page.locator('[role=status]:has-text("Loading"), [aria-busy=true]')).toHaveCount(0);
    const flaws = await page.evaluate(() => {
      const found: string[] = [];
      // No heading is wider than its box (a long word breaks instead of running out).
      for (const heading of document.querySelectorAll('main h1, main h2, main h3, main legend')) {
        // (A heading for screen readers only is a 1 px box by design.)
        if (heading.clientWidth > 1 && heading.scrollWidth > heading.clientWidth + 1) {
          found.push(`too wide: ${heading.textContent}`);
        }
      }
      // A bordered group's title sits inside its border, never across it (as a wrapped legend did).
      for (const legend of document.querySelectorAll('main fieldset > legend')) {
        const fieldset = legend.parentElement!;
        if (parseFloat(getComputedStyle(fieldset).borderTopWidth) === 0) continue;
        if (legend.getBoundingClientRect().top < fieldset.getBoundingClientRect().top) {
          found.push(`across its border: ${legend.textContent}`);
        }
      }
      return found;
    });
    expect(flaws, path).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  }
});
