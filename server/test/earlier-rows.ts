import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { generateMembers } from '#server/db/generate-members.ts';

/**
 * Rows in every table of an earlier schema (upgrades.test.ts, ADR 0050): the demo community's
 * generated members (generateMembers, the demo data's generator, unchanged since before the
 * oldest version the test covers) and a small cast written in plain SQL naming only the columns
 * that version has, as that commit's app wrote them. Grace and the admin have a password; Grace
 * and Daniel are a match with a conversation, notifications, a church and the rest.
 */
export const EARLIER = {
  password: 'Faithful-Heart-42',
  grace: { id: 'up-grace', email: 'grace.upgrade@example.org' },
  daniel: { id: 'up-daniel', email: 'daniel.upgrade@example.org', sessionToken: 'upgrade-session-daniel' },
  admin: { id: 'up-admin', email: 'admin.upgrade@example.org' },
  /** D45: Grace's brother, a relative's account (from the schema of 0031_family on). */
  brother: { id: 'up-brother', email: 'brother.upgrade@example.org' },
  demoMembers: 12,
  churchId: '7d6c5b4a-3f2e-4d1c-8b0a-9e8d7c6b5a41',
  conversationId: '2b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091',
} as const;

const AT = `'2026-11-20T09:30:00Z'`;
const LATER = `'2099-01-01T00:00:00Z'`;

/** The migration that created each table the cast fills only from that version on (0-based idx). */
const TABLE_SINCE: Record<string, number> = {
  match_moments: 23,
  blocked_words: 24,
  premium_requests: 24,
  pastor_proposals: 26,
  photo_verifications: 29,
  verification_selfies: 29,
  calls: 30,
  call_lines: 30,
  call_signals: 30,
  call_settings: 30,
  family_links: 31,
  family_log: 31,
  family_drafts: 33,
  family_suggestions: 33,
};

/** Fills every table of the schema of the first `count` migrations (count ≥ 22). */
export async function fillEarlierSchema(db: Database, count: number, passwordHash: string): Promise<void> {
  if (count < 22) throw new Error('the cast is written for the schema of migration 0021 or later');
  const run = (statement: string) => db.execute(sql.raw(statement));
  const { grace, daniel, admin } = EARLIER;
  const has = (table: string) => (TABLE_SINCE[table] ?? 0) < count;

  await generateMembers(db, EARLIER.demoMembers, { prefix: 'demo' });
  await run(`insert into users (id, name, email, email_verified, first_name, last_name, country_code, phone_number,
      role, membership_type, two_factor_enabled, terms_accepted_at, created_at, updated_at) values
    ('${grace.id}', 'Grace Upgrade', '${grace.email}', true, 'Grace', 'Upgrade', '+91', '9876543210', 'user', 'premium', false, ${AT}, ${AT}, ${AT}),
    ('${daniel.id}', 'Daniel Upgrade', '${daniel.email}', true, 'Daniel', 'Upgrade', '+91', '9876543211', 'user', 'free', true, ${AT}, ${AT}, ${AT}),
    ('${admin.id}', 'Admin Upgrade', '${admin.email}', true, 'Admin', 'Upgrade', '+91', '9876543212', 'super_admin', 'free', false, ${AT}, ${AT}, ${AT})`);
  await db.execute(sql`insert into credentials (id, account_id, provider_id, user_id, password, created_at, updated_at) values
    ('cred-grace', ${grace.id}, 'credential', ${grace.id}, ${passwordHash}, ${sql.raw(AT)}, ${sql.raw(AT)}),
    ('cred-admin', ${admin.id}, 'credential', ${admin.id}, ${passwordHash}, ${sql.raw(AT)}, ${sql.raw(AT)})`);
  // Signed in an hour before the upgrade: still within every idle limit when the test reads it.
  await run(`insert into sessions (id, token, user_id, expires_at, ip_address, user_agent, created_at, updated_at)
    values ('sess-daniel', '${EARLIER.daniel.sessionToken}', '${daniel.id}', ${LATER}, '127.0.0.1', 'Firefox',
      now() - interval '1 hour', now() - interval '1 hour')`);
  await run(
    `insert into verifications (id, identifier, value, expires_at) values ('ver-daniel', 'reset:${daniel.id}', 'token', ${LATER})`,
  );
  await run(
    `insert into rate_limits (id, key, count, last_request) values ('rl-1', '/sign-in:10.9.9.9', 2, 1795000000000)`,
  );
  await run(`insert into churches (id, name, name_key, city, country, denomination, pastor_name, pastor_email, created_at, updated_at)
    values ('${EARLIER.churchId}', 'St. Mary''s Upgrade Church', 'st marys upgrade church', 'Kochi', 'India', 'Orthodox',
      'Rev. Peter', 'peter@example.org', ${AT}, ${AT})`);
  await run(`insert into profiles (user_id, profile_status, gender, looking_for, dob, profile_created_by, marital_status,
      mother_tongue, church, church_id, pastor_name, country, state, city, postal_code, height_cm, weight_kg, degree,
      education_status, occupation, religion, profile_summary, review_status, created_at, updated_at) values
    ('${grace.id}', 'complete', 'Female', 'Male', '1996-04-12', 'Self', 'Never Married', 'Malayalam',
      'St. Mary''s Upgrade Church', '${EARLIER.churchId}', 'Rev. Peter', 'India', 'Kerala', 'Kochi', '682001', 163, 56,
      'Bachelor''s degree', 'Completed', 'Nurse', 'Christian', 'Grace, written before the upgrade.', 'approved', ${AT}, ${AT}),
    ('${daniel.id}', 'complete', 'Male', 'Female', '1993-09-02', 'Self', 'Never Married', 'Tamil',
      'St. Mary''s Upgrade Church', '${EARLIER.churchId}', 'Rev. Peter', 'India', 'Kerala', 'Kochi', '682001', 178, 74,
      'Bachelor''s degree', 'Completed', 'Teacher', 'Christian', 'Daniel, written before the upgrade.', 'approved', ${AT}, ${AT})`);
  await run(`insert into photos (id, user_id, kind, storage_key, thumbnail_key, content_type, width, height, bytes, review_status, created_at)
    values ('0e1f2a3b-4c5d-4e6f-8a7b-8c9d0e1f2a3b', '${grace.id}', 'profile', 'upgrade/grace.webp', 'upgrade/grace-t.webp',
      'image/webp', 800, 800, 1234, 'approved', ${AT})`);
  await run(`insert into interests (sender_id, receiver_id, status, created_at, updated_at, responded_at)
    values ('${grace.id}', '${daniel.id}', 'accepted', ${AT}, ${AT}, ${AT})`);
  await run(
    `insert into shortlists (liker_id, liked_user_id, created_at) values ('${daniel.id}', '${grace.id}', ${AT})`,
  );
  await run(`insert into blocks (blocker_id, blocked_id, created_at) values ('${daniel.id}', 'demo-3', ${AT})`);
  await run(
    `insert into discovery_reveals (viewer_id, revealed_user_id, day) values ('${grace.id}', '${daniel.id}', '2026-11-20')`,
  );
  await run(
    `insert into profile_views (viewer_id, viewed_user_id, day) values ('${daniel.id}', '${grace.id}', '2026-11-20')`,
  );
  await run(
    `insert into recommendations (viewer_id, day, member_id, rank, basis) values ('${grace.id}', '2026-11-20', '${daniel.id}', 0, 'church')`,
  );
  await run(`insert into data_exports (user_id, status, requested_at) values ('${daniel.id}', 'preparing', ${AT})`);
  await run(
    `insert into two_factors (user_id, sealed_secret, enabled_at, created_at) values ('${daniel.id}', 'sealed-before-the-upgrade', ${AT}, ${AT})`,
  );
  await run(
    `insert into two_factor_recovery_codes (id, user_id, code_hash) values ('rc-daniel-1', '${daniel.id}', 'hash-1')`,
  );
  await run(`insert into reports (reporter_id, reported_user_id, reason, description, created_at)
    values ('${daniel.id}', 'demo-2', 'fake_profile', 'Stock photos', ${AT})`);
  await run(`insert into contact_messages (name, email, subject, message, created_at)
    values ('Visitor', 'visitor@example.org', 'support', 'Hello from before the upgrade', ${AT})`);
  await run(`insert into audit_events (action, actor_id, subject_user_id, detail, created_at)
    values ('member.registered', '${grace.id}', '${grace.id}', '{"via":"upgrade"}', ${AT})`);
  // The pair's conversation: Grace wrote first and Daniel read it; Daniel's answer is unread.
  await run(`insert into conversations (id, member_a, member_b, created_at, last_activity_at, unread_a, unread_b)
    values ('${EARLIER.conversationId}', '${daniel.id}', '${grace.id}', ${AT}, ${AT}, 0, 1)`);
  await run(`insert into messages (conversation_id, sender_id, body, created_at, read_at) values
    ('${EARLIER.conversationId}', '${grace.id}', 'Shalom Daniel', ${AT}, ${AT}),
    ('${EARLIER.conversationId}', '${daniel.id}', 'Shalom Grace, how is Kochi?', ${AT}::timestamptz + interval '1 minute', null)`);
  const lastMessage = `(select max(id) from messages where conversation_id = '${EARLIER.conversationId}')`;
  // From migration 0022 on, the send writes the last message beside its id (ADR 0038).
  await run(
    count > 22
      ? `update conversations set last_message_id = ${lastMessage}, last_message_body = 'Shalom Grace, how is Kochi?',
           last_message_sender_id = '${daniel.id}' where id = '${EARLIER.conversationId}'`
      : `update conversations set last_message_id = ${lastMessage} where id = '${EARLIER.conversationId}'`,
  );
  await run(`insert into notifications (member_id, kind, actor_id, subject_id, created_at)
    values ('${grace.id}', 'message', '${daniel.id}', '${EARLIER.conversationId}', ${AT})`);
  await run(`insert into notification_settings (member_id, channels, email_digest)
    values ('${grace.id}', '{"message":{"inApp":true,"email":false,"push":true}}', true)`);
  // Not due before the test ends: the job queue the app starts leaves it alone.
  await run(`insert into jobs (queue, key, payload, run_at, created_at)
    values ('notification-email', 'email:upgrade', '{"notificationId":"upgrade"}', ${LATER}, ${AT})`);
  await run(`insert into push_subscriptions (member_id, endpoint, p256dh, auth, created_at)
    values ('${grace.id}', 'https://push.example.org/upgrade', 'key', 'secret', ${AT})`);
  await run(`insert into endorsements (member_id, church_id, pastor_name, status, requested_at, link_expires_at)
    values ('${grace.id}', '${EARLIER.churchId}', 'Rev. Peter', 'requested', ${AT}, ${LATER})`);
  await run(`insert into app_settings (id, moderation_mode, registration_open, updated_at, updated_by_id)
    values (1, 'after', true, ${AT}, '${admin.id}')`);
  if (has('match_moments')) {
    await run(`insert into match_moments (member_id, partner_id, created_at) values
      ('${grace.id}', '${daniel.id}', ${AT}), ('${daniel.id}', '${grace.id}', ${AT})`);
  }
  if (has('blocked_words')) {
    await run(`insert into blocked_words (language, word, normalized, created_by_id, created_at)
      values ('en', 'Money', 'money', '${admin.id}', ${AT})`);
  }
  if (has('premium_requests')) {
    await run(`insert into premium_requests (member_id, message, created_at) values ('${daniel.id}', 'Please', ${AT})`);
  }
  // Migration 0025: a session keeps the policy it began with (ADR 0044).
  if (count > 25) await run(`update sessions set idle_minutes = 43200 where id = 'sess-daniel'`);
  if (has('pastor_proposals')) {
    await run(`insert into pastor_proposals (member_id, church_id, pastor_name, pastor_email, created_at)
      values ('${grace.id}', '${EARLIER.churchId}', 'Fr. Mark', 'mark@example.org', ${AT})`);
  }
  if (has('photo_verifications')) {
    const verification = '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f';
    await run(`insert into photo_verifications (id, member_id, pose_ids, status, issued_at, expires_at, submitted_at)
      values ('${verification}', '${daniel.id}', array['thumbs-up', 'hand-on-chin'], 'submitted', ${AT}, ${LATER}, ${AT})`);
    await run(`insert into verification_selfies (verification_id, pose_id, storage_key, content_type, created_at)
      values ('${verification}', 'thumbs-up', 'selfies/upgrade-daniel-1.jpg', 'image/jpeg', ${AT})`);
  }
  if (has('calls')) {
    // A call ringing in the conversation, its two lines and the caller's offer (D47).
    const call = '6d7e8f9a-0b1c-4d2e-8f3a-4b5c6d7e8f90';
    await run(`insert into calls (id, conversation_id, caller_id, callee_id, kind, status, started_at)
      values ('${call}', '${EARLIER.conversationId}', '${grace.id}', '${daniel.id}', 'voice', 'ringing', ${AT})`);
    await run(
      `insert into call_lines (member_id, call_id) values ('${grace.id}', '${call}'), ('${daniel.id}', '${call}')`,
    );
    await run(`insert into call_signals (call_id, to_id, type, data, created_at)
      values ('${call}', '${daniel.id}', 'offer', '{"type":"offer","sdp":"v=0"}', ${AT})`);
    await run(`insert into call_settings (member_id, incoming) values ('${daniel.id}', false)`);
  }
  if (has('family_links')) {
    // D45: Grace's brother accepted with a relative's account of his own; an invitation of hers waits; her log says so.
    const { brother } = EARLIER;
    await run(`insert into users (id, name, email, email_verified, first_name, last_name, country_code, phone_number,
        role, membership_type, two_factor_enabled, terms_accepted_at, relative_account, created_at, updated_at) values
      ('${brother.id}', 'Samuel Upgrade', '${brother.email}', true, 'Samuel', 'Upgrade', '+91', '', 'user', 'free', false, ${AT}, true, ${AT}, ${AT})`);
    await run(`insert into family_links (member_id, relative_id, email, relation, status, may_edit_profile, created_at, accepted_at)
      values ('${grace.id}', '${brother.id}', '${brother.email}', 'brother', 'active', true, ${AT}, ${AT})`);
    await run(`insert into family_links (member_id, email, relation, token_hash, expires_at, created_at)
      values ('${grace.id}', 'aunt.upgrade@example.org', 'relative', 'upgrade-token-hash', ${LATER}, ${AT})`);
    await run(`insert into family_log (member_id, relative_id, relative, relation, action, created_at)
      values ('${grace.id}', '${brother.id}', 'Samuel', 'brother', 'accepted', ${AT})`);
  }
  if (has('family_drafts')) {
    // D45: Grace's brother started a profile for a friend, not accepted yet; he suggested Daniel to Grace.
    const { brother } = EARLIER;
    await run(`insert into family_drafts (relative_id, relation, profile_for, email, first_name, last_name, profile,
        token_hash, expires_at, created_at, updated_at) values
      ('${brother.id}', 'friend', 'Friend', 'friend.upgrade@example.org', 'Jonah', 'Upgrade', '{"city":"Chennai"}',
        'upgrade-draft-token-hash', ${LATER}, ${AT}, ${AT})`);
    await run(`insert into family_suggestions (link_id, member_id, suggested_id, created_at)
      select id, member_id, '${daniel.id}', ${AT} from family_links where relative_id = '${brother.id}'`);
  }
}
