import { createAvatar, type Style, type StyleOptions } from '@dicebear/core';
import { avataaars } from '@dicebear/collection';
import sharp from 'sharp';
import type { Gender } from '#shared/enums.ts';

/**
 * Faces for the demo members (issue 24, ADR 0027): DiceBear's Avataaars style (Pablo Stanley, free
 * for personal and commercial use), drawn here from the member's id, gender and year of birth, so
 * the same member always gets the same face and nothing is fetched (D27). The picture is a PNG that
 * goes through the photos module like any member's upload.
 */
export interface PortraitSubject {
  /** Seeds every random choice: something of the member's that never changes (their demo email). */
  seed: string;
  gender: Gender | null;
  /** null when unknown: drawn as a younger adult. */
  birthYear: number | null;
}

/**
 * Drawn at 512 pixels: sharp rasterises the SVG four times faster than at 800, and cards use the
 * 400-pixel thumbnail; the profile page's display variant stays sharp at this size.
 */
export const PORTRAIT_SIZE = 512;

type AvataaarsOptions = StyleOptions<typeof avataaars extends Style<infer O> ? O : never>;

// Human skin tones only (the style's yellow and orange are left out).
const SKIN = ['614335', 'ae5d29', 'd08b5b', 'edb98a', 'ffdbb4'];
// Natural hair colours, dark ones more often; grey and silver for older members.
const HAIR_YOUNG = ['2c1b18', '2c1b18', '4a312c', '4a312c', '724133', 'a55728', 'b58143', 'd6b370'];
const HAIR_GREYING = ['2c1b18', '4a312c', '724133', 'ecdcbf', 'e8e1e1'];
const HAIR_OLDER = ['e8e1e1', 'ecdcbf', 'e8e1e1'];
const HAIR_WOMEN: NonNullable<AvataaarsOptions['top']> = [
  'bob',
  'bun',
  'curly',
  'curvy',
  'bigHair',
  'longButNotTooLong',
  'miaWallace',
  'straight01',
  'straight02',
  'straightAndStrand',
  'froBand',
];
const HAIR_MEN: NonNullable<AvataaarsOptions['top']> = [
  'shortCurly',
  'shortFlat',
  'shortRound',
  'shortWaved',
  'theCaesar',
  'theCaesarAndSidePart',
];
const HAIR_OLDER_MEN: NonNullable<AvataaarsOptions['top']> = [
  'sides',
  'shortFlat',
  'shortRound',
  'theCaesar',
  'theCaesarAndSidePart',
];
// Friendly, calm faces: no crying, rolling eyes or scowls on a directory of people to meet.
const FACE: Pick<AvataaarsOptions, 'eyes' | 'eyebrows' | 'mouth' | 'clothing' | 'accessories'> = {
  eyes: ['default', 'happy', 'squint'],
  eyebrows: ['default', 'defaultNatural', 'raisedExcited', 'raisedExcitedNatural', 'flatNatural'],
  mouth: ['smile', 'smile', 'default', 'twinkle'],
  clothing: [
    'blazerAndShirt',
    'blazerAndSweater',
    'collarAndSweater',
    'shirtCrewNeck',
    'shirtScoopNeck',
    'shirtVNeck',
    'hoodie',
  ],
  accessories: ['prescription01', 'prescription02', 'round'],
};
const CLOTHES = ['262e33', '25557c', '3c4f5c', '5199e4', '65c9ff', '929598', 'e6e6e6', 'ff5c5c', 'a7ffc4', 'ffafb9'];
const BACKGROUND = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c1f0d0'];

/** The Avataaars options for one member: hair and beard by gender, grey hair by year of birth. */
export function portraitOptions(subject: PortraitSubject): AvataaarsOptions {
  const older = subject.birthYear !== null && subject.birthYear < 1976;
  const greying = !older && subject.birthYear !== null && subject.birthYear < 1984;
  const hairColor = older ? HAIR_OLDER : greying ? HAIR_GREYING : HAIR_YOUNG;
  const man = subject.gender === 'Male';
  const woman = subject.gender === 'Female';
  const hair = man ? (older ? HAIR_OLDER_MEN : HAIR_MEN) : woman ? HAIR_WOMEN : [...HAIR_WOMEN, ...HAIR_MEN];
  return {
    seed: subject.seed,
    size: PORTRAIT_SIZE,
    backgroundColor: BACKGROUND,
    skinColor: SKIN,
    hairColor,
    facialHairColor: hairColor,
    top: hair,
    topProbability: 100,
    facialHair: man ? ['beardLight', 'beardMedium', 'beardMajestic', 'moustacheFancy'] : [],
    facialHairProbability: man ? (older ? 55 : 35) : 0,
    accessoriesProbability: older ? 40 : 15,
    clothesColor: CLOTHES,
    ...FACE,
  };
}

export const portraitSvg = (subject: PortraitSubject) => createAvatar(avataaars, portraitOptions(subject)).toString();

/** The member's portrait as a square PNG, ready for the photos module to check and re-encode. */
export const renderPortrait = (subject: PortraitSubject): Promise<Buffer> =>
  sharp(Buffer.from(portraitSvg(subject)))
    .png()
    .toBuffer();
