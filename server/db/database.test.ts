import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '#server/test/test-database.ts';
import { selectRows, type DatabaseHandle } from './database.ts';
import { schema } from './schema.ts';

const {
  appSettings,
  users,
  sessions,
  credentials,
  verifications,
  rateLimits,
  profiles,
  photos,
  photoVerifications,
  verificationSelfies,
  interests,
  matchMoments,
  shortlists,
  blocks,
  discoveryReveals,
  profileViews,
  recommendations,
  dataExports,
  twoFactors,
  twoFactorRecoveryCodes,
  reports,
  contactMessages,
  auditEvents,
  conversations,
  messages,
  unreadCounts,
  notifications,
  notificationSettings,
  jobs,
  pushSubscriptions,
  churches,
  endorsements,
  premiumRequests,
  pastorProposals,
  blockedWords,
  calls,
  callLines,
  callSignals,
  callSettings,
  familyDrafts,
  familyLinks,
  familyLog,
  familySuggestions,
} = schema;
const CHURCH_ID = '5f0c7c1e-1d2b-4c3a-9e8f-7a6b5c4d3e2f';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

function member(id: string, email: string) {
  return { id, name: `${id} Member`, email, firstName: id, lastName: 'Member', phoneNumber: '9876543210' };
}

/** Postgres error codes surface on the error or its cause depending on the driver. */
function pgCode(error: unknown): string | undefined {
  const seen = error as { code?: string; cause?: { code?: string } };
  return seen.cause?.code ?? seen.code;
}

describe(`the schema on ${testDatabaseKind}`, () => {
  it('applies every migration: the pg_trgm extension and every table exist', async () => {
    const { db } = database;
    const extensions = await selectRows<{ extname: string }>(db, sql`select extname from pg_extension`);
    expect(extensions.map((row) => row.extname)).toContain('pg_trgm');
  });

  it('round-trips a row through every table', async () => {
    const { db } = database;
    const now = new Date('2026-01-02T03:04:05.000Z');
    await db.insert(users).values([member('alice', 'alice@example.org'), member('bob', 'bob@example.org')]);
    const roundTrips: Record<string, () => Promise<void>> = {
      users: async () => {
        const [row] = await db.select().from(users).where(eq(users.id, 'alice'));
        expect(row).toMatchObject({
          email: 'alice@example.org',
          role: 'user',
          membershipType: 'free',
          accountStatus: 'active',
          emailVerified: false,
          phoneVerified: false,
        });
      },
      sessions: async () => {
        await db
          .insert(sessions)
          .values({ id: 's1', token: 'tok', userId: 'alice', expiresAt: now, ipAddress: '127.0.0.1' });
        expect(await db.select().from(sessions)).toEqual([expect.objectContaining({ token: 'tok', expiresAt: now })]);
      },
      credentials: async () => {
        await db
          .insert(credentials)
          .values({ id: 'c1', accountId: 'alice', providerId: 'credential', userId: 'alice', password: 'hash' });
        expect(await db.select().from(credentials)).toEqual([
          expect.objectContaining({ providerId: 'credential', password: 'hash' }),
        ]);
      },
      verifications: async () => {
        await db.insert(verifications).values({ id: 'v1', identifier: 'reset:alice', value: 'x', expiresAt: now });
        expect(await db.select().from(verifications)).toEqual([expect.objectContaining({ identifier: 'reset:alice' })]);
      },
      rate_limits: async () => {
        await db.insert(rateLimits).values({ id: 'r1', key: '/sign-in:1.2.3.4', count: 3, lastRequest: now.getTime() });
        expect(await db.select().from(rateLimits)).toEqual([
          expect.objectContaining({ count: 3, lastRequest: now.getTime() }),
        ]);
      },
      profiles: async () => {
        await db.insert(profiles).values({
          userId: 'alice',
          gender: 'Female',
          dob: '1995-06-30',
          heightCm: 165,
          weightKg: 58,
          skinColor: 'Wheatish',
          timeOfBirth: '06:30:00',
          church: 'St. Thomas',
          maritalStatus: 'Never Married',
        });
        const [row] = await db.select().from(profiles);
        expect(row).toMatchObject({
          gender: 'Female',
          dob: '1995-06-30',
          heightCm: 165,
          skinColor: 'Wheatish',
          timeOfBirth: '06:30:00',
          profileStatus: 'incomplete',
          reviewStatus: 'pending',
          language: 'en',
          emailNotifications: true,
          marketingEmails: false,
        });
      },
      photos: async () => {
        await db.insert(photos).values({
          userId: 'alice',
          kind: 'profile',
          storageKey: 'p/1.webp',
          thumbnailKey: 'p/1-t.webp',
          contentType: 'image/webp',
          width: 800,
          height: 800,
          bytes: 1234,
        });
        expect(await db.select().from(photos)).toEqual([expect.objectContaining({ kind: 'profile', width: 800 })]);
      },
      interests: async () => {
        await db.insert(interests).values({ senderId: 'alice', receiverId: 'bob' });
        expect(await db.select().from(interests)).toEqual([
          expect.objectContaining({ status: 'pending', senderId: 'alice' }),
        ]);
      },
      match_moments: async () => {
        await db.insert(matchMoments).values({ memberId: 'alice', partnerId: 'bob' });
        expect(await db.select().from(matchMoments)).toEqual([expect.objectContaining({ partnerId: 'bob' })]);
      },
      shortlists: async () => {
        await db.insert(shortlists).values({ likerId: 'alice', likedUserId: 'bob' });
        expect(await db.select().from(shortlists)).toEqual([expect.objectContaining({ likedUserId: 'bob' })]);
      },
      blocks: async () => {
        await db.insert(blocks).values({ blockerId: 'bob', blockedId: 'alice' });
        expect(await db.select().from(blocks)).toEqual([expect.objectContaining({ blockerId: 'bob' })]);
      },
      discovery_reveals: async () => {
        await db.insert(discoveryReveals).values({ viewerId: 'alice', revealedUserId: 'bob', day: '2026-01-02' });
        expect(await db.select().from(discoveryReveals)).toEqual([expect.objectContaining({ day: '2026-01-02' })]);
      },
      recommendations: async () => {
        await db
          .insert(recommendations)
          .values({ viewerId: 'alice', day: '2026-01-02', memberId: 'bob', rank: 0, basis: 'b' });
        expect(await db.select().from(recommendations)).toEqual([
          expect.objectContaining({ memberId: 'bob', rank: 0 }),
        ]);
      },
      data_exports: async () => {
        await db.insert(dataExports).values({ userId: 'alice', status: 'preparing' });
        expect(await db.select().from(dataExports)).toEqual([expect.objectContaining({ status: 'preparing' })]);
      },
      churches: async () => {
        await db
          .insert(churches)
          .values({ id: CHURCH_ID, name: 'St. Thomas', nameKey: 'st thomas', city: 'Kochi', country: 'India' });
        await db.update(profiles).set({ churchId: CHURCH_ID }).where(eq(profiles.userId, 'alice'));
        expect(await db.select().from(churches)).toEqual([
          expect.objectContaining({ nameKey: 'st thomas', pastorEmail: '', retiredAt: null }),
        ]);
      },
      endorsements: async () => {
        await db
          .insert(endorsements)
          .values({ memberId: 'alice', churchId: CHURCH_ID, pastorName: 'Fr. John', linkExpiresAt: now });
        expect(await db.select().from(endorsements)).toEqual([
          expect.objectContaining({ status: 'requested', linkExpiresAt: now, decidedAt: null }),
        ]);
      },
      two_factors: async () => {
        await db.insert(twoFactors).values({ userId: 'alice', sealedSecret: 'sealed' });
        expect(await db.select().from(twoFactors)).toEqual([
          expect.objectContaining({ enabledAt: null, lastStep: null }),
        ]);
      },
      two_factor_recovery_codes: async () => {
        await db.insert(twoFactorRecoveryCodes).values({ id: 'c1', userId: 'alice', codeHash: 'h' });
        expect(await db.select().from(twoFactorRecoveryCodes)).toEqual([expect.objectContaining({ usedAt: null })]);
      },
      app_settings: async () => {
        await db.insert(appSettings).values({ moderationMode: 'before' });
        expect(await db.select().from(appSettings)).toEqual([
          expect.objectContaining({
            id: 1,
            moderationMode: 'before',
            registrationOpen: true,
            membershipMode: 'free_and_premium',
            maintenanceOn: false,
            passwordMinLength: 6,
            sessionIdleMinutes: 43_200,
            sessionLifetimeDays: null,
            retentionMonths: null,
          }),
        ]);
      },
      premium_requests: async () => {
        await db.insert(premiumRequests).values({ memberId: 'alice', message: 'Please' });
        expect(await db.select().from(premiumRequests)).toEqual([
          expect.objectContaining({ memberId: 'alice', status: 'pending', termMonths: null }),
        ]);
      },
      photo_verifications: async () => {
        const expiresAt = new Date(Date.now() + 600_000);
        const [row] = await db
          .insert(photoVerifications)
          .values({ memberId: 'alice', poseIds: ['thumbs-up', 'wave'], expiresAt })
          .returning();
        expect(row).toEqual(
          expect.objectContaining({ poseIds: ['thumbs-up', 'wave'], status: 'issued', reason: null }),
        );
        // D43: a selfie's row goes with its verification.
        await db
          .insert(verificationSelfies)
          .values({ verificationId: row!.id, poseId: 'wave', storageKey: 'selfies/1.jpg', contentType: 'image/jpeg' });
        await db.delete(photoVerifications).where(eq(photoVerifications.id, row!.id));
        expect(await db.select().from(verificationSelfies)).toEqual([]);
      },
      verification_selfies: async () => {
        // Round-tripped with photo_verifications above (a selfie belongs to one verification).
        expect(await db.select().from(verificationSelfies)).toEqual([]);
      },
      pastor_proposals: async () => {
        const proposal = {
          memberId: 'alice',
          churchId: CHURCH_ID,
          pastorName: 'Fr. Mark',
          pastorEmail: 'mark@example.org',
        };
        await db.insert(pastorProposals).values(proposal);
        expect(await db.select().from(pastorProposals)).toEqual([
          expect.objectContaining({ ...proposal, status: 'pending', declineReason: null }),
        ]);
        // One pending proposal per member and church (D44): the database keeps the rule.
        const second = await db
          .insert(pastorProposals)
          .values(proposal)
          .catch((error: unknown) => error);
        expect(pgCode(second)).toBe('23505');
      },
      blocked_words: async () => {
        await db.insert(blockedWords).values({ language: 'en', word: 'Money', normalized: 'money' });
        expect(await db.select().from(blockedWords)).toEqual([expect.objectContaining({ normalized: 'money' })]);
      },
      profile_views: async () => {
        await db.insert(profileViews).values({ viewerId: 'bob', viewedUserId: 'alice', day: '2026-01-02' });
        expect(await db.select().from(profileViews)).toEqual([expect.objectContaining({ viewedUserId: 'alice' })]);
      },
      reports: async () => {
        await db
          .insert(reports)
          .values({ reporterId: 'alice', reportedUserId: 'bob', reason: 'fake_profile', description: 'Stock photos' });
        expect(await db.select().from(reports)).toEqual([
          expect.objectContaining({ status: 'pending', reason: 'fake_profile' }),
        ]);
      },
      contact_messages: async () => {
        await db
          .insert(contactMessages)
          .values({ name: 'Visitor', email: 'v@example.org', subject: 'support', message: 'Hello' });
        expect(await db.select().from(contactMessages)).toEqual([
          expect.objectContaining({ subject: 'support', phone: '' }),
        ]);
      },
      audit_events: async () => {
        await db
          .insert(auditEvents)
          .values({ action: 'member.registered', actorId: 'alice', subjectUserId: 'alice', detail: { via: 'test' } });
        expect(await db.select().from(auditEvents)).toEqual([
          expect.objectContaining({ action: 'member.registered', detail: { via: 'test' } }),
        ]);
      },
      conversations: async () => {
        await db.insert(conversations).values({ memberA: 'alice', memberB: 'bob', sharesContactB: true });
        expect(await db.select().from(conversations)).toEqual([
          expect.objectContaining({ memberA: 'alice', unreadA: 0, sharesContactA: false, sharesContactB: true }),
        ]);
      },
      messages: async () => {
        const [conversation] = await db.select().from(conversations);
        await db.insert(messages).values({ conversationId: conversation!.id, senderId: 'bob', body: 'Shalom' });
        expect(await db.select().from(messages)).toEqual([
          expect.objectContaining({ body: 'Shalom', flagged: false, readAt: null, id: expect.any(Number) }),
        ]);
      },
      calls: async () => {
        // D47: a call of the pair's conversation; ending it (dm_end_call) frees the lines, deletes
        // the signals and writes its event into the conversation.
        const [conversation] = await db.select().from(conversations);
        const [call] = await db
          .insert(calls)
          .values({ conversationId: conversation!.id, callerId: 'alice', calleeId: 'bob', kind: 'voice' })
          .returning();
        expect(call).toEqual(expect.objectContaining({ status: 'ringing', answeredAt: null, outcome: null }));
        await db.insert(callLines).values([
          { memberId: 'alice', callId: call!.id },
          { memberId: 'bob', callId: call!.id },
        ]);
        // One call at a time: a member's second line is refused by the database.
        const second = await db
          .insert(callLines)
          .values({ memberId: 'alice', callId: call!.id })
          .catch((error: unknown) => error);
        expect(pgCode(second)).toBe('23505');
        await db.insert(callSignals).values({ callId: call!.id, toId: 'bob', type: 'offer', data: '{}' });
        await db.execute(sql`select dm_end_call(${call!.id}::uuid, 'cancelled')`);
        expect(await db.select().from(calls)).toEqual([
          expect.objectContaining({ status: 'ended', outcome: 'missed', endedReason: 'cancelled' }),
        ]);
        expect(await db.select().from(callLines)).toEqual([]);
        expect(await db.select().from(callSignals)).toEqual([]);
        expect(await db.select().from(messages).where(eq(messages.callOutcome, 'missed'))).toEqual([
          expect.objectContaining({ body: 'Missed voice call', senderId: 'alice', callKind: 'voice' }),
        ]);
      },
      call_lines: async () => {
        // Round-tripped with calls above (a line belongs to one live call).
        expect(await db.select().from(callLines)).toEqual([]);
      },
      call_signals: async () => {
        // Round-tripped with calls above (signals go with the call's end).
        expect(await db.select().from(callSignals)).toEqual([]);
      },
      call_settings: async () => {
        await db.insert(callSettings).values({ memberId: 'bob', incoming: false });
        expect(await db.select().from(callSettings)).toEqual([{ memberId: 'bob', incoming: false }]);
      },
      family_links: async () => {
        // D45: Alice invited Bob as her brother; he accepted; then an invitation by token alone.
        await db.insert(familyLinks).values([
          { memberId: 'alice', relativeId: 'bob', email: 'bob@example.org', relation: 'brother', status: 'active' },
          { memberId: 'alice', email: 'aunt@example.org', relation: 'relative', tokenHash: 'hash', expiresAt: now },
        ]);
        expect(await db.select().from(familyLinks).orderBy(familyLinks.email)).toEqual([
          expect.objectContaining({ email: 'aunt@example.org', status: 'invited', relativeId: null, expiresAt: now }),
          expect.objectContaining({ email: 'bob@example.org', status: 'active', mayEditProfile: false }),
        ]);
        // An active link names its relative; an invitation has its token.
        await expect(
          db
            .insert(familyLinks)
            .values({ memberId: 'bob', email: 'x@example.org', relation: 'friend', status: 'active' }),
        ).rejects.toThrow();
      },
      family_log: async () => {
        await db
          .insert(familyLog)
          .values({ memberId: 'alice', relativeId: 'bob', relative: 'Bob', relation: 'brother', action: 'accepted' });
        expect(await db.select().from(familyLog)).toEqual([
          expect.objectContaining({ relative: 'Bob', action: 'accepted', relativeId: 'bob' }),
        ]);
      },
      family_drafts: async () => {
        // D45: Bob started a profile for a friend; not an account until it is accepted.
        await db.insert(familyDrafts).values({
          relativeId: 'bob',
          relation: 'friend',
          profileFor: 'Friend',
          email: 'friend@example.org',
          firstName: 'Jonah',
          lastName: 'Friend',
          profile: { city: 'Chennai' },
          tokenHash: 'draft-hash',
          expiresAt: now,
        });
        expect(await db.select().from(familyDrafts)).toEqual([
          expect.objectContaining({ email: 'friend@example.org', profile: { city: 'Chennai' }, profileFor: 'Friend' }),
        ]);
        // One draft per email, whatever its case.
        await expect(
          db.insert(familyDrafts).values({
            relativeId: 'alice',
            relation: 'parent',
            profileFor: 'Son',
            email: 'Friend@Example.org',
            firstName: 'J',
            lastName: 'F',
            tokenHash: 'other-hash',
            expiresAt: now,
          }),
        ).rejects.toThrow();
      },
      family_suggestions: async () => {
        // D45: Alice's brother suggested a member to her.
        const [link] = await db.select().from(familyLinks).where(eq(familyLinks.relativeId, 'bob'));
        await db.insert(familySuggestions).values({ linkId: link!.id, memberId: 'alice', suggestedId: 'bob' });
        expect(await db.select().from(familySuggestions)).toEqual([
          expect.objectContaining({ memberId: 'alice', suggestedId: 'bob', dismissedAt: null }),
        ]);
      },
      unread_counts: async () => {
        // One per member, made with the account and kept by the database (migrations 0027, 0028):
        // Bob blocked Alice, so what she has not read from him does not count.
        await db.update(conversations).set({ unreadA: 2 });
        expect(await db.select().from(unreadCounts).orderBy(unreadCounts.memberId)).toEqual([
          { memberId: 'alice', messages: 0, notifications: 0 },
          { memberId: 'bob', messages: 0, notifications: 0 },
        ]);
      },
      notifications: async () => {
        await db.insert(notifications).values({ memberId: 'alice', kind: 'message', actorId: 'bob', subjectId: 'c1' });
        expect(await db.select().from(notifications)).toEqual([
          expect.objectContaining({ kind: 'message', count: 1, inApp: true, readAt: null }),
        ]);
      },
      notification_settings: async () => {
        const channels = { message: { inApp: true, email: false, push: true } };
        await db.insert(notificationSettings).values({ memberId: 'alice', channels, emailDigest: true });
        expect(await db.select().from(notificationSettings)).toEqual([
          expect.objectContaining({ channels, emailDigest: true, pushPreviews: false, lastDigestAt: null }),
        ]);
      },
      jobs: async () => {
        await db.insert(jobs).values({ queue: 'notification-email', key: 'email:1', payload: { notificationId: '1' } });
        expect(await db.select().from(jobs)).toEqual([
          expect.objectContaining({ key: 'email:1', payload: { notificationId: '1' }, attempts: 0, failedAt: null }),
        ]);
      },
      push_subscriptions: async () => {
        await db
          .insert(pushSubscriptions)
          .values({ memberId: 'alice', endpoint: 'https://push.example.org/1', p256dh: 'key', auth: 'secret' });
        expect(await db.select().from(pushSubscriptions)).toEqual([
          expect.objectContaining({ endpoint: 'https://push.example.org/1', userAgent: '' }),
        ]);
      },
    };
    for (const roundTrip of Object.values(roundTrips)) await roundTrip();

    // A table added without a round trip here fails this test.
    const tables = await selectRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.map((row) => row.table_name).sort()).toEqual(Object.keys(roundTrips).sort());
  });

  it('allows one open interest per ordered pair, enforced by the database (D19)', async () => {
    const { db } = database;
    await db.insert(users).values([member('carol', 'carol@example.org'), member('dan', 'dan@example.org')]);
    await db.insert(interests).values({ senderId: 'carol', receiverId: 'dan' });
    const duplicate = await db
      .insert(interests)
      .values({ senderId: 'carol', receiverId: 'dan' })
      .catch((error: unknown) => error);
    expect(pgCode(duplicate)).toBe('23505');
    // The other direction is another ordered pair; a closed interest does not block a new one.
    await db.insert(interests).values({ senderId: 'dan', receiverId: 'carol' });
    await db.update(interests).set({ status: 'rejected' }).where(eq(interests.senderId, 'carol'));
    await db.insert(interests).values({ senderId: 'carol', receiverId: 'dan' });
    const rows = await db.select().from(interests).where(eq(interests.receiverId, 'dan'));
    expect(rows.map((row) => row.status).sort()).toEqual(['pending', 'rejected']);
  });

  it('keeps one open interest per pair under concurrent inserts', async () => {
    const { db } = database;
    await db.insert(users).values([member('erin', 'erin@example.org'), member('finn', 'finn@example.org')]);
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, () => db.insert(interests).values({ senderId: 'erin', receiverId: 'finn' })),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
  });

  it('treats email addresses as one whatever their letter case', async () => {
    const { db } = database;
    const duplicate = await db
      .insert(users)
      .values(member('alice2', 'ALICE@example.org'))
      .catch((error: unknown) => error);
    expect(pgCode(duplicate)).toBe('23505');
  });

  it('refuses an interest to oneself and out-of-range heights', async () => {
    const { db } = database;
    const toSelf = await db
      .insert(interests)
      .values({ senderId: 'bob', receiverId: 'bob' })
      .catch((error: unknown) => error);
    expect(pgCode(toSelf)).toBe('23514');
    const tall = await db
      .insert(profiles)
      .values({ userId: 'bob', heightCm: 999 })
      .catch((error: unknown) => error);
    expect(pgCode(tall)).toBe('23514');
  });

  it('rolls a transaction back whole when it fails', async () => {
    const { db } = database;
    const failed = await db
      .transaction(async (tx) => {
        await tx.insert(users).values(member('gina', 'gina@example.org'));
        await tx.insert(interests).values({ senderId: 'gina', receiverId: 'nobody' });
      })
      .catch((error: unknown) => error);
    expect(pgCode(failed)).toBe('23503');
    expect(await db.select().from(users).where(eq(users.id, 'gina'))).toEqual([]);
  });

  it('keeps reports when a member is deleted, and deletes what was theirs (D22)', async () => {
    const { db } = database;
    await db.delete(users).where(eq(users.id, 'bob'));
    const [report] = await db.select().from(reports);
    expect(report).toMatchObject({ reporterId: 'alice', reportedUserId: null });
    expect(await db.select().from(shortlists)).toEqual([]);
    expect(await db.select().from(blocks)).toEqual([]);
    expect(await db.select().from(unreadCounts).where(eq(unreadCounts.memberId, 'bob'))).toEqual([]);
  });
});
