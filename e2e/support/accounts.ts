import { expect, type Browser, type Page } from '@playwright/test';
import { completeProfile } from '../../server/test/profile-fixture.ts';
import { DEFAULT_COUNTRY_CODE } from '../../shared/rules/phone.ts';

/** The super admin global-setup creates with `npm run admin:create`. */
export const E2E_ADMIN = { email: 'pastor.admin@example.org', password: 'Shepherd-Keeps-Watch-9' };
/** One super admin per project, made by `admin:create`, who has not set up two-factor sign-in (D35). */
export const e2eNewAdminFor = (project: string) => ({
  email: `pastor.new.${project}@example.org`,
  password: 'Shepherd-Sets-Up-2FA-4',
});

/** Members made by e2e/support/seed-members.ts before the server starts. */
export const E2E_FREE = { email: 'free.tester@example.org', password: 'Free-Tester-Walks-4', firstName: 'Faith' };
export const E2E_PREMIUM = {
  email: 'premium.tester@example.org',
  password: 'Premium-Tester-Runs-5',
  firstName: 'Peter',
};
/** One premium member per Playwright project, so that their actions (block, interest) do not meet. */
export const e2ePremiumFor = (project: string) => ({
  email: `premium.${project}@example.org`,
  password: 'Premium-Project-Runs-6',
  firstName: 'Paula',
});
/** One premium member per project whose shortlist only the shortlist journey touches. */
export const e2eShortlisterFor = (project: string) => ({
  email: `shortlister.${project}@example.org`,
  password: 'Shortlister-Keeps-Notes-8',
  firstName: 'Sharon',
});
export const E2E_MODERATOR = {
  email: 'moderator.tester@example.org',
  password: 'Moderator-Keeps-Order-7',
  firstName: 'Mona',
};
/** One member per project whose primary photo only the dashboard avatar journey uploads (issue 24). */
export const e2eAvatarFor = (project: string) => ({
  email: `avatar.${project}@example.org`,
  password: 'Avatar-Shows-Face-2',
  firstName: 'Abigail',
});
/** One free woman per project who has not said whom she is looking for: the looking-for journey answers (D36). */
export const e2eSeekerFor = (project: string) => ({
  email: `seeker.${project}@example.org`,
  password: 'Seeker-Looks-Ahead-5',
  firstName: 'Ruth',
});
/** One premium woman per project looking for a man: the recommendations journey narrows her list (D36). */
export const e2eRecommendedFor = (project: string) => ({
  email: `recommended.${project}@example.org`,
  password: 'Recommended-Best-Fits-4',
  firstName: 'Lydia',
});
/**
 * The premium member of the visual checks (e2e/visual.spec.ts), one per project. Only
 * seed-members.ts gives them anything (a shortlist, a sent interest, a match with a conversation),
 * so their screens look the same whichever journeys ran before. One per project because a day's
 * recommendations pause their members for 30 days (D36): a phone run after UTC midnight would
 * otherwise see a list without the members the desktop run was shown the day before.
 */
export const e2eVisualFor = (project: string) => ({
  email: `visual.${project}@example.org`,
  password: 'Visual-Tester-Sees-3',
  firstName: 'Vera',
});
/** Whom the visual checks' member (a woman) is looking for: men, so the dashboard does not ask (D36). */
export const E2E_VISUAL_LOOKING_FOR = 'Male';
export const E2E_PROJECTS = ['desktop', 'phone'];

let sequence = 0;
export function newMember() {
  sequence += 1;
  const id = `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: 'Miriam',
    lastName: 'Joseph',
    email: `miriam.${id}@example.org`,
    phone: '9876543210',
    password: 'Quiet-Faithful-Heart-3',
  };
}

export async function fillRegistration(
  page: Page,
  member: ReturnType<typeof newMember>,
  overrides: Partial<Record<'confirm', string>> = {},
) {
  await page.getByLabel('First Name').fill(member.firstName);
  await page.getByLabel('Last Name').fill(member.lastName);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Phone Number').fill(member.phone);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm Password').fill(overrides.confirm ?? member.password);
}

/** Chooses the phone country code by typing into the searchable selector, then clicking its option. */
export async function choosePhoneCountry(page: Page, search: string, option: string) {
  const selector = page.getByRole('combobox', { name: 'Country code' });
  await selector.click();
  await selector.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(selector).toHaveValue(option);
}

/** The sign-in form filled and sent; what follows is the caller's to check. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function signIn(page: Page, email: string, password: string) {
  await submitSignIn(page, email, password);
  await expect(page.getByText('Login successful!')).toBeVisible();
}

export async function signOut(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Registers through the form, which signs the member in (D40), and ends that session on the server
 * at once, so that a journey goes on from a signed-out browser: callers load their next page
 * afresh (most sign in with `signIn`, which loads /login), which also drops the form's 2 s
 * hand-over to the first profile. That journey itself is e2e/first-profile.spec.ts.
 */
export async function registerViaUi(page: Page, member = newMember()) {
  await page.goto('/register');
  await fillRegistration(page, member);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration successful! Your account has been created.')).toBeVisible();
  expect((await page.request.post('/api/auth/logout')).status()).toBe(200);
  return member;
}

/**
 * A member made as the form makes one (the same request, from the page's browser, with its
 * Origin), then signed out on the server like `registerViaUi`: for journeys that need a member, not
 * the form (the form's own journeys are accounts.spec.ts and first-profile.spec.ts). A page load and
 * the form's typing fewer per member (issue 46: the journeys made some 50 members per project).
 */
export async function registerViaApi(page: Page, member = newMember()) {
  const response = await page.request.post('/api/auth/register', {
    data: {
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      countryCode: DEFAULT_COUNTRY_CODE,
      phoneNumber: member.phone,
      password: member.password,
      confirmPassword: member.password,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  expect((await page.request.post('/api/auth/logout')).status()).toBe(200);
  return member;
}

/** A member signed in in a browser of their own, with a complete profile; their id. */
export async function memberWithProfile(browser: Browser, firstName: string, lastName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await registerViaApi(page, { ...newMember(), firstName, lastName });
  await signIn(page, account.email, account.password);
  const saved = await page.request.put('/api/profiles/me', { data: completeProfile({ firstName, lastName }) });
  expect(saved.status()).toBe(200);
  const me = (await (await page.request.get('/api/accounts/me')).json()) as { id: string };
  return { page, context, id: me.id, account };
}

/** A and B match: A expresses interest, B accepts it (the interests journey has its own test). */
export async function match(a: Page, b: Page, bId: string) {
  expect((await a.request.post('/api/interests', { data: { receiverId: bId } })).status()).toBe(201);
  const received = (await (await b.request.get('/api/interests/received')).json()) as { interests: { id: string }[] };
  const answered = await b.request.patch(`/api/interests/${received.interests[0]!.id}`, {
    data: { status: 'accepted' },
  });
  expect(answered.status()).toBe(200);
  // Both have seen the match moment (issue 44: the interests journey shows it): this journey starts after.
  const aId = ((await (await a.request.get('/api/accounts/me')).json()) as { id: string }).id;
  expect((await a.request.post(`/api/interests/matches/${bId}/seen`)).status()).toBe(204);
  expect((await b.request.post(`/api/interests/matches/${aId}/seen`)).status()).toBe(204);
}
