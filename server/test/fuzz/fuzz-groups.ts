// Which fuzz test file runs which operations of the OpenAPI document (the plan is fuzz-plan.ts).

/** The fuzz test files, each a set of path prefixes; an operation joins the group of its longest matching prefix. */
export const FUZZ_GROUPS: Record<string, readonly string[]> = {
  'auth-accounts': ['/health/', '/metrics', '/api/auth/', '/api/accounts/'],
  'profiles-photos': ['/api/profiles/', '/api/photos', '/api/photo-verification'],
  'member-actions': [
    '/api/discovery',
    '/api/recommendations',
    '/api/interests',
    '/api/shortlists',
    '/api/blocks',
    '/api/reports',
    '/api/dashboard',
  ],
  conversations: ['/api/conversations', '/api/calls'],
  notifications: ['/api/notifications'],
  admin: ['/api/admin/'],
  churches: [
    '/api/churches',
    '/api/admin/churches',
    '/api/endorsements',
    '/api/pastor-proposals',
    '/api/admin/pastor-proposals',
  ],
  moderation: [
    '/api/moderation/',
    '/api/admin/settings',
    '/api/admin/retention',
    '/api/settings',
    '/api/premium-requests',
    '/api/admin/premium-requests',
  ],
  'events-contact': ['/api/events', '/api/contact'],
  push: ['/api/notifications/push/'],
  family: ['/api/family'],
};

export function groupOf(key: string): string | undefined {
  const path = key.split(' ')[1] ?? '';
  const matches = Object.entries(FUZZ_GROUPS).flatMap(([group, prefixes]) =>
    prefixes.filter((prefix) => path.startsWith(prefix)).map((prefix) => ({ group, length: prefix.length })),
  );
  const longest = Math.max(...matches.map((match) => match.length));
  const found = matches.filter((match) => match.length === longest);
  return found.length === 1 ? found[0]?.group : undefined;
}
