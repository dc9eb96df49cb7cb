/**
 * The database schema in one object, as Drizzle wants it. The tables live one noun per file in
 * schema/; this file only gathers them (the one index file of the project: Drizzle's query API and
 * drizzle-kit need the whole schema at once).
 */
import * as accounts from './schema/accounts.ts';
import * as activity from './schema/activity.ts';
import * as audit from './schema/audit.ts';
import * as calls from './schema/calls.ts';
import * as churches from './schema/churches.ts';
import * as churchOffice from './schema/church-office.ts';
import * as conversations from './schema/conversations.ts';
import * as endorsements from './schema/endorsements.ts';
import * as family from './schema/family.ts';
import * as enums from './schema/enums.ts';
import * as interests from './schema/interests.ts';
import * as notifications from './schema/notifications.ts';
import * as photos from './schema/photos.ts';
import * as photoVerifications from './schema/photo-verifications.ts';
import * as profiles from './schema/profiles.ts';
import * as recommendations from './schema/recommendations.ts';
import * as dataExports from './schema/data-exports.ts';
import * as relations from './schema/relations.ts';
import * as reports from './schema/reports.ts';
import * as settings from './schema/settings.ts';
import * as twoFactor from './schema/two-factor.ts';

export const schema = {
  ...enums,
  ...accounts,
  ...churches,
  ...churchOffice,
  ...endorsements,
  ...profiles,
  ...photos,
  ...photoVerifications,
  ...interests,
  ...relations,
  ...activity,
  ...reports,
  ...audit,
  ...conversations,
  ...calls,
  ...notifications,
  ...recommendations,
  ...dataExports,
  ...twoFactor,
  ...settings,
  ...family,
};
export type Schema = typeof schema;
