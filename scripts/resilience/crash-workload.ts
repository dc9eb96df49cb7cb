import { completeProfile } from '#server/test/profile-fixture.ts';
import type { MemberClient } from './client.ts';
import { SEED_PASSWORD } from './seed-members.ts';
import { chance, pick, sleep } from './servers.ts';

export interface Writer {
  id: string;
  email: string;
  premium: boolean;
  client: MemberClient;
}

interface OwnProfile {
  profilePhoto: { id: string } | null;
  galleryPhotos: { id: string }[];
}

/** Statuses any signed-in action may get while the server is being killed: 401 once a session is gone. */
const SIGNED_IN = [401] as const;

/**
 * The crash run's write-heavy member: every click changes something (profile saves, photo uploads
 * and removals, interests and answers, shortlists, blocks, deactivation), so that a kill lands in
 * the middle of a write as often as possible. A request cut by a kill answers status 0.
 */
export async function runWriter(
  writer: Writer,
  everyone: () => string[],
  image: Buffer,
  register: () => Promise<void>,
  running: () => boolean,
): Promise<void> {
  const { client } = writer;
  const signIn = async () => {
    await client.request('POST', '/api/auth/login', {
      route: 'POST /api/auth/login',
      expected: [200],
      json: { email: writer.email, password: SEED_PASSWORD },
    });
  };
  while (running()) {
    const roll = Math.random();
    const other = pick(everyone().filter((id) => id !== writer.id));
    let status: number;
    if (roll < 0.05) {
      await register();
      continue;
    } else if (roll < 0.2) {
      ({ status } = await client.request('PUT', '/api/profiles/me', {
        route: 'PUT /api/profiles/me',
        expected: [200, ...SIGNED_IN],
        json: completeProfile({
          city: pick(['Kochi', 'Chennai', 'Pune']) ?? 'Kochi',
          heightCm: 150 + Math.floor(Math.random() * 40),
        }),
      }));
    } else if (roll < 0.4) {
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
      // 400: the gallery is full; 429: uploads per hour.
      ({ status } = await client.request('POST', `/api/photos?kind=${chance(0.4) ? 'profile' : 'gallery'}`, {
        route: 'POST /api/photos',
        expected: [201, 400, 429, ...SIGNED_IN],
        form,
      }));
    } else if (roll < 0.5) {
      const own = await client.request<OwnProfile>('GET', '/api/profiles/me', {
        route: 'GET /api/profiles/me',
        expected: [200, ...SIGNED_IN],
      });
      status = own.status;
      const photo =
        own.status === 200
          ? pick([...own.body.galleryPhotos, ...(own.body.profilePhoto ? [own.body.profilePhoto] : [])])
          : undefined;
      if (photo)
        ({ status } = await client.request('DELETE', `/api/photos/${photo.id}`, {
          route: 'DELETE /api/photos/:id',
          expected: [204, 404, ...SIGNED_IN],
        }));
    } else if (roll < 0.65 && other) {
      ({ status } = await client.request('POST', '/api/interests', {
        route: 'POST /api/interests',
        expected: [201, 404, 409, 429, ...SIGNED_IN],
        json: { receiverId: other },
      }));
    } else if (roll < 0.78) {
      const list = await client.request<{ interests: { id: string; status: string }[] }>(
        'GET',
        '/api/interests/received',
        {
          route: 'GET /api/interests/received',
          expected: [200, ...SIGNED_IN],
        },
      );
      status = list.status;
      const interest = list.status === 200 ? pick(list.body.interests) : undefined;
      if (interest)
        ({ status } = await client.request('PATCH', `/api/interests/${interest.id}`, {
          route: 'PATCH /api/interests/:id',
          // 404: the sender withdrew it or a block hid the sender since the list was read.
          expected: [200, 404, ...SIGNED_IN],
          json: { status: interest.status === 'accepted' ? 'removed' : chance(0.7) ? 'accepted' : 'rejected' },
        }));
    } else if (roll < 0.88 && other) {
      const add = chance(0.7);
      ({ status } = await client.request(add ? 'PUT' : 'DELETE', `/api/shortlists/${other}`, {
        route: `${add ? 'PUT' : 'DELETE'} /api/shortlists/:id`,
        expected: add ? [writer.premium ? 204 : 403, 404, ...SIGNED_IN] : [204, 404, ...SIGNED_IN],
      }));
    } else if (roll < 0.95 && other) {
      const add = chance(0.5);
      ({ status } = await client.request(add ? 'PUT' : 'DELETE', `/api/blocks/${other}`, {
        route: `${add ? 'PUT' : 'DELETE'} /api/blocks/:id`,
        expected: add ? [204, ...SIGNED_IN] : [204, 404, ...SIGNED_IN],
      }));
    } else if (roll < 0.97) {
      ({ status } = await client.request('POST', '/api/accounts/me/deactivate', {
        route: 'POST /api/accounts/me/deactivate',
        expected: [200, ...SIGNED_IN],
      }));
      // Signing in again reactivates the account (D9).
      if (status === 200) await signIn();
    } else {
      ({ status } = await client.request('GET', '/api/dashboard', {
        route: 'GET /api/dashboard',
        expected: [200, ...SIGNED_IN],
      }));
    }
    if (status === 401) await signIn();
    if (status === 0) await sleep(100);
  }
}
