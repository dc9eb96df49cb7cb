import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';

/**
 * Scale data: N realistic members written straight into the database with set-based SQL (one
 * statement per table per batch), so a million rows take about a minute. Values cycle through
 * lists with co-prime strides, so combinations vary. These members have no credential: nobody
 * can sign in as them.
 */
const FIRST_F = [
  'Grace',
  'Ruth',
  'Hannah',
  'Esther',
  'Mary',
  'Sarah',
  'Rebecca',
  'Leah',
  'Priya',
  'Anita',
  'Joy',
  'Faith',
  'Naomi',
  'Lydia',
  'Miriam',
  'Deborah',
  'Abigail',
  'Rachel',
];
const FIRST_M = [
  'Daniel',
  'Samuel',
  'Joshua',
  'David',
  'John',
  'Peter',
  'Paul',
  'Stephen',
  'Thomas',
  'Mathew',
  'Joseph',
  'Noah',
  'Caleb',
  'Aaron',
  'Philip',
  'James',
  'Andrew',
  'Simon',
];
const LAST = [
  'Thomas',
  'Mathew',
  'Joseph',
  'George',
  'Varghese',
  'Abraham',
  'Samuel',
  'David',
  'Fernando',
  'Perera',
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jacob',
  'Philip',
  'Kurian',
  'Chacko',
  'Daniel',
  'John',
];
const PLACES = [
  ['India', 'Kerala', 'Kochi'],
  ['India', 'Tamil Nadu', 'Chennai'],
  ['India', 'Karnataka', 'Bengaluru'],
  ['India', 'Maharashtra', 'Mumbai'],
  ['Sri Lanka', 'Western', 'Colombo'],
  ['UK', 'England', 'London'],
  ['US', 'Texas', 'Houston'],
  ['US', 'New York', 'New York'],
  ['Australia', 'Victoria', 'Melbourne'],
  ['UAE', 'Dubai', 'Dubai'],
  ['Canada', 'Ontario', 'Toronto'],
  ['India', 'Goa', 'Panaji'],
];
const CHURCHES = [
  "St. Mary's Orthodox Church",
  'CSI Christ Church',
  'Bethel AG Church',
  'Mar Thoma Parish',
  'First Baptist Church',
  'Holy Trinity',
  'St. Thomas Cathedral',
  'Grace Community Church',
  'New Life Fellowship',
  'Calvary Chapel',
  "St. Paul's Cathedral",
  'Emmanuel Pentecostal Church',
];
const OCCUPATIONS = [
  'Nurse',
  'Software Engineer',
  'Teacher',
  'Accountant',
  'Doctor',
  'Pharmacist',
  'Architect',
  'Civil Engineer',
  'Designer',
  'Pastor',
  'Social Worker',
  'Banker',
];
const MARITAL = ['Never Married', 'Never Married', 'Never Married', 'Divorced', 'Widowed', 'Separated'];
const EDUCATION = ['Completed', 'Completed', 'Pursuing'];
const TONGUES = ['Malayalam', 'Tamil', 'English', 'Kannada', 'Hindi', 'Sinhala', 'Telugu'];

const pick = (list: string[], stride: number) =>
  sql.raw(
    `(array[${list.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}])[1 + ((g * ${stride}) % ${list.length})]`,
  );

export async function generateMembers(
  db: Database,
  count: number,
  options: { prefix?: string; batch?: number; onProgress?: (done: number) => void } = {},
) {
  const prefix = options.prefix ?? 'gen';
  const batch = options.batch ?? 50_000;
  for (let start = 1; start <= count; start += batch) {
    const end = Math.min(count, start + batch - 1);
    const female = sql.raw('(g % 2 = 0)');
    await db.execute(sql`
      insert into users (id, name, email, email_verified, first_name, last_name, country_code, phone_number, created_at, updated_at)
      select ${prefix} || '-' || g, 'Member ' || g, ${prefix} || g || '@scale.example.org', true,
        case when ${female} then ${pick(FIRST_F, 7)} else ${pick(FIRST_M, 7)} end, ${pick(LAST, 11)},
        '+91', lpad((9000000000 + g)::text, 10, '0'),
        now() - make_interval(secs => g * 37), now()
      from generate_series(${start}::bigint, ${end}::bigint) g`);
    await db.execute(sql`
      insert into profiles (user_id, profile_status, gender, looking_for, dob, profile_created_by, marital_status, mother_tongue, church, pastor_name,
        country, state, city, postal_code, height_cm, weight_kg, degree, institution, education_status, occupation, designation, company,
        salary, religion, caste, profile_summary,
        partner_age_min, partner_age_max, partner_marital_status, partner_occupation, partner_location)
      select ${prefix} || '-' || g, 'complete', (case when ${female} then 'Female' else 'Male' end)::gender,
        (case when ${female} then 'Male' else 'Female' end)::gender,
        case when g % 50 = 0 then null else (date '1970-01-01' + ((g * 7919) % 11000)::int) end,
        'Self', ${pick(MARITAL, 5)}::marital_status, ${pick(TONGUES, 3)}, ${pick(CHURCHES, 13)}, 'Rev. Peter',
        ${sql.raw(`(array[${PLACES.map((p) => `'${p[0]}'`).join(',')}])[1 + ((g * 17) % ${PLACES.length})]`)},
        ${sql.raw(`(array[${PLACES.map((p) => `'${p[1]}'`).join(',')}])[1 + ((g * 17) % ${PLACES.length})]`)},
        ${sql.raw(`(array[${PLACES.map((p) => `'${p[2]}'`).join(',')}])[1 + ((g * 17) % ${PLACES.length})]`)},
        '100001', 150 + (g * 13) % 45, 50 + (g * 7) % 40, 'Bachelor''s degree', 'City University', ${pick(EDUCATION, 7)}::education_status,
        ${pick(OCCUPATIONS, 5)}, 'Senior', 'Good Works Ltd', 'Prefer to discuss', 'Christian', 'Protestant', 'A member of our church family.',
        -- D36: two in three state an age range; fewer a marriage status, a line of work or a country.
        case when g % 3 <> 0 then 22 + (g % 8) end, case when g % 3 <> 0 then 32 + (g % 12) end,
        case when g % 4 = 0 then 'Never Married'::marital_status end,
        case when g % 7 = 0 then ${pick(OCCUPATIONS, 3)} end,
        case when g % 5 = 0 then ${sql.raw(`(array[${PLACES.map((p) => `'${p[0]}'`).join(',')}])[1 + ((g * 3) % ${PLACES.length})]`)} end
      from generate_series(${start}::bigint, ${end}::bigint) g`);
    options.onProgress?.(end);
  }
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze profiles`);
}
