import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { e2eServers, sameSiteHeaders } from './e2e/support/servers.ts';

/**
 * Debian's headless shell (package chromium-headless-shell) when it is there: the build Playwright
 * itself runs headless tests in. The full browser's headless mode draws the same pages but starts
 * the browser's own WebUI renderers for every window, and on CI's two cores it cost the journeys
 * most of their time (issue 46). The full browser is the fallback.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const servers = e2eServers();

/**
 * Browser journeys in Debian's Chromium (stack.md fact 13: never `playwright install`). The global
 * setup starts one built server per project, each on a free port with a fresh data folder, and
 * hands them over through E2E_SERVERS (e2e/support/servers.ts). The two projects run side by side,
 * one worker each, so each project's journeys keep their order and their own server (issue 42).
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  // A journey registers, signs in and checks every page with axe: 60 s on this 2-core machine (issue 44
  // added the match moment and the banner to every signed-in page, and several journeys grew).
  timeout: 60_000,
  globalSetup: './e2e/support/global-setup.ts',
  // Visual baselines (e2e/visual.spec.ts) are committed, one folder per project; e2e/README.md
  // says how to update them. CI compares and never writes one: a missing baseline fails there.
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{arg}{ext}',
  updateSnapshots: process.env.CI ? 'none' : 'default',
  expect: {
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    // A trace records every action's snapshots: only the retry of a failed journey keeps one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // D43: getUserMedia answers with Chromium's test pattern, without asking (e2e/photo-verification.spec.ts).
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      workers: 1,
      use: {
        baseURL: servers.desktop?.baseUrl,
        // page.request writes as the page would: with its Origin (e2e/support/servers.ts).
        extraHTTPHeaders: sameSiteHeaders(servers.desktop?.baseUrl),
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      name: 'phone',
      workers: 1,
      use: {
        baseURL: servers.phone?.baseUrl,
        extraHTTPHeaders: sameSiteHeaders(servers.phone?.baseUrl),
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
});
