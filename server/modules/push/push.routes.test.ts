import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushMessages } from '#shared/schemas/push.ts';
import { schema } from '#server/db/schema.ts';
import { acceptedInterest, block, signedInMember } from '#server/test/members.ts';
import { startPushService, type Device } from '#server/test/push-service.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createPushSender, publicAddressesOnly } from './push-sender.ts';
import { PUSH_DEVICES_PER_MEMBER } from './push.service.ts';
import { deriveVapidKeys } from './vapid.ts';

let t: TestApp;
let pushes: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  pushes = await startPushService();
  // The worker's own poll is slow here: the tests run the queue with drain().
  t = await createTestApp({ JOBS_POLL_MS: '60000', PUSH_SERVICE_HOSTS: 'push.example.net, *.push.example.com' });
});
afterAll(async () => {
  await t?.close();
  await pushes?.close();
});

type Member = Awaited<ReturnType<typeof signedInMember>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Settings {
  kinds: Record<string, { inApp: boolean; email: boolean; push: boolean }>;
  pushNotifications: boolean;
  pushPreviews: boolean;
}

const call = (who: Member | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
async function ok<T>(who: Member, method: Method, url: string, payload?: object): Promise<T> {
  const response = await call(who, method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return (response.body ? response.json() : undefined) as T;
}
const member = (firstName: string) => signedInMember(t.app, { firstName });
const subscribe = (who: Member, device: Device) =>
  ok(who, 'POST', '/api/notifications/push/subscriptions', device.subscription);
const express = (from: Member, to: Member) => ok(from, 'POST', '/api/interests', { receiverId: to.account.id });
async function change(who: Member, edit: (settings: Settings) => void) {
  const settings = await ok<Settings>(who, 'GET', '/api/notifications/settings');
  edit(settings);
  await ok(who, 'PUT', '/api/notifications/settings', settings);
}
/** Runs the queue to the end, as the worker would; `later` moves the clock (a retry's time). */
const deliver = (later?: Date) => t.app.services.jobs.drain(later);
const rowsOf = (who: Member) =>
  t.database.db
    .select({ endpoint: schema.pushSubscriptions.endpoint })
    .from(schema.pushSubscriptions)
    .where(eq(schema.pushSubscriptions.memberId, who.account.id));
const opened = (device: Device) => pushes.to(device).map((push) => pushes.open(device, push));

describe('a notification is pushed to the devices of the member it concerns (D30)', () => {
  it('encrypted for the device (aes128gcm), signed with the VAPID key, without a name unless previews are on', async () => {
    const [anna, boaz, chloe, dan] = [
      await member('Anna'),
      await member('Boaz'),
      await member('Chloe'),
      await member('Dan'),
    ];
    const [phone, laptop, chloesPhone] = [pushes.device(), pushes.device(), pushes.device()];
    await subscribe(boaz, phone);
    await subscribe(boaz, laptop);
    await subscribe(chloe, chloesPhone);
    const { publicKey } = await ok<{ publicKey: string }>(boaz, 'GET', '/api/notifications/push/key');
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);

    await express(anna, boaz);
    await deliver();
    for (const device of [phone, laptop]) {
      const [push, ...more] = pushes.to(device);
      expect(more).toEqual([]);
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(push!.headers.ttl).toBe('86400');
      expect(push!.headers.urgency).toBe('normal');
      expect(push!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
      const payload = pushes.open(device, push!);
      expect(payload).toEqual({
        title: 'You received an interest',
        path: '/my-interests',
        tag: expect.stringMatching(/^interest_received:/),
      });
      expect(JSON.stringify(payload)).not.toContain('Anna');
    }
    // Nobody else's device hears of it.
    expect(pushes.to(chloesPhone)).toEqual([]);

    await change(boaz, (settings) => (settings.pushPreviews = true));
    await express(dan, boaz);
    await deliver();
    expect(opened(phone)).toMatchObject([{ title: 'You received an interest' }, { title: 'Dan sent you an interest' }]);
    expect(pushes.to(chloesPhone)).toEqual([]);
  });

  it('every message of a conversation is pushed, the unread ones counted under one tag', async () => {
    const [eve, finn] = [await member('Eve'), await member('Finn')];
    const device = pushes.device();
    await subscribe(finn, device);
    await acceptedInterest(t.database.db, eve.account.id, finn.account.id);
    const { id } = await ok<{ id: string }>(eve, 'POST', '/api/conversations', { memberId: finn.account.id });
    await ok(eve, 'POST', `/api/conversations/${id}/messages`, { body: 'Hello Finn!' });
    await deliver();
    await ok(eve, 'POST', `/api/conversations/${id}/messages`, { body: 'Are you coming on Sunday?' });
    await deliver();
    const payloads = opened(device);
    expect(payloads).toEqual([
      { title: 'You have a new message', path: `/messages/${id}`, tag: `message:${id}` },
      { title: 'You have a new message', body: '2 new messages', path: `/messages/${id}`, tag: `message:${id}` },
    ]);
    expect(JSON.stringify(payloads)).not.toMatch(/Hello|Sunday|Eve/);
  });

  it('nothing is pushed for a kind whose push is off, with push off altogether, or between a blocked pair', async () => {
    const [gia, hal, ivy, jon] = [await member('Gia'), await member('Hal'), await member('Ivy'), await member('Jon')];
    const device = pushes.device();
    await subscribe(hal, device);
    await change(hal, (settings) => (settings.kinds.interest_received!.push = false));
    await express(gia, hal);
    await deliver();
    expect(pushes.to(device)).toEqual([]);

    await change(hal, (settings) => {
      settings.kinds.interest_received!.push = true;
      settings.pushNotifications = false;
    });
    await express(ivy, hal);
    await deliver();
    expect(pushes.to(device)).toEqual([]);

    await change(hal, (settings) => (settings.pushNotifications = true));
    await t.app.services.jobs.stop();
    try {
      await express(jon, hal);
      await block(t.database.db, hal.account.id, jon.account.id);
    } finally {
      await t.app.services.jobs.start();
    }
    await deliver();
    expect(pushes.to(device)).toEqual([]);
  });

  it("the push service's 410 or 404 removes that device; another failure is retried for that device alone", async () => {
    const [kim, lea] = [await member('Kim'), await member('Lea')];
    const [gone, lost, flaky, fine] = [pushes.device(), pushes.device(), pushes.device(), pushes.device()];
    for (const device of [gone, lost, flaky, fine]) await subscribe(lea, device);
    pushes.answer(gone, 410);
    pushes.answer(lost, 404);
    pushes.answer(flaky, 503);
    await express(kim, lea);
    await deliver();
    expect((await rowsOf(lea)).map((row) => row.endpoint).sort()).toEqual([flaky.endpoint, fine.endpoint].sort());
    expect(pushes.to(flaky)).toHaveLength(1);

    // The retry (after its backoff) reaches the failed device; the others are not pushed twice.
    await deliver(new Date(Date.now() + 3_600_000));
    expect(opened(flaky)).toMatchObject([{ title: 'You received an interest' }, { title: 'You received an interest' }]);
    expect(pushes.to(fine)).toHaveLength(1);
    expect(pushes.to(gone)).toHaveLength(1);
    expect(pushes.to(lost)).toHaveLength(1);
    const counts = await t.app.services.jobs.counts();
    expect(counts.filter((row) => row.queue.startsWith('notification-push'))).toEqual([]);
  });
});

describe('subscribing and unsubscribing a device', () => {
  it('refuses what is not a push subscription', async () => {
    const mia = await member('Mia');
    const { subscription } = pushes.device();
    const refused = [
      { ...subscription, endpoint: 'not a url' },
      { ...subscription, endpoint: 'http://push.example.org/abc' },
      { ...subscription, endpoint: 'https://10.0.0.7/abc' },
      { ...subscription, endpoint: 'https://localhost/abc' },
      { ...subscription, endpoint: 'https://push.example.org:8443/abc' },
      { ...subscription, endpoint: 'https://user:pw@push.example.org/abc' },
      { ...subscription, endpoint: `https://push.example.org/${'a'.repeat(1_100)}` },
      { endpoint: subscription.endpoint },
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.keys.p256dh } },
      { ...subscription, keys: { ...subscription.keys, p256dh: subscription.keys.auth } },
      { ...subscription, keys: { ...subscription.keys, auth: 'not base64!' } },
      // Base64url characters of a length no base64 text has (atob throws on it: the fuzz found it).
      { ...subscription, keys: { ...subscription.keys, p256dh: '__def' } },
      { ...subscription, role: 'admin' },
    ];
    for (const body of refused) {
      const response = await call(mia, 'POST', '/api/notifications/push/subscriptions', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await rowsOf(mia)).toEqual([]);
    expect((await call(undefined, 'POST', '/api/notifications/push/subscriptions', subscription)).statusCode).toBe(401);
    // A real one: https, a push service's host name.
    await ok(mia, 'POST', '/api/notifications/push/subscriptions', {
      ...subscription,
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
    });
    expect(await rowsOf(mia)).toEqual([{ endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def' }]);
  });

  it('refuses a host that is not a known push service, however it is spelled; takes the known and the configured ones', async () => {
    const rue = await member('Rue');
    const { subscription } = pushes.device();
    const subscribeTo = (endpoint: string) =>
      call(rue, 'POST', '/api/notifications/push/subscriptions', { ...subscription, endpoint });
    for (const endpoint of [
      // Names of this machine or its network that the probe saw accepted, then fetched.
      'https://localhost./abc',
      'https://foo.localhost./abc',
      'https://kubernetes.default.svc/abc',
      'https://metadata.google.internal./abc',
      'https://127.0.0.1.nip.io/abc',
      // A known name is the whole host, or (for a *.) its end after a dot.
      'https://fcm.googleapis.com./abc',
      'https://fcm.googleapis.com.attacker.example/abc',
      'https://evilpush.apple.com/abc',
      'https://push.apple.com.attacker.example/abc',
    ]) {
      const response = await subscribeTo(endpoint);
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json().error.fields, endpoint).toEqual([
        { path: expect.stringMatching(/endpoint$/), message: pushMessages.badEndpoint },
      ]);
    }
    expect(await rowsOf(rue)).toEqual([]);
    const accepted = [
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGuQyavXutnMHIFA',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      // PUSH_SERVICE_HOSTS
      'https://push.example.net/abc',
      'https://eu.push.example.com/abc',
    ];
    for (const endpoint of accepted) expect((await subscribeTo(endpoint)).statusCode, endpoint).toBe(204);
    expect((await rowsOf(rue)).map((row) => row.endpoint).sort()).toEqual([...accepted].sort());
  });

  it('DELETE removes only one’s own device; a device subscribing again moves to the member signed in on it', async () => {
    const [ned, ola] = [await member('Ned'), await member('Ola')];
    const [nedsPhone, olasPhone] = [pushes.device(), pushes.device()];
    await subscribe(ned, nedsPhone);
    await subscribe(ola, olasPhone);
    await ok(ned, 'DELETE', '/api/notifications/push/subscriptions', { endpoint: olasPhone.endpoint });
    expect(await rowsOf(ola)).toEqual([{ endpoint: olasPhone.endpoint }]);
    await ok(ned, 'DELETE', '/api/notifications/push/subscriptions', { endpoint: nedsPhone.endpoint });
    expect(await rowsOf(ned)).toEqual([]);

    // Ned signs in on Ola's phone: the device is his now, and only his.
    await subscribe(ned, olasPhone);
    expect(await rowsOf(ned)).toEqual([{ endpoint: olasPhone.endpoint }]);
    expect(await rowsOf(ola)).toEqual([]);
  });

  it(`keeps a member's ${PUSH_DEVICES_PER_MEMBER} newest devices`, async () => {
    const pam = await member('Pam');
    const devices = Array.from({ length: PUSH_DEVICES_PER_MEMBER + 2 }, () => pushes.device());
    for (const device of devices) await subscribe(pam, device);
    const kept = (await rowsOf(pam)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(
      devices
        .slice(2)
        .map((device) => device.endpoint)
        .sort(),
    );
  });
});

describe('a push is sent only to public addresses of a known push service', () => {
  const vapid = { ...deriveVapidKeys('v'.repeat(40)), subject: 'mailto:push-test@example.org' };
  /** A resolver that answers `addresses` for every name, as dns.lookup would. */
  const resolvingTo =
    (...addresses: string[]): LookupFunction =>
    (_hostname, options, callback) => {
      const all: LookupAddress[] = addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
      if (options.all) callback(null, all);
      else callback(null, all[0]!.address, all[0]!.family);
    };
  const keysOf = (device: Device) => ({ p256dh: device.subscription.keys.p256dh, auth: device.subscription.keys.auth });

  it('a name that resolves to 127.0.0.1 is refused before connecting: nothing reaches the local push service', async () => {
    const device = pushes.device();
    // The tests' push service by a name: even listed as a push service, it resolves to this machine.
    const send = createPushSender(vapid, {
      extraHosts: ['localhost'],
      allowLoopbackHttp: true,
      lookup: resolvingTo('127.0.0.1'),
    });
    const byName = device.endpoint.replace('//127.0.0.1:', '//localhost:');
    await expect(send({ endpoint: byName, ...keysOf(device) }, '{}')).rejects.toMatchObject({
      code: 'PUSH_ADDRESS_REFUSED',
    });
    // A stored endpoint of a host that is no push service (subscribed before the check) is gone.
    const unlisted = device.endpoint.replace('//127.0.0.1:', '//localhost.:');
    expect(await send({ endpoint: unlisted, ...keysOf(device) }, '{}')).toBe('gone');
    expect(pushes.to(device)).toEqual([]);
  });

  it('every address a name resolves to must be public: IPv4 and IPv6, IPv4-mapped included', async () => {
    const resolve = (lookup: LookupFunction, all: boolean) =>
      new Promise<unknown>((done, fail) =>
        publicAddressesOnly(lookup)('fcm.googleapis.com', { all }, (error, address, family) =>
          error ? fail(error) : done(all ? address : { address, family }),
        ),
      );
    const google = ['142.250.74.10', '2a00:1450:4001:82b::200a'];
    expect(await resolve(resolvingTo(...google), false)).toEqual({ address: google[0], family: 4 });
    expect(await resolve(resolvingTo(...google), true)).toEqual([
      { address: google[0], family: 4 },
      { address: google[1], family: 6 },
    ]);
    for (const address of [
      '127.0.0.1',
      '0.0.0.0',
      '10.0.0.7',
      '172.16.5.4',
      '192.168.1.1',
      '100.100.100.200', // a cloud's metadata service (carrier-grade NAT space)
      '169.254.169.254', // the metadata service
      '::1',
      '::',
      '::127.0.0.1',
      'fe80::1',
      'fd00:ec2::254', // the metadata service over IPv6
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a9fe:a9fe',
    ]) {
      // Alone, or behind a public one: either way nothing is connected.
      for (const lookup of [resolvingTo(address), resolvingTo(google[0]!, address)]) {
        await expect(resolve(lookup, false), address).rejects.toMatchObject({ code: 'PUSH_ADDRESS_REFUSED' });
      }
    }
  });
});

describe('the VAPID key pair', () => {
  it('is derived from the auth secret: the same for every instance sharing it, another for another secret', () => {
    const one = deriveVapidKeys('a'.repeat(40));
    expect(deriveVapidKeys('a'.repeat(40))).toEqual(one);
    expect(deriveVapidKeys('b'.repeat(40)).publicKey).not.toBe(one.publicKey);
    expect(Buffer.from(one.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(one.privateKey, 'base64url')).toHaveLength(32);
  });
});
