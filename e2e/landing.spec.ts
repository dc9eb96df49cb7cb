import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const SPLASH = 'Preparing your spiritual journey...';
const TITLE = 'Find Your Divine Match';
/** ADR 0013: the JavaScript a first visit to the landing page loads, gzip-compressed. */
const LANDING_JS_BUDGET_BYTES = 120_000;

/**
 * The landing page as a visitor who has already seen the splash in this browser session (D24:
 * the flag web/features/landing/hooks/use-splash.ts keeps), so that each journey starts at once.
 * The splash itself is the first test's subject.
 */
async function openLanding(page: Page) {
  await page.addInitScript(() => window.sessionStorage.setItem('dm.splash-seen', '1'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  // The sections below the fold render just after the hero (landing-page.tsx).
  await expect(page.getByRole('contentinfo')).toBeAttached();
}

/** The section links of the header: inline on wide screens, in the menu on small ones. */
async function sectionNav(page: Page, isMobile: boolean) {
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (isMobile && (await openMenu.isVisible())) await openMenu.click();
  return page.getByRole('navigation', { name: 'Sections' });
}

/** Waits until the sections revealed so far have finished fading in (axe measures contrast as seen). */
async function revealsSettled(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.reveal[data-revealed]')].every((el) => getComputedStyle(el).opacity === '1'),
  );
}

const sectionTop = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((element) => Math.round(element.getBoundingClientRect().top));

test('the splash shows for 2 s once per browser session, then the landing page', async ({ page }) => {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).hostname));

  // The page's clock stands still from its load (issue 42): the splash shows however late a busy
  // machine delivers the app's code, and its 2 s (counted from the page's load, issue 24) are
  // stepped through by the test. A run that sees no splash fails.
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1_000);
  await page.goto('/');
  const splash = page.getByText(SPLASH);
  await expect(splash, 'the first visit of a browser session shows the splash').toBeVisible();
  const loadedFor = await page.evaluate(() => performance.now());
  expect(loadedFor).toBeLessThan(1_600);
  await page.clock.runFor(1_600 - loadedFor);
  await expect(splash, 'still there 1.6 s after the load').toBeVisible();
  await page.clock.runFor(200);
  await expect(page.getByTestId('splash'), 'fading 1.8 s after the load').toHaveClass(/opacity-0/);
  // The page renders between the clock's steps: step on until the splash has gone, by 2.5 s.
  await page.clock.runFor(250);
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(splash).toBeHidden({ timeout: 250 });
  }).toPass({ timeout: 5_000 });
  expect(await page.evaluate(() => performance.now()), 'gone by 2.5 s after the load').toBeLessThanOrEqual(2_500);
  await page.clock.resume();

  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('Newly Launched Platform')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
  await expect(page.getByText('5.0', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Your Divine Journey' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('heading', { name: 'Where Faith Meets Love' })).toBeAttached();
  for (const value of ['Faith-Centered', 'Authentic Connections', 'Community Focused', 'Safe & Secure']) {
    await expect(page.getByRole('heading', { level: 3, name: value })).toBeAttached();
  }
  // Every image has fixed dimensions (no layout shift).
  for (const image of await page.locator('img').all()) {
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
  }
  // D25: the copyright shows the current year.
  await expect(page.getByText(`© ${new Date().getFullYear()} Divine Match. All rights reserved.`)).toBeVisible();
  await expectNoAxeViolations(page);

  // Further down the page, then again in the same session: no splash.
  await page.mouse.wheel(0, 20_000);
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
  await revealsSettled(page);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText(SPLASH)).toHaveCount(0);

  // D27: nothing is requested from another host.
  expect([...hosts].filter((host) => host !== '127.0.0.1' && host !== 'localhost')).toEqual([]);
});

test('the splash and its words are in the first paint, before any script has run (issue 43)', async ({ page }) => {
  // Every script is held back until the splash has been seen: what shows is the server's HTML alone.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/*.js', async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByText(SPLASH), 'the words of the splash without any script').toBeVisible();
  await expect.poll(() => held, "the app's scripts are held").toBeGreaterThan(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toHaveCount(0);

  // Then the app takes the same splash over (never a second copy of its words) and lifts it.
  release();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeAttached();
  expect(await page.getByText(SPLASH).count()).toBeLessThanOrEqual(1);
  await expect(page.getByText(SPLASH)).toHaveCount(0, { timeout: 5_000 });
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
});

test('a first visit loads at most 120 KB of gzip-compressed JavaScript (ADR 0013)', async ({ page }) => {
  const scripts: Promise<[string, number]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => [response.url(), gzipSync(body).length]));
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText(SPLASH)).toBeHidden({ timeout: 5_000 });
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  const total = loaded.reduce((sum, [, bytes]) => sum + bytes, 0);
  expect(loaded.length).toBeGreaterThan(0);
  expect(total, `landing JavaScript: ${loaded.map(([url]) => url).join(', ')}`).toBeLessThanOrEqual(
    LANDING_JS_BUDGET_BYTES,
  );
});

test('each header link scrolls to its section and highlights it', async ({ page, isMobile }) => {
  await openLanding(page);
  const links = [
    ['About', 'about'],
    ['Mission', 'mission'],
    ['Features', 'features'],
    ['Pricing', 'pricing'],
    ['Contact', 'contact'],
  ] as const;
  for (const [name, id] of links) {
    await (await sectionNav(page, isMobile)).getByRole('link', { name, exact: true }).click();
    // Smooth scrolling ends with the section just under the fixed header, within 100 px of the top.
    await expect.poll(() => sectionTop(page, id), { timeout: 5_000 }).toBeGreaterThanOrEqual(0);
    await expect.poll(() => sectionTop(page, id), { timeout: 5_000 }).toBeLessThanOrEqual(100);
    const nav = await sectionNav(page, isMobile);
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
    if (isMobile) await page.keyboard.press('Escape');
  }
});

test('the mission carousel advances after 5 s and its dots jump; the features advance and can be chosen', async ({
  page,
}) => {
  await openLanding(page);
  const loadedAt = Date.now();
  await page.locator('#mission').scrollIntoViewIfNeeded();
  const slide = page.locator('[data-testid="mission-slide"]:not([hidden]) h3');
  await expect(slide).toHaveText('Rooted in Faith');
  await expect(slide).toHaveText('Supported by Community', { timeout: 8_000 });
  expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(4_500);

  const dot = (number: number) => page.getByRole('button', { name: `Show slide ${number} of 3` });
  await dot(3).click();
  await expect(slide).toHaveText('Committed for Life');
  await expect(dot(3)).toHaveAttribute('aria-current', 'true');
  await dot(1).click();
  await expect(slide).toHaveText('Rooted in Faith');
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(slide).toHaveText('Supported by Community');

  await page.locator('#features').scrollIntoViewIfNeeded();
  const spotlight = page.getByTestId('feature-spotlight').getByRole('heading');
  await expect(page.getByTestId('feature-card')).toHaveCount(6);
  // Five seconds after load the tour has moved past the first feature by itself.
  await expect(spotlight).not.toHaveText('Detailed Profiles', { timeout: 8_000 });
  await page.getByRole('button', { name: 'Block & Report' }).click();
  await expect(spotlight).toHaveText('Block & Report');
  await expect(page.getByRole('button', { name: 'Block & Report' })).toHaveAttribute('aria-pressed', 'true');
  await revealsSettled(page);
  await expectNoAxeViolations(page);
});

test('the pricing toggle switches prices; Free leads to /register and Premium to /premium-upgrade', async ({
  page,
}) => {
  await openLanding(page);
  await page.locator('#pricing').scrollIntoViewIfNeeded();
  const free = page.getByTestId('plan-free');
  const premium = page.getByTestId('plan-premium');
  await expect(free.getByTestId('plan-price')).toHaveText('£0');
  await expect(premium.getByTestId('plan-price')).toHaveText('£50');
  await expect(premium).toContainText('per month');
  await expect(free).toContainText('5 profile discoveries per day');

  await page.getByRole('button', { name: 'Yearly' }).click();
  await expect(page.getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
  await expect(premium.getByTestId('plan-price')).toHaveText('£600');
  await expect(premium).toContainText('per year');
  await expect(free.getByTestId('plan-price')).toHaveText('£0');
  await page.getByRole('button', { name: 'Monthly' }).click();
  await expect(premium.getByTestId('plan-price')).toHaveText('£50');

  await free.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);

  await page.locator('#pricing').scrollIntoViewIfNeeded();
  await page.getByTestId('plan-premium').getByRole('link', { name: 'Upgrade to Premium' }).click();
  await expect(page).toHaveURL(/\/premium-upgrade$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Under Development' })).toBeVisible();
  for (const item of [
    'Multiple payment methods',
    'Multi-currency support',
    'Secure payment gateway',
    'Instant activation',
    'Flexible pricing plans',
    'Easy subscription management',
    'Unlimited profile views',
    'Shortlist',
    'Interests',
    'Priority visibility',
    'Advanced filters',
    '24/7 premium support',
  ]) {
    await expect(page.getByRole('listitem').filter({ hasText: new RegExp(`^${item}$`) })).toBeVisible();
  }
  await expect(page.getByText('Expected Launch: Coming Soon')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
});

test('the contact form names each missing field, then stores a message and says so', async ({ page }) => {
  await openLanding(page);
  await page.locator('#contact').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Contact form' });
  const send = form.getByRole('button', { name: 'Send Message' });

  await send.click();
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await expect(form.getByText('Please enter your email address.')).toBeVisible();
  await expect(form.getByText('Please enter your message.')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(form.getByLabel('Subject')).toHaveValue('');
  await revealsSettled(page);
  await expectNoAxeViolations(page);

  await form.getByLabel('Name').fill('Ruth Abraham');
  await form.getByLabel('Email').fill('ruth@example');
  await form.getByLabel('Message').fill('Our youth group would like to hear more.');
  await send.click();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Please enter your name.')).toHaveCount(0);

  const email = `ruth.${Date.now()}@example.org`;
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+44 7911 123456');
  await form.getByLabel('Subject').selectOption({ label: 'Partnership' });
  const stored = page.waitForResponse(
    (response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST',
  );
  await send.click();
  const response = await stored;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    contactName: 'Ruth Abraham',
    contactEmail: email,
    phone: '+44 7911 123456',
    subject: 'partnership',
    message: 'Our youth group would like to hear more.',
  });
  await expect(form.getByRole('status')).toHaveText('Thank you! Your message has been sent.');
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
});

test('the back-to-top button appears after 300 px of scrolling and goes back up', async ({ page }) => {
  await openLanding(page);
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await expect(backToTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo({ top: 250, behavior: 'instant' }));
  // Below the 300 px line (a page whose height ends in a fraction may stop at 249).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(240);
  await expect(backToTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo({ top: 320, behavior: 'instant' }));
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
  await expect(backToTop).toHaveCount(0);
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu opens, leads to a section and closes; nothing overflows', async ({ page }) => {
    await openLanding(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(page.getByRole('navigation', { name: 'Sections' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Sections' });
    await expect(menu.getByRole('link')).toHaveText(['About', 'Mission', 'Features', 'Pricing', 'Contact', 'Sign In']);
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(menu).toHaveCount(0);
    await expect.poll(() => sectionTop(page, 'pricing'), { timeout: 5_000 }).toBeLessThanOrEqual(100);
    await expect.poll(() => sectionTop(page, 'pricing'), { timeout: 5_000 }).toBeGreaterThanOrEqual(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

const FOOTER_PAGES = [
  ['Help Center', '/help', 'Help Center'],
  ['Safety Tips', '/safety', 'Safety Tips'],
  ['Community Guidelines', '/community-guidelines', 'Community Guidelines'],
  ['Privacy Policy', '/privacy-policy', 'Privacy Policy'],
  ['Terms of Service', '/terms-of-service', 'Terms of Service'],
  ['Privacy at a Glance', '/privacy', 'Privacy at a Glance'],
  ['Terms at a Glance', '/terms', 'Terms at a Glance'],
  ['Cookies', '/cookies', 'Cookies'],
  ['Accessibility', '/accessibility', 'Accessibility statement'],
] as const;

test('every footer page opens from the footer for visitors', async ({ page }) => {
  await openLanding(page);
  for (const [link, path, heading] of FOOTER_PAGES) {
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (path === '/help' || path === '/accessibility') await expectNoAxeViolations(page);
  }
  // The footer's section anchors lead back to the landing page's section.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  await expect.poll(() => sectionTop(page, 'pricing'), { timeout: 5_000 }).toBeLessThanOrEqual(100);
});

test('the footer pages and the upgrade page open for signed-in members too', async ({ page }) => {
  const member = await registerViaApi(page);
  await signIn(page, member.email, member.password);
  await expect(page.getByTestId('header-name')).toHaveText(member.firstName);
  for (const [, path, heading] of FOOTER_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId('header-name')).toHaveText(member.firstName);
  }
  await expectNoAxeViolations(page);
  await page.goto('/premium-upgrade');
  await expect(page.getByRole('heading', { level: 1, name: 'Under Development' })).toBeVisible();
  await expect(page.getByTestId('header-name')).toHaveText(member.firstName);
  await expectNoAxeViolations(page);
});

test.describe('for visitors who prefer reduced motion (D24)', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing moves by itself and every section is shown at once', async ({ page }) => {
    await openLanding(page);
    // Jump straight to the bottom: sections never scrolled past are visible all the same.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const opacities = await page
      .locator('.reveal')
      .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity));
    expect(opacities.length).toBeGreaterThan(5);
    expect(new Set(opacities)).toEqual(new Set(['1']));
    // No auto-advance, hence no pause button; the dots still work.
    await expect(page.getByRole('button', { name: 'Pause the slide show' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pause the feature tour' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show slide 2 of 3' }).click();
    await expect(page.locator('[data-testid="mission-slide"]:not([hidden]) h3')).toHaveText('Supported by Community');
  });
});
