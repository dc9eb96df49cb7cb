import { expect, type Browser, type Page } from '@playwright/test';
import { mailsTo } from './outbox.ts';

/** The password every journey's mother chooses. */
export const MOTHER_PASSWORD = 'Mother-Keeps-Faith-7';

/**
 * D45: the member (signed in on `memberPage`, first name `firstName`) invites her mother, who
 * accepts with an account of her own in a browser of her own (the invitation's own journey is
 * e2e/family.spec.ts). The mother's page, signed in.
 */
export async function linkedMother(browser: Browser, memberPage: Page, firstName: string, memberEmail: string) {
  const motherEmail = `mother.${memberEmail}`;
  const invited = await memberPage.request.post('/api/family/invitations', {
    data: { email: motherEmail, relation: 'parent' },
  });
  expect(invited.status()).toBe(201);
  const subject = `${firstName} invites you to Divine Match as their parent`;
  await expect.poll(() => mailsTo(motherEmail, subject).length).toBe(1);
  const [mail] = mailsTo(motherEmail, subject);
  const token = new URL(/https?:\/\/\S+\/family\/accept\?token=\S+/.exec(mail!.text)![0]).searchParams.get('token');
  const context = await browser.newContext();
  const page = await context.newPage();
  const password = MOTHER_PASSWORD;
  const accepted = await page.request.post('/api/family/accept', {
    data: { token, firstName: 'Ruth', lastName: 'Joseph', password, confirmPassword: password },
  });
  expect(accepted.status()).toBe(201);
  return { page, context };
}
