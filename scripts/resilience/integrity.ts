import { noRows, type Check, type Query } from './sql.ts';

const MEMBER_REFERENCES: [table: string, column: string][] = [
  ['profiles', 'user_id'],
  ['credentials', 'user_id'],
  ['sessions', 'user_id'],
  ['interests', 'sender_id'],
  ['interests', 'receiver_id'],
  ['shortlists', 'liker_id'],
  ['shortlists', 'liked_user_id'],
  ['blocks', 'blocker_id'],
  ['blocks', 'blocked_id'],
  ['photos', 'user_id'],
  ['profile_views', 'viewer_id'],
  ['profile_views', 'viewed_user_id'],
  ['discovery_reveals', 'viewer_id'],
  ['discovery_reveals', 'revealed_user_id'],
];

/**
 * Rules every state of the database must keep, whatever was interrupted: no row pointing at a
 * missing member, no half-made member, interests in a state their columns agree with, and the
 * uniqueness rules of the schema (one open interest per ordered pair, one pending report per pair,
 * one profile photo, at most five gallery photos).
 */
export async function structuralChecks(query: Query): Promise<Check[]> {
  const checks: Check[] = [];
  for (const [table, column] of MEMBER_REFERENCES) {
    checks.push(
      await noRows(
        query,
        `no orphan rows: ${table}.${column} → users`,
        `select t.${column} as id from ${table} t left join users u on u.id = t.${column} where u.id is null limit 5`,
      ),
    );
  }
  checks.push(
    await noRows(
      query,
      'every member has a profile row (registration is one transaction)',
      `select u.id from users u left join profiles p on p.user_id = u.id where p.user_id is null limit 5`,
    ),
    await noRows(
      query,
      'at most one pending-or-accepted interest per ordered pair',
      `select sender_id, receiver_id, count(*) from interests where status in ('pending', 'accepted')
       group by sender_id, receiver_id having count(*) > 1 limit 5`,
    ),
    await noRows(
      query,
      'at most one pending report per reporter and reported member',
      `select reporter_id, reported_user_id, count(*) from reports where status = 'pending'
         and reporter_id is not null and reported_user_id is not null
       group by reporter_id, reported_user_id having count(*) > 1 limit 5`,
    ),
    await noRows(
      query,
      "interests' columns agree with their state (answered ⇒ responded_at, removed ⇒ by the receiver)",
      `select id, status from interests where
         (status = 'pending' and (responded_at is not null or removed_at is not null))
      or (status in ('accepted', 'rejected') and (responded_at is null or removed_at is not null))
      or (status = 'removed' and (removed_at is null or removed_by_id is distinct from receiver_id))
      limit 5`,
    ),
    await noRows(
      query,
      'no interest, shortlist or block with oneself',
      `select sender_id from interests where sender_id = receiver_id
       union all select liker_id from shortlists where liker_id = liked_user_id
       union all select blocker_id from blocks where blocker_id = blocked_id limit 5`,
    ),
    await noRows(
      query,
      'at most one profile photo and five gallery photos per member',
      `select user_id, kind, count(*) from photos group by user_id, kind
       having (kind = 'profile' and count(*) > 1) or (kind = 'gallery' and count(*) > 5) limit 5`,
    ),
    await noRows(
      query,
      "deactivation columns agree with the account's state",
      `select id, account_status from users where
         (account_status = 'active' and deactivated_at is not null)
      or (account_status = 'deactivated' and (deactivated_at is null or deactivated_by is null)) limit 5`,
    ),
  );
  return checks;
}
