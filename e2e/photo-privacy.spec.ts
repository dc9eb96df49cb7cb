import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { memberWithProfile } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/** The natural size of the profile page's main photo, as the browser decoded it. */
async function shownPhoto(page: Page, name: string) {
  const image = page.getByRole('img', { name, exact: true }).first();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  return {
    src: (await image.getAttribute('src'))!,
    width: await image.evaluate((img: HTMLImageElement) => img.naturalWidth),
  };
}

test('Settings → Privacy: photos for accepted matches only; another member sees a blurred picture (D33)', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await memberWithProfile(browser, 'Phoebe', 'Lydia');
  const viewer = await memberWithProfile(browser, 'Silas', 'Mark');
  // A photo with detail (two colours), uploaded as My Profile does.
  const picture = await sharp({
    create: { width: 600, height: 600, channels: 3, background: { r: 200, g: 60, b: 90 } },
  })
    .composite([
      {
        input: await sharp({ create: { width: 300, height: 600, channels: 3, background: { r: 20, g: 90, b: 200 } } })
          .png()
          .toBuffer(),
        left: 0,
        top: 0,
      },
    ])
    .jpeg()
    .toBuffer();
  const uploaded = await owner.page.request.post('/api/photos?kind=profile', {
    multipart: { photo: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: picture } },
  });
  expect(uploaded.status()).toBe(201);

  // Before: the viewer sees the photo as it is.
  await viewer.page.goto(`/profile/${owner.id}`);
  const before = await shownPhoto(viewer.page, 'Photo of Phoebe Lydia');
  expect(before.width).toBeGreaterThan(240);

  await owner.page.goto('/settings');
  const privacy = owner.page.getByRole('group', { name: 'Who can see my photos' });
  await expect(privacy.getByRole('radio', { name: 'All members' })).toBeChecked();
  await privacy.getByRole('radio', { name: 'Only members I have accepted or who accepted me' }).check();
  await owner.page.getByRole('button', { name: 'Save privacy' }).click();
  await expect(owner.page.getByText('Your photo privacy has been saved.')).toBeVisible();
  await expectNoAxeViolations(owner.page);
  await owner.page.reload();
  await expect(
    owner.page
      .getByRole('group', { name: 'Who can see my photos' })
      .getByRole('radio', { name: 'Only members I have accepted or who accepted me' }),
  ).toBeChecked();

  // After: the same page shows the server's blurred picture; the original's URL gives it too.
  await viewer.page.goto(`/profile/${owner.id}`);
  const after = await shownPhoto(viewer.page, 'Photo of Phoebe Lydia');
  expect(after.width).toBe(240);
  await expectNoAxeViolations(viewer.page);
  const direct = await viewer.page.request.get(after.src.replace('/thumbnail', '/display'));
  expect((await sharp(await direct.body()).metadata()).width).toBe(240);
  // The owner still sees their own photo as it is.
  const own = await owner.page.request.get(after.src.replace('/thumbnail', '/display'));
  expect((await sharp(await own.body()).metadata()).width).toBe(600);

  await owner.context.close();
  await viewer.context.close();
});
