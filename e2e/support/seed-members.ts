/**
 * Test fixture, run by global-setup before the server starts: one free and one premium member
 * with passwords only the tests know (the product itself never creates such accounts).
 */
import { randomUUID } from 'node:crypto';
import { withServices } from '../../server/cli.ts';
import { hashPassword } from '../../server/lib/passwords.ts';
import { seedDemoData } from '../../server/modules/demo/demo-data.ts';
import { completeProfile } from '../../server/test/profile-fixture.ts';
import {
  E2E_FREE,
  E2E_MODERATOR,
  E2E_PREMIUM,
  E2E_PROJECTS,
  E2E_VISUAL_LOOKING_FOR,
  e2eAvatarFor,
  e2ePremiumFor,
  e2eRecommendedFor,
  e2eSeekerFor,
  e2eShortlisterFor,
  e2eVisualFor,
} from './accounts.ts';
import { memberOf } from '#server/lib/member.ts';

await withServices(async (services, db) => {
  await seedDemoData(services, db, 0);
  const fixtures = [
    { member: E2E_FREE, premium: false, moderator: false },
    { member: E2E_PREMIUM, premium: true, moderator: false },
    ...E2E_PROJECTS.map((project) => ({ member: e2ePremiumFor(project), premium: true, moderator: false })),
    ...E2E_PROJECTS.map((project) => ({ member: e2eShortlisterFor(project), premium: true, moderator: false })),
    { member: E2E_MODERATOR, premium: false, moderator: true },
    ...E2E_PROJECTS.map((project) => ({ member: e2eAvatarFor(project), premium: false, moderator: false })),
    ...E2E_PROJECTS.map((project) => ({ member: e2eSeekerFor(project), premium: false, moderator: false })),
    ...E2E_PROJECTS.map((project) => ({
      member: e2eVisualFor(project),
      premium: true,
      moderator: false,
      lookingFor: E2E_VISUAL_LOOKING_FOR,
    })),
    ...E2E_PROJECTS.map((project) => ({
      member: e2eRecommendedFor(project),
      premium: true,
      moderator: false,
      lookingFor: 'Male' as const,
    })),
  ];
  for (const { member, premium, moderator, lookingFor } of fixtures as ((typeof fixtures)[number] & {
    lookingFor?: 'Male' | 'Female';
  })[]) {
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
        completeProfile({ firstName: member.firstName, lastName: 'Tester', ...(lookingFor ? { lookingFor } : {}) }),
      );
    if (premium) await services.accounts.setMembership(id, 'premium');
    if (moderator) await services.accounts.setRole(id, 'moderator');
  }

  // Each visual checks' member: two shortlisted, one interest sent, and a match with two messages.
  const demo = async (email: string) => {
    const account = await services.accounts.findByEmail(email);
    if (!account) throw new Error(`The demo member ${email} is missing`);
    return memberOf(account);
  };
  const [daniel, joshua, samuel, noah] = await Promise.all(
    ['daniel.mathew', 'joshua.fernando', 'samuel.david', 'noah.varghese'].map((name) =>
      demo(`${name}@demo.divinematch.org`),
    ),
  );
  for (const project of E2E_PROJECTS) {
    const visualAccount = await services.accounts.findByEmail(e2eVisualFor(project).email);
    if (!visualAccount) throw new Error(`The visual checks member of ${project} was not created`);
    const visual = memberOf(visualAccount);
    await services.shortlists.add(visual, daniel!.id);
    await services.shortlists.add(visual, joshua!.id);
    await services.interests.express(visual, samuel!.id);
    await services.interests.express(noah!, visual.id);
    const fromNoah = (await services.interests.received(visual)).find((interest) => interest.sender.id === noah!.id);
    if (!fromNoah) throw new Error("Noah's interest was not stored");
    await services.interests.answer(visual, fromNoah.id, 'accepted');
    // The match moment (issue 44) was seen long ago: the visual checks show the screens beneath.
    await services.interests.matchMomentSeen(visual, noah!.id);
    const conversation = await services.conversations.open(visual, noah!.id);
    await services.conversations.send(noah!, conversation.id, 'Blessed Sunday! Did you enjoy the choir today?');
    await services.conversations.send(visual, conversation.id, 'I did, the closing hymn was beautiful.');
    await services.conversations.markRead(visual, conversation.id);
  }
});
