import type { InterestAnswer } from '#shared/schemas/interests.ts';
import type { Answer, MemberClient } from './client.ts';
import type { Ledger } from './ledger.ts';
import type { SeedMember } from './seed-members.ts';
import { SEED_PASSWORD } from './seed-members.ts';
import { chance, pick, random, sleep } from './servers.ts';

interface Card {
  redacted: boolean;
  id?: string;
}
interface DiscoveryAnswer {
  cards: Card[];
  nextCursor: string | null;
}
interface Received {
  id: string;
  status: 'pending' | 'accepted';
}
interface Sent {
  id: string;
  status: string;
}

const COUNTRIES = ['India', 'UK', 'US', 'Sri Lanka', 'Canada'];
const CHURCHES = ['CSI Christ Church', 'Holy Trinity', 'Calvary Chapel', 'Mar Thoma Parish'];
const MARITAL = ['Never Married', 'Divorced', 'Widowed'];

/** A mix of the filters members use (advanced ones only count for premium members, D13). */
function discoveryQuery(premium: boolean, cursor: string | null): string {
  const params = new URLSearchParams();
  if (chance(0.4)) {
    const min = 18 + Math.floor(random(0, 25));
    params.set('ageMin', String(min));
    params.set('ageMax', String(min + 5 + Math.floor(random(0, 20))));
  }
  if (chance(0.4)) params.set('gender', chance(0.5) ? 'Female' : 'Male');
  if (chance(0.2)) params.set('country', pick(COUNTRIES) ?? 'India');
  if (chance(0.1)) params.set('church', pick(CHURCHES) ?? 'Holy Trinity');
  if (premium && chance(0.2)) params.set('maritalStatus', pick(MARITAL) ?? 'Never Married');
  if (premium && chance(0.1)) params.set('heightMin', String(150 + Math.floor(random(0, 20))));
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(pick([12, 24, 48]) ?? 24));
  return params.toString();
}

/**
 * One simulated member until `until`: signs in, then picks an action at a time as a person would
 * (mostly browsing, sometimes sending, answering, shortlisting, now and then blocking), with a
 * short pause between clicks. Every answer is checked against what the action may answer.
 */
export async function runMember(
  member: SeedMember,
  client: MemberClient,
  ledger: Ledger,
  until: number,
  thinkMs: number,
): Promise<void> {
  const known: string[] = [];
  let cursor: string | null = null;
  const remember = (id: string) => {
    if (id === member.id || known.includes(id)) return;
    known.push(id);
    if (known.length > 150) known.shift();
  };
  const signIn = () =>
    client.request('POST', '/api/auth/login', {
      route: 'POST /api/auth/login',
      expected: [200],
      json: { email: member.email, password: SEED_PASSWORD },
    });

  await signIn();
  while (Date.now() < until) {
    const roll = Math.random();
    const other = pick(known);
    if (roll < 0.32 || !other) {
      const answer: Answer<DiscoveryAnswer> = await client.request<DiscoveryAnswer>(
        'GET',
        `/api/discovery?${discoveryQuery(member.premium, cursor)}`,
        { route: 'GET /api/discovery', expected: [200, 429] },
      );
      if (answer.status === 200) {
        for (const card of answer.body.cards) if (!card.redacted && card.id) remember(card.id);
        cursor = chance(0.3) ? answer.body.nextCursor : null;
      }
    } else if (roll < 0.47) {
      // 409: an open interest already exists; 404: hidden by a block; 429: the daily limit.
      const answer = await client.request('POST', '/api/interests', {
        route: 'POST /api/interests',
        expected: [201, 404, 409, 429],
        json: { receiverId: other },
      });
      if (answer.status === 201) ledger.interestsCreated += 1;
    } else if (roll < 0.59) {
      const list = await client.request<{ interests: Received[] }>('GET', '/api/interests/received', {
        route: 'GET /api/interests/received',
        expected: [200],
      });
      const interest = list.status === 200 ? pick(list.body.interests) : undefined;
      if (interest) {
        const to: InterestAnswer = interest.status === 'accepted' ? 'removed' : chance(0.7) ? 'accepted' : 'rejected';
        if (to !== 'removed' || chance(0.3)) {
          // 404: the sender withdrew it or a block hid it since the list was read.
          const answer = await client.request('PATCH', `/api/interests/${interest.id}`, {
            route: 'PATCH /api/interests/:id',
            expected: [200, 404],
            json: { status: to },
          });
          if (answer.status === 200) ledger.answers.set(interest.id, to);
        }
      }
    } else if (roll < 0.62) {
      const list = await client.request<{ interests: Sent[] }>('GET', '/api/interests/sent', {
        route: 'GET /api/interests/sent',
        expected: [200],
      });
      const pending = list.status === 200 ? pick(list.body.interests.filter((i) => i.status === 'pending')) : undefined;
      if (pending) {
        // 409: answered meanwhile; 404: a block hid the receiver meanwhile.
        const answer = await client.request('DELETE', `/api/interests/${pending.id}`, {
          route: 'DELETE /api/interests/:id',
          expected: [204, 404, 409],
        });
        if (answer.status === 204) ledger.withdrawn.add(pending.id);
      }
    } else if (roll < 0.72) {
      const mine = ledger.setOf(ledger.shortlists, member.id);
      if (mine.has(other) && chance(0.5)) {
        const answer = await client.request('DELETE', `/api/shortlists/${other}`, {
          route: 'DELETE /api/shortlists/:id',
          expected: [204],
        });
        if (answer.status === 204) mine.delete(other);
      } else if (member.premium || chance(0.2)) {
        // 403: shortlisting is premium (D13); 404: hidden by a block.
        const answer = await client.request('PUT', `/api/shortlists/${other}`, {
          route: 'PUT /api/shortlists/:id',
          expected: member.premium ? [204, 404] : [403],
        });
        if (answer.status === 204) mine.add(other);
      }
    } else if (roll < 0.8) {
      const answer = await client.request('GET', `/api/profiles/${other}`, {
        route: 'GET /api/profiles/:id',
        expected: [200, 404],
      });
      if (answer.status === 200) ledger.views.add(`${member.id}>${other}`);
    } else if (roll < 0.81) {
      const blocked = ledger.setOf(ledger.blocks, member.id);
      const answer = await client.request('PUT', `/api/blocks/${other}`, {
        route: 'PUT /api/blocks/:id',
        expected: [204],
      });
      if (answer.status === 204) {
        blocked.add(other);
        known.splice(known.indexOf(other), 1);
      }
    } else if (roll < 0.82) {
      const blocked = ledger.setOf(ledger.blocks, member.id);
      const target = pick([...blocked]);
      if (target) {
        const answer = await client.request('DELETE', `/api/blocks/${target}`, {
          route: 'DELETE /api/blocks/:id',
          expected: [204],
        });
        if (answer.status === 204) blocked.delete(target);
      }
    } else if (roll < 0.95) {
      await client.request('GET', '/api/dashboard', { route: 'GET /api/dashboard', expected: [200] });
    } else if (roll < 0.995) {
      await client.request('GET', '/api/shortlists', { route: 'GET /api/shortlists', expected: [200] });
    } else {
      await signIn();
    }
    if (thinkMs > 0) await sleep(random(0, thinkMs));
  }
}
