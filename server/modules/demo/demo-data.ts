import { randomUUID } from 'node:crypto';
import type { ProfileSave } from '#shared/schemas/profile.ts';
import type { Database } from '#server/db/database.ts';
import type { AccountsService } from '#server/modules/accounts/accounts.service.ts';
import type { ChurchesService } from '#server/modules/churches/churches.service.ts';
import type { PhotosService } from '#server/modules/photos/photos.service.ts';
import type { ProfilesService } from '#server/modules/profiles/profiles.service.ts';
import { generateMembers } from '#server/db/generate-members.ts';
import { memberOf } from '#server/lib/member.ts';
import { withArticle } from '#shared/rules/articles.ts';
import { createDemoRepository } from './demo.repository.ts';

interface DemoMember {
  firstName: string;
  lastName: string;
  gender: 'Female' | 'Male';
  dob: string;
  city: string;
  state: string;
  country: string;
  church: string;
  occupation: string;
  premium?: boolean;
}

const MEMBERS: DemoMember[] = [
  {
    firstName: 'Grace',
    lastName: 'Thomas',
    gender: 'Female',
    dob: '1996-04-12',
    city: 'Kochi',
    state: 'Kerala',
    country: 'India',
    church: "St. Mary's Orthodox Church",
    occupation: 'Nurse',
    premium: true,
  },
  {
    firstName: 'Daniel',
    lastName: 'Mathew',
    gender: 'Male',
    dob: '1993-09-02',
    city: 'Chennai',
    state: 'Tamil Nadu',
    country: 'India',
    church: 'CSI Christ Church',
    occupation: 'Software Engineer',
  },
  {
    firstName: 'Ruth',
    lastName: 'Samuel',
    gender: 'Female',
    dob: '1998-01-25',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    church: 'Bethel AG Church',
    occupation: 'Teacher',
  },
  {
    firstName: 'Joshua',
    lastName: 'Fernando',
    gender: 'Male',
    dob: '1991-12-14',
    city: 'Colombo',
    state: 'Western',
    country: 'Sri Lanka',
    church: "St. Lucia's Cathedral",
    occupation: 'Accountant',
  },
  {
    firstName: 'Hannah',
    lastName: 'Joseph',
    gender: 'Female',
    dob: '1995-06-30',
    city: 'London',
    state: 'England',
    country: 'UK',
    church: 'Holy Trinity Brompton',
    occupation: 'Pharmacist',
  },
  {
    firstName: 'Samuel',
    lastName: 'David',
    gender: 'Male',
    dob: '1990-03-08',
    city: 'Houston',
    state: 'Texas',
    country: 'US',
    church: 'First Baptist Church',
    occupation: 'Civil Engineer',
  },
  {
    firstName: 'Esther',
    lastName: 'Abraham',
    gender: 'Female',
    dob: '1997-11-19',
    city: 'Melbourne',
    state: 'Victoria',
    country: 'Australia',
    church: "St Paul's Cathedral",
    occupation: 'Physiotherapist',
  },
  {
    firstName: 'Noah',
    lastName: 'Varghese',
    gender: 'Male',
    dob: '1994-07-22',
    city: 'Dubai',
    state: 'Dubai',
    country: 'UAE',
    church: 'Mar Thoma Parish Dubai',
    occupation: 'Architect',
  },
];

function profileOf(member: DemoMember): ProfileSave {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    countryCode: '+91',
    phoneNumber: '9876543210',
    gender: member.gender,
    lookingFor: member.gender === 'Female' ? 'Male' : 'Female',
    dob: member.dob,
    profileCreatedBy: 'Self',
    maritalStatus: 'Never Married',
    motherTongue: 'English',
    church: member.church,
    pastorName: 'Rev. Peter',
    country: member.country,
    state: member.state,
    city: member.city,
    postalCode: '100001',
    heightCm: member.gender === 'Female' ? 163 : 178,
    weightKg: member.gender === 'Female' ? 56 : 74,
    bodyType: 'Average',
    bodyShape: '',
    hairColor: 'Black',
    eyeColor: 'Brown',
    skinColor: 'Wheatish',
    bodyArt: '',
    starNakshatra: '',
    rasiZodiac: '',
    timeOfBirth: '',
    placeOfBirth: member.city,
    degree: "Bachelor's degree",
    institution: 'City University',
    educationStatus: 'Completed',
    occupation: member.occupation,
    designation: 'Senior',
    company: 'Good Works Ltd',
    salary: 'Prefer to discuss',
    religion: 'Christian',
    caste: 'Protestant',
    politicalView: '',
    hobbies: 'Choir, volunteering, hiking',
    favoriteMusic: 'Worship and classical',
    favoriteBooks: 'Mere Christianity',
    favoriteSports: 'Badminton',
    profileSummary: `I am ${member.firstName}, ${withArticle(member.occupation.toLowerCase())} who loves serving at ${member.church}. I hope to build a Christ-centred home with someone who shares my faith.`,
  };
}

type DemoServices = {
  accounts: AccountsService;
  profiles: ProfilesService;
  photos: PhotosService;
  churches: ChurchesService;
};

/** D32: the demo community's church directory, the churches of the hand-written demo members. */
const DENOMINATIONS: Record<string, string> = {
  "St. Mary's Orthodox Church": 'Orthodox',
  'CSI Christ Church': 'Church of South India',
  'Bethel AG Church': 'Assemblies of God',
  "St. Lucia's Cathedral": 'Catholic',
  'Holy Trinity Brompton': 'Anglican',
  'First Baptist Church': 'Baptist',
  "St Paul's Cathedral": 'Anglican',
  'Mar Thoma Parish Dubai': 'Mar Thoma',
};

/**
 * Lists the demo members' churches in the directory (once: a listed name is skipped), after the
 * members exist, so that those who named one are linked to it (churches.repository.ts).
 */
async function seedDemoDirectory(churches: ChurchesService) {
  const listed = new Set((await churches.list()).churches.map((church) => church.name));
  for (const member of MEMBERS) {
    if (listed.has(member.church)) continue;
    listed.add(member.church);
    const { church: name, city, country } = member;
    const denomination = DENOMINATIONS[name] ?? '';
    await churches.add(
      null,
      { name, city, country, denomination, pastorName: '', pastorEmail: '' },
      {
        requestId: 'demo-data',
      },
    );
  }
}

/** Who is a demo member: the hand-written ones by their email, the generated ones by their id. */
export const DEMO_MEMBERS = { emailDomain: 'demo.divinematch.org', idPrefix: 'demo' } as const;

/**
 * Demo members for trying the product (`npm start` on an empty embedded database, or
 * `npm run db:seed`), written through the same services as real data, each with a portrait. They
 * have no password: nobody can sign in as them (no account with a known password,
 * security-bar.md 2.5.4).
 */
export async function seedDemoData(services: DemoServices, db: Database, generated = 292): Promise<number> {
  const added = await seedDemoMembers(services, db, generated);
  await drawDemoPortraits(services, db);
  return added;
}

/** The demo members and their profiles, without portraits (drawDemoPortraits adds those). */
export async function seedDemoMembers(services: DemoServices, db: Database, generated = 292): Promise<number> {
  let added = 0;
  const passwordHash = null;
  for (const member of MEMBERS) {
    const email = `${member.firstName}.${member.lastName}@${DEMO_MEMBERS.emailDomain}`.toLowerCase();
    if (await services.accounts.findByEmail(email)) continue;
    const id = randomUUID();
    await services.accounts.createMember(
      {
        id,
        email,
        firstName: member.firstName,
        lastName: member.lastName,
        countryCode: '+91',
        phoneNumber: '9876543210',
        passwordHash,
      },
      { requestId: 'demo-data' },
    );
    const account = await services.accounts.findById(id);
    if (!account) continue;
    await services.profiles.save(memberOf(account), profileOf(member));
    if (member.premium) await services.accounts.setMembership(id, 'premium');
    added += 1;
  }
  // A few hundred more, straight into the database (the scale generator), so discovery looks alive.
  if (added > 0 && generated > 0) {
    await generateMembers(db, generated, { prefix: DEMO_MEMBERS.idPrefix });
    added += generated;
  }
  if (added > 0) await seedDemoDirectory(services.churches);
  await createDemoRepository(db).approve(DEMO_MEMBERS);
  return added;
}

/**
 * Draws a portrait for every demo member who has none yet (ADR 0027) and stores it through the
 * photos module as the member's profile photo, exactly as an upload is stored (checked, re-encoded,
 * thumbnail, local disk or S3). Two at a time: drawing is CPU work and the machine may have two
 * cores. Stops between portraits once `signal` aborts; a later call finishes the rest, so a server
 * stopped half-way completes the demo at its next start.
 */
export async function drawDemoPortraits(
  services: Pick<DemoServices, 'photos'>,
  db: Database,
  options: { signal?: AbortSignal; concurrency?: number } = {},
): Promise<number> {
  const waiting = await createDemoRepository(db).membersWithoutPortrait(DEMO_MEMBERS);
  if (waiting.length === 0) return 0;
  // Loaded only when there is something to draw: DiceBear's collection takes a second to load.
  const { renderPortrait } = await import('./demo-portraits.ts');
  let next = 0;
  let drawn = 0;
  const worker = async () => {
    while (next < waiting.length && !options.signal?.aborted) {
      const member = waiting[next++]!;
      const portrait = await renderPortrait({
        seed: member.email,
        gender: member.gender,
        birthYear: member.dob ? Number(member.dob.slice(0, 4)) : null,
      });
      await services.photos.upload(memberOf(member), 'profile', portrait);
      drawn += 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker));
  await createDemoRepository(db).approve(DEMO_MEMBERS);
  return drawn;
}
