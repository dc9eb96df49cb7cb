import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Every page a journey visits is checked for WCAG 2.1 A/AA violations. */
export async function expectNoAxeViolations(page: Page) {
  // Colours are measured as drawn: let fades and slides (a toast coming in) finish first.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
  // A toast that times out while axe runs would be measured half faded (issue 44's CI run): for the
  // check, toasts come and go without their fade, so each is either fully drawn or gone.
  const still = await page.addStyleTag({
    content:
      '[data-sonner-toast], [data-sonner-toast] > * { transition: none !important; animation: none !important; }',
  });
  const results = await new AxeBuilder({ page })
    // Only violations are read: axe skips listing every passing node (its documented speed-up).
    // (Before withTags: `options` replaces every option, the tags' runOnly too.)
    .options({ resultTypes: ['violations'] })
    // axe.run in the page itself. The default (runPartial in each frame, then finishRun in a new
    // blank page of the context, axe injected there again) opened a page per check and took about
    // half of every journey's time on CI's two cores. It exists for cross-origin frames, which the
    // app cannot have (its CSP's default-src is 'self'); frames of its own origin are still checked.
    // The rules and tags are the same.
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
    .finally(() => still.evaluate((style) => (style as Element).remove()).catch(() => {}));
  const summary = results.violations.map((violation) => {
    const nodes = violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`);
    return `${violation.id} (${violation.help}) at ${nodes.join(' | ')}`;
  });
  expect(summary).toEqual([]);
}
