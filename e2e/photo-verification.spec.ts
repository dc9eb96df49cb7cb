import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { completeProfile } from '../server/test/profile-fixture.ts';
import { E2E_MODERATOR, memberWithProfile, signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * D43, issue 47: a member verifies their photos with two live selfies from Chromium's fake camera
 * (playwright.config.ts: --use-fake-device-for-media-stream, --use-fake-ui-for-media-stream), a
 * moderator approves them beside her profile photo, and another member finds her with 'Verified
 * members only' and reads what the badge means.
 */
test('a member verifies her photos with the camera, a moderator approves, another member filters by the badge (D43)', async ({
  browser,
}) => {
  test.slow(); // two members, a moderator, two selfies sent and re-encoded
  const stamp = Date.now().toString(36);
  const lastName = `Verified${stamp}`;
  const name = `Hannah ${lastName}`;

  // Hannah has a profile photo (the moderators compare the selfies with it).
  const hannah = await memberWithProfile(browser, 'Hannah', lastName);
  const portrait = await sharp({
    create: { width: 600, height: 600, channels: 3, background: { r: 180, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  const uploaded = await hannah.page.request.post('/api/photos?kind=profile', {
    multipart: { photo: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: portrait } },
  });
  expect(uploaded.status()).toBe(201);

  // My Profile's card opens the camera flow: two poses, a picture each, sent, then the thanks.
  const page = hannah.page;
  await page.goto('/my-profile');
  const card = page.getByRole('region', { name: 'Photo verification' });
  await expect(card.getByText('3 attempts left this week.')).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: 'Verify my photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify my photos' });
  for (const step of [1, 2]) {
    await expect(dialog.getByText(`Pose ${step} of 2`)).toBeVisible();
    await expect(dialog.getByText('Time left:')).toBeVisible();
    await expect(dialog.locator('input[type=file]')).toHaveCount(0);
    const take = dialog.getByRole('button', { name: 'Take picture' });
    await expect(take).toBeEnabled();
    if (step === 1) await expectNoAxeViolations(page);
    await take.click();
    await expect(dialog.getByRole('img', { name: 'Your selfie for this pose' })).toBeVisible();
    if (step === 1) {
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Retake' }).click();
      await dialog.getByRole('button', { name: 'Take picture' }).click();
    }
    await dialog.getByRole('button', { name: 'Send' }).click();
  }
  await expect(
    dialog.getByText('Thank you. A moderator will compare your selfies with your profile photo.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('Your selfies are with the moderators. We will tell you their decision.')).toBeVisible();

  // The moderator sees both selfies, each under its pose, beside the profile photo, and approves.
  const moderatorContext = await browser.newContext();
  const moderator = await moderatorContext.newPage();
  await signIn(moderator, E2E_MODERATOR.email, E2E_MODERATOR.password);
  // Hannah's profile and photo are published whatever mode the journeys before this one left.
  const queue = (await (await moderator.request.get('/api/moderation/queue')).json()) as {
    profiles: { userId: string }[];
    photos: { id: string; userId: string }[];
  };
  const waiting = [
    ...queue.profiles.filter((entry) => entry.userId === hannah.id).map(() => `profiles/${hannah.id}`),
    ...queue.photos.filter((entry) => entry.userId === hannah.id).map((photo) => `photos/${photo.id}`),
  ];
  for (const target of waiting) {
    expect((await moderator.request.post(`/api/moderation/${target}/approve`)).ok()).toBe(true);
  }
  await moderator.goto('/moderation');
  await moderator.getByRole('tab', { name: /^Verification/ }).click();
  const item = moderator.getByRole('listitem').filter({ has: moderator.getByRole('heading', { level: 3, name }) });
  await expect(item.getByRole('img', { name: new RegExp(`^${name}'s selfie: `) })).toHaveCount(2);
  await expect(item.getByRole('img', { name: `${name}'s photo 1` })).toBeVisible();
  await expectNoAxeViolations(moderator);
  await item.getByRole('button', { name: `Approve ${name}'s photo verification` }).click();
  await expect(moderator.getByText('Photo verification approved.').first()).toBeVisible();
  await expect(item).toHaveCount(0);
  await moderatorContext.close();

  // Her own card says so.
  await page.reload();
  await expect(card.getByText('Photo verified', { exact: true })).toBeVisible();

  // Another member finds her among the verified members only, with the badge and what it means.
  const silas = await memberWithProfile(browser, 'Silas', `Seeker${stamp}`);
  const saved = await silas.page.request.put('/api/profiles/me', {
    data: completeProfile({ firstName: 'Silas', lastName: `Seeker${stamp}`, gender: 'Male' }),
  });
  expect(saved.status()).toBe(200);
  await silas.page.goto('/discover');
  await silas.page.getByRole('button', { name: 'Filters', exact: true }).click();
  await silas.page.getByRole('checkbox', { name: 'Verified members only' }).click();
  const verifiedOnly = silas.page.waitForResponse((response) =>
    /\/api\/discovery\?.*verified=true/.test(response.url()),
  );
  await silas.page.getByRole('button', { name: 'Search', exact: true }).click();
  expect((await verifiedOnly).ok()).toBe(true);
  const grid = silas.page.getByRole('region', { name: 'Discover Profiles' });
  const hannahCard = grid.getByRole('group', { name, exact: true });
  await expect(hannahCard.getByText('Photo verified', { exact: true })).toBeVisible();
  const explain = hannahCard.getByRole('button', { name: "What does 'Photo verified' mean?" });
  await expect(explain).toHaveAttribute('aria-expanded', 'false');
  await explain.click();
  await expect(explain).toHaveAttribute('aria-expanded', 'true');
  await expect(
    hannahCard.getByText('A moderator compared two live selfies with this member’s profile photo.'),
  ).toBeVisible();
  await expectNoAxeViolations(silas.page);
  // Every card shown is a verified member's: as many badges as cards.
  const cards = await grid.getByRole('group', { name: /^Actions for / }).count();
  expect(cards).toBeGreaterThan(0);
  await expect(grid.getByText('Photo verified', { exact: true })).toHaveCount(cards);

  // The profile page shows the badge too; the recommendations ask again with verified=true.
  await silas.page.goto(`/profile/${hannah.id}`);
  await expect(silas.page.getByText('Photo verified', { exact: true })).toBeVisible();
  await expectNoAxeViolations(silas.page);
  await silas.page.goto('/recommended');
  const recommended = silas.page.waitForResponse((response) =>
    /\/api\/recommendations\?.*verified=true/.test(response.url()),
  );
  await silas.page.getByRole('checkbox', { name: 'Verified members only' }).click();
  expect((await recommended).ok()).toBe(true);
  await expectNoAxeViolations(silas.page);

  await hannah.context.close();
  await silas.context.close();
});
