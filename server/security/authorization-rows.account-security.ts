import { schema } from '#server/db/schema.ts';
import { signedInMember } from '#server/test/members.ts';
import { NONE, get, signedIn, type Row } from './authorization-cells.ts';

/** Settings → Account and Security (D35): each member's own password, email, devices and two-factor sign-in. */
export const ACCOUNT_SECURITY_ROWS: Row[] = [
  // Settings → Account and Security (D35): the password and the email (a wrong current password
  // here: nothing changes) and devices.
  {
    route: 'PUT /api/auth/password',
    targets: NONE,
    call: async () => ({
      url: '/api/auth/password',
      payload: {
        currentPassword: 'Not-The-Password-1',
        password: 'Faithful-Heart-43',
        confirmPassword: 'Faithful-Heart-43',
      },
    }),
    expect: signedIn(400),
  },
  {
    // A wrong password here: nothing is sent, nothing changes.
    route: 'PUT /api/auth/email',
    targets: NONE,
    call: async () => ({
      url: '/api/auth/email',
      payload: { email: 'new-address@example.org', currentPassword: 'Not-The-Password-1' },
    }),
    expect: signedIn(400),
  },
  { route: 'GET /api/auth/devices', targets: NONE, call: get('/api/auth/devices'), expect: signedIn(200) },
  {
    // Another member's device: nobody ends a session that is not theirs.
    route: 'DELETE /api/auth/devices/{id}',
    targets: NONE,
    call: async (w) => {
      const { account } = await signedInMember(w.app);
      const rows = await w.db.select().from(schema.sessions);
      const row = rows.find((session) => session.userId === account.id);
      if (!row) throw new Error('the other member has no session');
      return { url: `/api/auth/devices/${row.id}` };
    },
    expect: signedIn(404),
  },
  {
    route: 'POST /api/auth/devices/sign-out-others',
    targets: NONE,
    call: async () => ({ url: '/api/auth/devices/sign-out-others' }),
    expect: signedIn(200),
  },
  // Two-factor sign-in (D35): each member's own; a wrong password or code here changes nothing.
  // The super admin has it on (world.ts), so it is already on for them and they may not turn it off.
  { route: 'GET /api/auth/two-factor', targets: NONE, call: get('/api/auth/two-factor'), expect: signedIn(200) },
  {
    route: 'POST /api/auth/two-factor/setup',
    targets: NONE,
    call: async () => ({ url: '/api/auth/two-factor/setup', payload: { currentPassword: 'Not-The-Password-1' } }),
    expect: signedIn(400),
  },
  {
    // Without a setup begun: nothing to turn on; the super admin's is on already.
    route: 'POST /api/auth/two-factor/enable',
    targets: NONE,
    call: async () => ({ url: '/api/auth/two-factor/enable', payload: { code: '000000' } }),
    expect: signedIn(400, 400, 409),
  },
  {
    route: 'POST /api/auth/two-factor/disable',
    targets: NONE,
    call: async () => ({
      url: '/api/auth/two-factor/disable',
      payload: { currentPassword: 'Not-The-Password-1', code: '000000' },
    }),
    expect: signedIn(400, 400, 403),
  },
  {
    route: 'POST /api/auth/two-factor/recovery-codes',
    targets: NONE,
    call: async () => ({
      url: '/api/auth/two-factor/recovery-codes',
      payload: { currentPassword: 'Not-The-Password-1' },
    }),
    expect: signedIn(400),
  },
];
