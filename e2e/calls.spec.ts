import { expect, test, type Page } from '@playwright/test';
import { memberWithProfile } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/** Every RTCPeerConnection the page makes, kept where the journey can read its statistics. */
function keepPeerConnections(page: Page) {
  return page.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    (window as unknown as { dmPeers: RTCPeerConnection[] }).dmPeers = made;
    window.RTCPeerConnection = class extends Native {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        made.push(this);
      }
    };
  });
}

/** Video frames the page has decoded from the other browser, over its connections (getStats). */
const framesDecoded = (page: Page) =>
  page.evaluate(async () => {
    let frames = 0;
    for (const peer of (window as unknown as { dmPeers: RTCPeerConnection[] }).dmPeers) {
      if (peer.connectionState === 'closed') continue;
      (await peer.getStats()).forEach((report: { type: string; kind?: string; framesDecoded?: number }) => {
        if (report.type === 'inbound-rtp' && report.kind === 'video') frames += report.framesDecoded ?? 0;
      });
    }
    return frames;
  });

/** A and B match, open their conversation, and each writes once (D47: then they may call). */
async function matchAndWrite(a: Page, b: Page, aId: string, bId: string) {
  expect((await a.request.post('/api/interests', { data: { receiverId: bId } })).status()).toBe(201);
  const received = (await (await b.request.get('/api/interests/received')).json()) as { interests: { id: string }[] };
  expect(
    (await b.request.patch(`/api/interests/${received.interests[0]!.id}`, { data: { status: 'accepted' } })).status(),
  ).toBe(200);
  expect((await a.request.post(`/api/interests/matches/${bId}/seen`)).status()).toBe(204);
  expect((await b.request.post(`/api/interests/matches/${aId}/seen`)).status()).toBe(204);
  const { id } = (await (await a.request.post('/api/conversations', { data: { memberId: bId } })).json()) as {
    id: string;
  };
  for (const [page, body] of [
    [a, 'Would you like to talk on video?'],
    [b, 'Yes, gladly.'],
  ] as const)
    expect((await page.request.post(`/api/conversations/${id}/messages`, { data: { body } })).status()).toBe(201);
  return id;
}

const callBar = (page: Page) => page.getByRole('region', { name: 'Call' });
const history = (page: Page, name: string) => page.getByRole('log', { name: `Messages with ${name}` });

test('A calls B by video: both see the other’s video, the call’s length stays in the conversation, and B’s block ends a second call', async ({
  browser,
}) => {
  // Two browsers, a real WebRTC connection each way and two calls: more than the default on a busy machine.
  test.setTimeout(150_000);
  const a = await memberWithProfile(browser, 'Jael', 'Hosanna');
  const b = await memberWithProfile(browser, 'Kenan', 'Tobiah');
  await keepPeerConnections(a.page);
  await keepPeerConnections(b.page);
  const conversationId = await matchAndWrite(a.page, b.page, a.id, b.id);

  // B is elsewhere in the product; A calls from the conversation.
  await b.page.goto('/dashboard');
  await a.page.goto(`/messages/${conversationId}`);
  await expect(history(a.page, 'Kenan Tobiah').getByText('Yes, gladly.')).toBeVisible();
  await expectNoAxeViolations(a.page);
  await a.page.getByRole('button', { name: 'Video call with Kenan' }).click();
  await expect(callBar(a.page).getByRole('heading', { name: 'Calling Kenan…' })).toBeVisible();

  // B's open tabs ring: a visible banner with Accept and Decline.
  const otherTab = await b.context.newPage();
  await otherTab.goto('/dashboard');
  const ringing = callBar(b.page);
  await expect(ringing.getByRole('heading', { name: 'Jael is calling you (video call)' })).toBeVisible();
  await expect(callBar(otherTab).getByRole('heading', { name: 'Jael is calling you (video call)' })).toBeVisible();
  await expectNoAxeViolations(b.page);
  await ringing.getByRole('button', { name: 'Accept' }).click();
  // Only the tab that answered connects; the other one says where the call is.
  await expect(callBar(otherTab).getByRole('heading', { name: 'In a call with Jael in another window' })).toBeVisible();
  await expect(callBar(otherTab).getByLabel("Jael's video")).toHaveCount(0);
  await otherTab.close();

  // Connected: each page plays the other's camera (Chromium's fake device), frames decoded rising.
  await expect(callBar(a.page).getByRole('heading', { name: 'In a call with Kenan' })).toBeVisible({ timeout: 30_000 });
  await expect(callBar(b.page).getByRole('heading', { name: 'In a call with Jael' })).toBeVisible({ timeout: 30_000 });
  for (const page of [a.page, b.page]) {
    await expect.poll(() => framesDecoded(page), { timeout: 20_000 }).toBeGreaterThan(0);
    const first = await framesDecoded(page);
    await expect.poll(() => framesDecoded(page), { timeout: 10_000 }).toBeGreaterThan(first);
  }
  await expect(callBar(a.page).getByLabel("Kenan's video")).toBeVisible();
  // The call sits inside the window on a phone and on a desktop, its controls in reach.
  for (const page of [a.page, b.page]) {
    const box = await callBar(page).boundingBox();
    const window = page.viewportSize();
    expect(box && window).toBeTruthy();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(window!.width);
    expect(box!.y + box!.height).toBeLessThanOrEqual(window!.height);
    await expect(callBar(page).getByRole('button', { name: 'Hang up' })).toBeInViewport();
  }
  if (process.env.CALLS_SHOT) await a.page.screenshot({ path: `/tmp/call-${test.info().project.name}.png` });
  await expect(callBar(a.page).getByRole('button', { name: 'Mute' })).toBeVisible();
  await expectNoAxeViolations(a.page);
  await expectNoAxeViolations(b.page);
  await callBar(b.page).getByRole('button', { name: 'Mute' }).click();
  await expect(callBar(b.page).getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');

  // A hangs up: the bar goes on both sides, and both conversations show the call with its length.
  await callBar(a.page).getByRole('button', { name: 'Hang up' }).click();
  await expect(callBar(a.page)).toHaveCount(0);
  await expect(callBar(b.page)).toHaveCount(0);
  await expect(history(a.page, 'Kenan Tobiah').getByText(/^Video call · \d+:\d\d$/)).toBeVisible();
  await b.page.goto(`/messages/${conversationId}`);
  await expect(history(b.page, 'Jael Hosanna').getByText(/^Video call · \d+:\d\d$/)).toBeVisible();
  await expectNoAxeViolations(b.page);

  // A call A stops before B answers: B's banner offers the ringtone (off unless this device turned
  // it on), and the call stays as a missed call in B's conversation and bell.
  await a.page.getByRole('button', { name: 'Voice call with Kenan' }).click();
  const ringtone = callBar(b.page).getByRole('button', { name: 'Ringtone' });
  await expect(ringtone).toHaveAttribute('aria-pressed', 'false');
  await ringtone.click();
  await expect(ringtone).toHaveAttribute('aria-pressed', 'true');
  await callBar(a.page).getByRole('button', { name: 'Cancel' }).click();
  await expect(callBar(b.page)).toHaveCount(0);
  await expect(history(b.page, 'Jael Hosanna').getByText('Missed voice call')).toBeVisible();
  await b.page.getByTestId('notification-bell').click();
  const bell = b.page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(bell.getByText('Missed call from Jael')).toBeVisible();
  await expectNoAxeViolations(b.page);
  await b.page.keyboard.press('Escape');

  // A second call, by voice: B blocks A while it runs, and it ends on both sides at once.
  await a.page.getByRole('button', { name: 'Voice call with Kenan' }).click();
  await callBar(b.page).getByRole('button', { name: 'Accept' }).click();
  await expect(callBar(a.page).getByRole('heading', { name: 'In a call with Kenan' })).toBeVisible({ timeout: 30_000 });
  await b.page
    .getByRole('group', { name: 'Actions for Jael Hosanna' })
    .getByRole('button', { name: 'Block', exact: true })
    .click();
  await b.page
    .getByRole('alertdialog', { name: 'Block this member?' })
    .getByRole('button', { name: 'Block', exact: true })
    .click();
  await expect(callBar(b.page)).toHaveCount(0);
  await expect(callBar(a.page)).toHaveCount(0);
  await a.context.close();
  await b.context.close();
});

test('Settings: a member turns incoming calls off and on, and the ringtone on for this device', async ({ browser }) => {
  const member = await memberWithProfile(browser, 'Lydia', 'Thyatira');
  await member.page.goto('/settings');
  await expect(member.page.getByRole('heading', { name: 'Calls', level: 2 })).toBeVisible();
  const box = member.page.getByRole('checkbox', { name: 'Take voice and video calls from my matches' });
  await expect(box).toBeChecked();
  await box.click();
  await expect(member.page.getByText('Nobody can call you now.')).toBeVisible();
  await expect(box).not.toBeChecked();
  await expectNoAxeViolations(member.page);
  await member.page.reload();
  await expect(box).not.toBeChecked();
  await box.click();
  await expect(member.page.getByText('Your matches can call you.')).toBeVisible();
  // The ringtone is this device's choice, off until turned on, and kept over a reload.
  const ringtone = member.page.getByRole('checkbox', { name: 'Play a ringtone on this device when a match calls' });
  await expect(ringtone).not.toBeChecked();
  await ringtone.click();
  await member.page.reload();
  await expect(ringtone).toBeChecked();
  await member.context.close();
});
