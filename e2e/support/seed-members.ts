/**
 * Test fixture, run by global-setup before the server starts: one free and one premium member
 * with passwords only the tests know (the product itself never creates such accounts).
 */
import { randomUUID } from 'node:crypto';
import { withServices } from '../../server/cli.ts';
import { hashPassword } from '../../server/lib/passwords.ts';
import { seedDemoData } from '../../server/modules/demo/demo-data.ts';
import { completeProfile } from '../../server/test/profile-fixture.ts';
import { E2E_FREE, E2E_MODERATOR, E2E_PREMIUM, E2E_PROJECTS, e2ePremiumFor, e2eShortlisterFor } from './accounts.ts';
import { memberOf } from '#server/lib/member.ts';

await withServices(async (services, db) => {
  await seedDemoData(services, db, 0);
  const fixtures = [
    { member: E2E_FREE, premium: false, moderator: false },
    { member: E2E_PREMIUM, premium: true, moderator: false },
    ...E2E_PROJECTS.map((project) => ({ member: e2ePremiumFor(project), premium: true, moderator: false })),
    ...E2E_PROJECTS.map((project) => ({ member: e2eShortlisterFor(project), premium: true, moderator: false })),
    { member: E2E_MODERATOR, premium: false, moderator: true },
  ];
  for (const { member, premium, moderator } of fixtures) {
    const id = randomUUID();
    await services.accounts.createMember(
      {
        id,
        email: member.email,
        firstName: member.firstName,
        lastName: 'Tester',
        countryCode: '+91',
        phoneNumber: '9876543210',
        passwordHash: await hashPassword(member.password),
      },
      { requestId: 'e2e-fixture' },
    );
    const account = await services.accounts.findById(id);
    if (account)
      await services.profiles.save(
        memberOf(account),
        completeProfile({ firstName: member.firstName, lastName: 'Tester' }),
      );
    if (premium) await services.accounts.setMembership(id, 'premium');
    if (moderator) await services.accounts.setRole(id, 'moderator');
  }
});
