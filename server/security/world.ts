import type { FastifyInstance } from 'fastify';
import { schema } from '#server/db/schema.ts';
import { hangUpCallOf, ringingCall } from '#server/test/calls.ts';
import { png } from '#server/test/images.ts';
import {
  acceptedInterest,
  block,
  deactivateByAdmin,
  makePremium,
  nextIp,
  seedProfile,
  signedInMember,
  signedInRelative,
  turnOnTwoFactor,
} from '#server/test/members.ts';
import type { TestApp } from '#server/test/test-app.ts';
import { memberOf } from '#server/lib/member.ts';

/** Who asks (security-bar.md: the actors of the authorization table). */
export const ACTORS = [
  'visitor',
  'free',
  'premium',
  'blocked',
  'deactivated',
  'moderator',
  'admin',
  'super_admin',
  'relative',
] as const;
export type Actor = (typeof ACTORS)[number];

/**
 * What is asked about: the actor's own record, another member's (visible to the actor, except to
 * the `blocked` actor, who is in a block with every other member), a hidden one (a deactivated member's), or
 * nothing in particular.
 */
export type Target = 'own' | 'other' | 'hidden' | 'none';

export interface Session {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/**
 * The people of the authorization and privacy suites on one test app. `blocked` is a premium
 * member, so that a refusal it gets comes from the block and not from the free tier; every
 * member made for it by `member()` is in a block with it (D11). `deactivated` holds the cookie of a
 * session that its self-deactivation ended (D8, D9).
 */
export class World {
  readonly sessions = new Map<Actor, Session>();
  private photo: Buffer | undefined;

  constructor(readonly t: TestApp) {}

  get app(): FastifyInstance {
    return this.t.app;
  }

  get db() {
    return this.t.database.db;
  }

  get secret() {
    return this.t.authSecret;
  }

  async setUp() {
    for (const actor of ACTORS) if (actor !== 'visitor') this.sessions.set(actor, await this.newSession(actor));
  }

  /** A new signed-in account of the actor's kind, for a request that uses it up. */
  async newSession(actor: Exclude<Actor, 'visitor'>): Promise<Session> {
    // D45: a relative's account, refused every member route.
    const member = actor === 'relative' ? await signedInRelative(this.app, this.db) : await signedInMember(this.app);
    const session = {
      id: member.account.id,
      email: member.body.email,
      password: member.body.password,
      cookie: member.cookie,
    };
    if (actor === 'premium' || actor === 'blocked') await makePremium(this.db, session.id);
    if (actor === 'moderator' || actor === 'admin' || actor === 'super_admin')
      await this.app.services.accounts.setRole(session.id, actor);
    // D35: a super admin has two-factor sign-in on; the admin routes refuse one without.
    if (actor === 'super_admin') await turnOnTwoFactor(this.app, session.cookie, session.password);
    if (actor === 'deactivated') {
      const response = await this.app.inject({
        method: 'POST',
        url: '/api/accounts/me/deactivate',
        headers: { cookie: session.cookie },
      });
      if (response.statusCode !== 200) throw new Error(`deactivation failed: ${response.statusCode}`);
    }
    return session;
  }

  cookieOf(actor: Actor): string | undefined {
    return this.sessions.get(actor)?.cookie;
  }

  /** The actor's account id; a visitor has none (a fresh id that names nobody). */
  idOf(actor: Actor): string {
    return this.sessions.get(actor)?.id ?? crypto.randomUUID();
  }

  private blocks = 0;

  /**
   * A member with a complete profile, visible to every actor but `blocked`: with that one it is
   * in a block, in turn each way (D11: a block hides the pair from each other, whoever made it).
   */
  async member(actor: Actor): Promise<string> {
    const id = await seedProfile(this.app);
    if (actor === 'blocked') {
      this.blocks += 1;
      if (this.blocks % 2 === 0) await block(this.db, id, this.idOf('blocked'));
      else await block(this.db, this.idOf('blocked'), id);
    }
    return id;
  }

  /** A member hidden from everybody: deactivated by an admin (D12). */
  async hiddenMember(): Promise<string> {
    const id = await seedProfile(this.app);
    await deactivateByAdmin(this.db, id);
    return id;
  }

  /** The member a target names for this actor. */
  async memberFor(actor: Actor, target: Target): Promise<string> {
    if (target === 'own') return this.idOf(actor);
    if (target === 'hidden') return this.hiddenMember();
    return this.member(actor);
  }

  async interest(senderId: string, receiverId: string, status: 'pending' | 'accepted' = 'pending') {
    if (status === 'accepted') await acceptedInterest(this.db, senderId, receiverId);
    else await this.db.insert(schema.interests).values({ senderId, receiverId, status });
    const rows = await this.db.select().from(schema.interests);
    const row = rows.find((r) => r.senderId === senderId && r.receiverId === receiverId);
    if (!row) throw new Error('interest missing');
    return row.id;
  }

  /** D28: the conversation of a matched pair (an accepted interest from `a` to `b`). */
  async conversation(a: string, b: string): Promise<string> {
    await acceptedInterest(this.db, a, b);
    const [memberA, memberB] = a < b ? [a, b] : [b, a];
    const [row] = await this.db
      .insert(schema.conversations)
      .values({ memberA, memberB })
      .returning({ id: schema.conversations.id });
    if (!row) throw new Error('conversation missing');
    return row.id;
  }

  /** A message of `senderId` in a conversation; its id. */
  async message(conversationId: string, senderId: string, body = 'Hello, how was your Sunday?'): Promise<number> {
    const [row] = await this.db
      .insert(schema.messages)
      .values({ conversationId, senderId, body })
      .returning({ id: schema.messages.id });
    if (!row) throw new Error('message missing');
    return row.id;
  }

  /**
   * D47: a conversation of the pair where each has written, and a ringing call in it from `caller`
   * to `callee`; a live call either had before ends first (one call at a time per member).
   */
  async call(caller: string, callee: string): Promise<{ callId: string; conversationId: string }> {
    const conversationId = await this.conversation(caller, callee);
    await this.message(conversationId, caller);
    await this.message(conversationId, callee);
    await this.hangUp(caller);
    await this.hangUp(callee);
    const callId = await ringingCall(this.db, { conversationId, callerId: caller, calleeId: callee });
    return { callId, conversationId };
  }

  /** Ends the member's live call, if any. */
  hangUp(memberId: string) {
    return hangUpCallOf(this.db, memberId);
  }

  async photoBytes(): Promise<Buffer> {
    this.photo ??= await png(64, 64);
    return this.photo;
  }

  /** A profile photo of the member, stored as an upload stores it. */
  async photoOf(userId: string): Promise<string> {
    const account = await this.app.services.accounts.findById(userId);
    if (!account) throw new Error('no such member');
    return (await this.app.services.photos.upload(memberOf(account), 'profile', await this.photoBytes())).id;
  }

  async shortlist(likerId: string, likedUserId: string) {
    await this.db.insert(schema.shortlists).values({ likerId, likedUserId });
  }

  async block(blockerId: string, blockedId: string) {
    await this.db.insert(schema.blocks).values({ blockerId, blockedId }).onConflictDoNothing();
  }

  async report(reportedUserId: string): Promise<string> {
    const reporterId = await seedProfile(this.app);
    const [row] = await this.db
      .insert(schema.reports)
      .values({ reporterId, reportedUserId, reason: 'fake_profile', description: '' })
      .returning({ id: schema.reports.id });
    if (!row) throw new Error('report missing');
    return row.id;
  }

  async contactMessage(): Promise<string> {
    const [row] = await this.db
      .insert(schema.contactMessages)
      .values({ name: 'Ruth', email: 'ruth@example.org', message: 'Hello there, a question.' })
      .returning({ id: schema.contactMessages.id });
    if (!row) throw new Error('contact message missing');
    return row.id;
  }

  /** A complete Manage-modal body for a member, as the admin panel sends it. */
  async adminEditBody(userId: string): Promise<Record<string, unknown>> {
    const response = await this.app.inject({
      method: 'GET',
      url: `/api/admin/users/${userId}`,
      headers: { cookie: this.cookieOf('super_admin') ?? '' },
    });
    if (response.statusCode !== 200) throw new Error(`admin detail failed: ${response.statusCode}`);
    return { ...response.json().values, city: 'Kochi' };
  }

  /** A fresh client address, so that per-IP throttles of one cell do not decide another. */
  ip = () => nextIp();
}
