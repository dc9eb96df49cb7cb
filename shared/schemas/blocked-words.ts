import { z } from 'zod';
import { LANGUAGES } from '../enums.ts';
import type { FieldName, PROFILE_FIELDS } from '../profile-fields.ts';
import { normalizeBlockedWord } from '../rules/blocked-words.ts';

/** D42: at most this many characters a blocked word, and this many words added at once. */
export const BLOCKED_WORD_MAX_LENGTH = 60;
export const BLOCKED_WORDS_PER_ADD = 50;

export const blockedWordsMessages = {
  /** A member's text holds a blocked word: the field is named, never the word nor the list. */
  refused: (field: string) => `${field} contains a word that is not allowed here.`,
  noLetters: 'A blocked word needs at least one letter or digit.',
  tooLong: `A blocked word can be at most ${BLOCKED_WORD_MAX_LENGTH} characters.`,
  tooMany: `Add at most ${BLOCKED_WORDS_PER_ADD} words at a time.`,
  none: 'Write at least one word.',
  chooseLanguage: 'Choose a language.',
  notFound: 'That word is not on the list.',
} as const;

/** The profile's free texts: its fields of kind text or textarea (names included; a choice, a phone or an email is not one). */
export type ProfileTextField = {
  [K in FieldName]: (typeof PROFILE_FIELDS)[K]['kind'] extends 'text' | 'textarea' ? K : never;
}[FieldName];

/**
 * The English names of the texts a member writes, as the refusal names them (the web says them in
 * the member's language). The profile's free texts are the text fields of shared/profile-fields.ts
 * (server/modules/profiles reads them from there); a message is a conversation's.
 */
export const BLOCKED_WORD_FIELD_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  motherTongue: 'Mother Tongue',
  church: 'Church',
  pastorName: 'Pastor Name',
  pastorContact: 'Pastor Contact',
  address: 'Address',
  country: 'Country',
  state: 'State',
  city: 'City',
  postalCode: 'Postal Code',
  bodyShape: 'Body Shape',
  hairColor: 'Hair Color',
  eyeColor: 'Eye Color',
  bodyArt: 'Body Art',
  starNakshatra: 'Star / Nakshatra',
  rasiZodiac: 'Rasi / Zodiac',
  placeOfBirth: 'Place of Birth',
  gothram: 'Gothram',
  degree: 'Degree',
  institution: 'Institution',
  occupation: 'Occupation',
  designation: 'Designation',
  company: 'Company',
  salary: 'Salary (per year)',
  religion: 'Religion',
  caste: 'Caste / Denomination',
  subCaste: 'Sub Caste',
  politicalView: 'Political View',
  hobbies: 'Hobbies',
  favoriteMusic: 'Favorite Music',
  favoriteBooks: 'Favorite Books',
  favoriteSports: 'Favorite Sports',
  profileSummary: 'Profile Summary',
  fatherName: "Father's Name",
  fatherOccupation: "Father's Occupation",
  motherName: "Mother's Name",
  motherOccupation: "Mother's Occupation",
  siblings: 'Siblings',
  partnerEducation: "Partner's education",
  partnerOccupation: "Partner's line of work",
  partnerLocation: 'Where your partner lives',
  partnerChurch: "Partner's congregation",
  message: 'Your message',
} as const satisfies Record<ProfileTextField | 'message', string>;
export type BlockedWordField = keyof typeof BLOCKED_WORD_FIELD_LABELS;
export const PROFILE_TEXT_FIELDS = Object.keys(BLOCKED_WORD_FIELD_LABELS).filter(
  (field): field is ProfileTextField => field !== 'message',
);

const language = z.enum(LANGUAGES, blockedWordsMessages.chooseLanguage);

const word = z
  .string(blockedWordsMessages.none)
  .trim()
  .min(1, blockedWordsMessages.none)
  .max(BLOCKED_WORD_MAX_LENGTH, blockedWordsMessages.tooLong)
  .refine((value) => normalizeBlockedWord(value) !== '', blockedWordsMessages.noLetters);

export const blockedWordsQuerySchema = z.strictObject({ language });

/** One word or several at once (one a line in the form). */
export const blockedWordsAddSchema = z
  .strictObject({
    language,
    words: z
      .array(word, blockedWordsMessages.none)
      .min(1, blockedWordsMessages.none)
      .max(BLOCKED_WORDS_PER_ADD, blockedWordsMessages.tooMany),
  })
  .meta({ id: 'BlockedWordsAdd' });
export type BlockedWordsAdd = z.infer<typeof blockedWordsAddSchema>;

export const blockedWordSchema = z.object({
  id: z.uuid(),
  word: z.string(),
  createdAt: z.iso.datetime(),
});
export type BlockedWord = z.infer<typeof blockedWordSchema>;

/** One language's list, alphabetical. */
export const blockedWordsListSchema = z
  .object({ language, words: z.array(blockedWordSchema) })
  .meta({ id: 'BlockedWordsList' });
export type BlockedWordsList = z.infer<typeof blockedWordsListSchema>;
