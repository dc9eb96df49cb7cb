import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { ProfileSave } from '#shared/schemas/profile.ts';
import type { Database } from '#server/db/database.ts';
import type { AccountsService } from '#server/modules/accounts/accounts.service.ts';
import type { PhotosService } from '#server/modules/photos/photos.service.ts';
import type { ProfilesService } from '#server/modules/profiles/profiles.service.ts';
import { generateMembers } from './demo.repository.ts';

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
  colour: string;
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
    colour: '#be123c',
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
    colour: '#1d4ed8',
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
    colour: '#7c3aed',
  },
  {
    firstName: 'Joshua',
    lastName: 'Fernando',
    gender: 'Male',
    dob: '1991-12-14',
    city: 'Colombo',
    state: 'Western',
    country: 'Sri Lanka',
    church: 'St. Lucia’s Cathedral',
    occupation: 'Accountant',
    colour: '#0f766e',
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
    colour: '#b45309',
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
    colour: '#334155',
  },
  {
    firstName: 'Esther',
    lastName: 'Abraham',
    gender: 'Female',
    dob: '1997-11-19',
    city: 'Melbourne',
    state: 'Victoria',
    country: 'Australia',
    church: 'St Paul’s Cathedral',
    occupation: 'Physiotherapist',
    colour: '#db2777',
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
    colour: '#4d7c0f',
  },
];

function portrait(member: DemoMember): Promise<Buffer> {
  const initials = `${member.firstName[0]}${member.lastName[0]}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${member.colour}"/><stop offset="1" stop-color="#fda4af"/></linearGradient></defs>
    <rect width="800" height="800" fill="url(#g)"/>
    <circle cx="400" cy="320" r="150" fill="#ffffff" fill-opacity="0.35"/>
    <path d="M160 760c20-170 130-260 240-260s220 90 240 260z" fill="#ffffff" fill-opacity="0.35"/>
    <text x="400" y="370" font-family="sans-serif" font-size="140" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function profileOf(member: DemoMember): ProfileSave {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    countryCode: '+91',
    phoneNumber: '9876543210',
    gender: member.gender,
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
    degree: 'Bachelor’s degree',
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
    profileSummary: `I am ${member.firstName}, a ${member.occupation.toLowerCase()} who loves serving at ${member.church}. I hope to build a Christ-centred home together.`,
  };
}

/**
 * Demo members for trying the product (`npm start` on an empty embedded database, or
 * `npm run db:seed`), written through the same services as real data. They have no password:
 * nobody can sign in as them (no account with a known password, security-bar.md 2.5.4).
 */
export async function seedDemoData(
  services: { accounts: AccountsService; profiles: ProfilesService; photos: PhotosService },
  db: Database,
  generated = 292,
): Promise<number> {
  let added = 0;
  const passwordHash = null;
  for (const member of MEMBERS) {
    const email = `${member.firstName}.${member.lastName}@demo.divinematch.org`.toLowerCase();
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
    await services.profiles.save(account, profileOf(member));
    await services.photos.upload(account, 'profile', await portrait(member));
    if (member.premium) await services.accounts.setMembership(id, 'premium');
    added += 1;
  }
  // A few hundred more, straight into the database (the scale generator), so discovery looks alive.
  if (added > 0 && generated > 0) {
    await generateMembers(db, generated, { prefix: 'demo' });
    added += generated;
  }
  return added;
}
