import { expect, test, type Page } from '@playwright/test';
import { EDUCATION_STATUSES, GENDERS, LANGUAGES, MARITAL_STATUSES } from '../shared/enums.ts';
import { completeProfile } from '../server/test/profile-fixture.ts';
import { e2ePremiumFor, memberWithProfile, signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { englishEnumLabels, expectNoEnglishLeft, pageTexts, serverTextIn, textIn } from './support/languages.ts';
import { mailsTo } from './support/outbox.ts';

/** D37, issue 26: eight languages for visitors and members. */

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

/** The landing page's language switch: in the header on wide screens, in the menu on phones. */
async function switchOnLanding(page: Page, isMobile: boolean, language: string, menuLabel = 'Open menu') {
  if (isMobile) await page.getByRole('button', { name: menuLabel }).click();
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption(language);
}

/** Lets the landing page draw everything below the fold (its footer comes when scrolled to). */
async function scrollThrough(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator('footer')).toBeVisible();
}

test('a visitor switches to Spanish on the landing page and the sign-in page stays Spanish (D37)', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Divine Match' })).toBeVisible();
  expect(await htmlLang(page)).toBe('en');

  await switchOnLanding(page, isMobile, 'es');
  await expect(page.getByRole('heading', { level: 1, name: textIn('es', 'landing.hero.title') })).toBeVisible();
  expect(await htmlLang(page)).toBe('es');
  await expect(page.getByRole('combobox', { name: textIn('es', 'language.label') }).first()).toHaveValue('es');
  await expectNoAxeViolations(page);

  // The sign-in page, reached from the landing page, speaks Spanish; so does it after a reload.
  if (isMobile) await page.getByRole('button', { name: textIn('es', 'nav.closeMenu') }).click();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: textIn('es', 'auth.login.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: textIn('es', 'auth.login.submit') })).toBeVisible();
  expect(await htmlLang(page)).toBe('es');
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: textIn('es', 'auth.login.title') })).toBeVisible();

  // The server answers in the spec's English words; the page says them in Spanish.
  await page.getByLabel(textIn('es', 'auth.email')).fill('nobody.here@example.org');
  await page.getByLabel(textIn('es', 'auth.password'), { exact: true }).fill('Not-The-Password-1');
  await page.getByRole('button', { name: textIn('es', 'auth.login.submit') }).click();
  const refused = page.getByRole('dialog', { name: textIn('es', 'auth.login.errorTitle') });
  await expect(refused).toContainText(textIn('es', 'spec', 'Invalid email or password. Please try again.'));
  await expectNoAxeViolations(page);
  await refused.getByRole('button', { name: textIn('es', 'common.ok') }).click();

  // And back to English from the sign-in page's own switch.
  await page.getByRole('combobox', { name: textIn('es', 'language.label') }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  expect(await htmlLang(page)).toBe('en');
});

test('a browser set to Japanese gets the landing page in Japanese, with Japanese texts only (D37)', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  const texts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/locales/')) texts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: textIn('ja', 'landing.hero.title') })).toBeVisible();
  expect(await htmlLang(page)).toBe('ja');
  await scrollThrough(page);
  await expectNoEnglishLeft(page, 'ja');
  // Only the chosen language's texts were fetched: the landing page's two files.
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.every((url) => url.includes('/ja/'))).toBe(true);
  await context.close();
});

test('every language leaves no English text on the landing page, the dashboard and discovery (D37)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const member = await memberWithProfile(browser, 'Lydia', 'Thyatira');
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    const visitor = await browser.newContext({ locale: language });
    const landing = await visitor.newPage();
    await landing.goto('/');
    await expect(
      landing.getByRole('heading', { level: 1, name: textIn(language, 'landing.hero.title') }),
    ).toBeVisible();
    await scrollThrough(landing);
    await expectNoEnglishLeft(landing, language);
    await visitor.close();

    // The member's saved language is what their screens speak.
    const saved = await member.page.request.put('/api/accounts/me/language', { data: { language } });
    expect(saved.status()).toBe(200);
    await member.page.goto('/dashboard');
    await expect.poll(() => htmlLang(member.page)).toBe(language);
    await expect(member.page.getByText(textIn(language, 'dashboard.completion')).first()).toBeVisible();
    await expectNoEnglishLeft(member.page, language);

    await member.page.goto('/discover');
    await expect(
      member.page.getByRole('heading', { level: 1, name: textIn(language, 'discover.title') }),
    ).toBeVisible();
    const grid = member.page.getByRole('region', { name: textIn(language, 'discover.title') });
    await expect(grid.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expectNoEnglishLeft(member.page, language);
  }
  await member.context.close();
});

test('a member who chooses German gets German emails and German dates (D37)', async ({ browser }) => {
  test.slow();
  const klara = await memberWithProfile(browser, 'Klara', 'Wittenberg');
  const jonas = await memberWithProfile(browser, 'Jonas', 'Eisenach');

  // Klara chooses German from the member menu (the footer on every signed-in screen).
  await klara.page.goto('/dashboard');
  await klara.page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(klara.page.getByText(textIn('de', 'dashboard.completion')).first()).toBeVisible();
  expect(await htmlLang(klara.page)).toBe('de');
  await expect
    .poll(async () => (await (await klara.page.request.get('/api/accounts/me/language')).json()).language)
    .toBe('de');
  await expectNoAxeViolations(klara.page);

  // Jonas (in English) sends her an interest: her email, through the SMTP server, is German.
  expect((await jonas.page.request.post('/api/interests', { data: { receiverId: klara.id } })).status()).toBe(201);
  const subject = serverTextIn('de', 'notifications.kinds.interest_received.title').replace('{{name}}', 'Jonas');
  await expect.poll(() => mailsTo(klara.account.email, subject).length, { timeout: 15_000 }).toBe(1);
  const [mail] = mailsTo(klara.account.email, subject);
  expect(mail!.text).toContain(serverTextIn('de', 'notifications.email.openApp'));
  expect(mail!.html).toMatch(/<html[^>]* lang="de"/);

  // Her interests show the day in German.
  await klara.page.goto('/my-interests');
  const today = new Date().toLocaleDateString('de', { dateStyle: 'medium' });
  const receivedOn = textIn('de', 'interests.receivedOn').replace('{{date}}', today);
  await expect(klara.page.getByText(receivedOn)).toBeVisible();
  expect(await htmlLang(klara.page)).toBe('de');
  await expectNoAxeViolations(klara.page);

  // Signed in elsewhere (a browser in English), she still gets German.
  const elsewhere = await browser.newContext({ locale: 'en-US' });
  const page = await elsewhere.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(klara.account.email);
  await page.getByLabel('Password', { exact: true }).fill(klara.account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect.poll(() => htmlLang(page), { timeout: 10_000 }).toBe('de');
  await elsewhere.close();
  await klara.context.close();
  await jonas.context.close();
});

/** The English words of every closed set (web/locales/en/on-demand/enums.json) that Spanish says otherwise. */
const ENGLISH_ENUM_LABELS = englishEnumLabels('es');

/** The page's words hold none of those English words (as whole words: 'Male' is not in 'Female'). */
function expectNoEnglishEnumLabel(texts: string[]) {
  const all = texts.join('\n');
  const left = ENGLISH_ENUM_LABELS.filter((label) =>
    new RegExp(`(^|[^\\p{L}])${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(all),
  );
  expect(left).toEqual([]);
}

test('in Spanish, a profile page and the Discover filters show no English enumeration value (issue 44)', async ({
  browser,
}, testInfo) => {
  test.slow();
  // A member whose closed-set answers the viewer reads (a premium viewer reads every section, D13).
  const mateo = await memberWithProfile(browser, 'Mateo', 'Salinas');
  const answers = {
    gender: 'Male',
    profileCreatedBy: 'Brother',
    maritalStatus: 'Divorced',
    educationStatus: 'Pursuing',
    bodyType: 'Athletic',
    skinColor: 'Fair',
  } as const;
  const saved = await mateo.page.request.put('/api/profiles/me', {
    data: completeProfile({ firstName: 'Mateo', lastName: 'Salinas', ...answers }),
  });
  expect(saved.status()).toBe(200);

  const viewer = e2ePremiumFor(testInfo.project.name);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, viewer.email, viewer.password);
  expect((await page.request.put('/api/accounts/me/language', { data: { language: 'es' } })).status()).toBe(200);
  try {
    await page.goto(`/profile/${mateo.id}`);
    await expect(page.getByRole('heading', { level: 1, name: textIn('es', 'profileView.title') })).toBeVisible();
    await expect(page.getByText('Mateo Salinas')).toBeVisible();
    expect(await htmlLang(page)).toBe('es');
    // Each answer in Spanish, where the page said the stored English value before.
    const said = (set: string, value: string) => textIn('es', `enums.${set}.${value}`);
    await expect(page.getByText(new RegExp(`^${said('gender', 'Male')}, `))).toBeVisible();
    await expect(
      page.getByText(textIn('es', 'profileView.createdBy').replace('{{who}}', said('profileCreatedBy', 'Brother'))),
    ).toBeVisible();
    for (const [set, value] of Object.entries(answers).filter(
      ([set]) => set !== 'gender' && set !== 'profileCreatedBy',
    ))
      await expect(page.getByText(said(set, value), { exact: true })).toBeVisible();
    expectNoEnglishEnumLabel(await pageTexts(page));
    await expectNoAxeViolations(page);

    // Discover's filters: every choice of the three closed sets, in Spanish.
    await page.goto('/discover');
    await expect(page.getByRole('heading', { level: 1, name: textIn('es', 'discover.title') })).toBeVisible();
    // The filters open from their button (issue 44).
    await page.getByRole('button', { name: textIn('es', 'discover.filters'), exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    for (const [label, set, values] of [
      ['discover.gender', 'gender', GENDERS],
      ['discover.maritalStatus', 'maritalStatus', MARITAL_STATUSES],
      ['discover.educationStatus', 'educationStatus', EDUCATION_STATUSES],
    ] as const) {
      await page.getByRole('combobox', { name: textIn('es', label) }).click();
      const listbox = page.getByRole('listbox');
      await expect(listbox.getByRole('option', { name: textIn('es', 'discover.any') })).toBeVisible();
      const options = await listbox.getByRole('option').allInnerTexts();
      expect(options.slice(1)).toEqual(values.map((value) => said(set, value)));
      expectNoEnglishEnumLabel(options);
      await page.keyboard.press('Escape');
      await expect(listbox).toBeHidden();
    }
    expectNoEnglishEnumLabel(await pageTexts(page));
    await expectNoAxeViolations(page);
  } finally {
    // The project's premium member speaks English again for the journeys after this one.
    await page.request.put('/api/accounts/me/language', { data: { language: 'en' } });
    await context.close();
    await mateo.context.close();
  }
});
