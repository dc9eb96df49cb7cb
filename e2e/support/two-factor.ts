import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { TOTP_PERIOD_MS, totpCode, totpStep } from '../../server/test/totp.ts';
import { E2E_ADMIN, submitSignIn } from './accounts.ts';
import { e2eServer } from './servers.ts';

/**
 * D35: codes for the journeys' authenticators. The server takes the code of the current or the
 * next 30-second step, and each step once per account, so an account that signs in often (the
 * super admin) uses the next unused step; when both are spent it uses one of its recovery codes
 * if it kept them (as a person with a spent authenticator would), and waits for the next step
 * only when those are gone (a wait of up to 30 s had taken some admin journeys near their
 * timeout). The last step used is kept in a file beside the secret, and the recovery codes left
 * in another, so a restarted Playwright worker knows them too.
 */
export interface Authenticator {
  secret: string;
  /** The file that remembers the last step used. */
  stateFile: string;
  /** A JSON list of the recovery codes not used yet. */
  recoveryCodesFile?: string;
}

export async function nextCode(authenticator: Authenticator): Promise<string> {
  const last = fs.existsSync(authenticator.stateFile) ? Number(fs.readFileSync(authenticator.stateFile, 'utf8')) : 0;
  const step = Math.max(last + 1, totpStep());
  const recoveryCode = step > totpStep() + 1 ? takeRecoveryCode(authenticator) : undefined;
  if (recoveryCode) return recoveryCode;
  // The next step is accepted from the step before it on; wait until then.
  const waitMs = (step - 1) * TOTP_PERIOD_MS - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 200));
  fs.writeFileSync(authenticator.stateFile, String(step));
  return totpCode(authenticator.secret, step * TOTP_PERIOD_MS);
}

function takeRecoveryCode({ recoveryCodesFile }: Authenticator): string | undefined {
  if (!recoveryCodesFile || !fs.existsSync(recoveryCodesFile)) return undefined;
  const [code, ...rest] = JSON.parse(fs.readFileSync(recoveryCodesFile, 'utf8')) as string[];
  fs.writeFileSync(recoveryCodesFile, JSON.stringify(rest));
  return code;
}

/** The sign-in form's second step: the code field appears after the password, then the code signs in. */
export async function signInWithCode(page: Page, email: string, password: string, authenticator: Authenticator) {
  await submitSignIn(page, email, password);
  const codeField = page.getByLabel('Authentication code');
  await expect(codeField).toBeFocused();
  await codeField.fill(await nextCode(authenticator));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
}

/** D35: the journeys' super admin signs in with the password and the authenticator's code. */
export async function signInAsAdmin(page: Page) {
  await signInWithCode(page, E2E_ADMIN.email, E2E_ADMIN.password, e2eServer().adminAuthenticator);
}
