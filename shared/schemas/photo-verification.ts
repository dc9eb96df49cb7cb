import { z } from 'zod';
import { PHOTO_VERIFICATION_STATUSES } from '../enums.ts';

/**
 * D43: a member verifies their photos with two live selfies taken by the browser's camera (no
 * upload), each in a pose the server draws at random from VERIFICATION_POSES, within
 * VERIFICATION_MINUTES. A moderator compares them with the profile photos and approves, or rejects
 * with a reason. 'Photo verified' shows on cards and the profile until the profile photo changes.
 * The selfies are deleted when the decision is made and never reach another member.
 */
export const VERIFICATION_MINUTES = 10;
/** Poses drawn per attempt. */
export const VERIFICATION_POSE_COUNT = 2;
/** Attempts (pairs of poses drawn) a member may start in any 7 days. */
export const VERIFICATION_ATTEMPTS_PER_WEEK = 3;

/**
 * The poses, each a short instruction and a pictogram (the web translates the instruction by id:
 * `verification.poses.<id>`). The English texts are the spec's language and the moderator's fallback.
 */
export const VERIFICATION_POSES = {
  'thumbs-up': { pictogram: '👍', text: 'Give a thumbs up beside your face' },
  'peace-sign': { pictogram: '✌️', text: 'Make a peace sign beside your face' },
  wave: { pictogram: '👋', text: 'Wave at the camera with an open hand' },
  'point-up': { pictogram: '☝️', text: 'Point up with one finger' },
  'ok-sign': { pictogram: '👌', text: 'Make an OK sign with one hand' },
  'three-fingers': { pictogram: '🤟', text: 'Hold up three fingers' },
  fist: { pictogram: '✊', text: 'Hold up a closed fist beside your face' },
  'hand-on-heart': { pictogram: '🫶', text: 'Put one hand on your heart' },
  'hand-on-head': { pictogram: '🙆', text: 'Put one hand on top of your head' },
  'touch-nose': { pictogram: '👃', text: 'Touch your nose with one finger' },
  'touch-ear': { pictogram: '👂', text: 'Touch one ear with your hand' },
  'cover-eye': { pictogram: '🙈', text: 'Cover one eye with your hand' },
  'chin-on-hand': { pictogram: '🤔', text: 'Rest your chin on your hand' },
  'palm-on-cheek': { pictogram: '🤗', text: 'Put your palm on your cheek' },
  'look-left': { pictogram: '👈', text: 'Turn your head to your left' },
  'look-right': { pictogram: '👉', text: 'Turn your head to your right' },
  'tilt-head': { pictogram: '🙂', text: 'Tilt your head to one side' },
  'big-smile': { pictogram: '😁', text: 'Smile widely, showing your teeth' },
  'eyes-closed': { pictogram: '😌', text: 'Close your eyes' },
  'raise-eyebrows': { pictogram: '😮', text: 'Raise your eyebrows' },
  'point-at-camera': { pictogram: '🫵', text: 'Point at the camera' },
  salute: { pictogram: '🫡', text: 'Salute with one hand' },
} as const;
export type VerificationPoseId = keyof typeof VERIFICATION_POSES;
export const VERIFICATION_POSE_IDS = Object.keys(VERIFICATION_POSES) as [VerificationPoseId, ...VerificationPoseId[]];

export const verificationMessages = {
  badge: 'Photo verified',
  badgeMeans: 'A moderator compared two live selfies with this member’s profile photo.',
  needsPhoto: 'Add a profile photo first: the moderators compare your selfies with it.',
  alreadyVerified: 'Your photos are already verified.',
  alreadyWaiting: 'Your selfies are with the moderators. We will tell you their decision.',
  tooMany: `You can try ${VERIFICATION_ATTEMPTS_PER_WEEK} times a week. Please try again later.`,
  notFound: 'This verification was not found.',
  expired: `These poses have expired (they last ${VERIFICATION_MINUTES} minutes). Please start again.`,
  poseNotAsked: 'This pose was not asked for in this verification.',
  alreadySent: 'A selfie for this pose was already sent.',
  selfieSaved: 'Selfie saved.',
  submitted: 'Thank you. A moderator will compare your selfies with your profile photo.',
  notWaiting: 'This verification is not waiting for a decision.',
  approved: 'Photo verification approved.',
  rejected: 'Photo verification rejected.',
} as const;

const poseIdSchema = z.enum(VERIFICATION_POSE_IDS);

/** POST /api/photo-verification: the attempt and its poses, to answer within the time left. */
export const verificationAttemptSchema = z
  .object({ id: z.uuid(), poses: z.array(poseIdSchema), answered: z.array(poseIdSchema), expiresAt: z.iso.datetime() })
  .meta({ id: 'VerificationAttempt' });
export type VerificationAttempt = z.infer<typeof verificationAttemptSchema>;

/** My Profile's verification card: where the member stands. */
export const myVerificationSchema = z
  .object({
    verified: z.boolean(),
    verifiedAt: z.iso.datetime().nullable(),
    /** The latest attempt's state, or null when there is none. */
    latest: z
      .object({
        status: z.enum(PHOTO_VERIFICATION_STATUSES),
        reason: z.string().nullable(),
        decidedAt: z.iso.datetime().nullable(),
      })
      .nullable(),
    /** An attempt still open (poses drawn, not all answered, not expired). */
    open: verificationAttemptSchema.nullable(),
    attemptsLeft: z.number().int(),
    hasProfilePhoto: z.boolean(),
  })
  .meta({ id: 'MyVerification' });
export type MyVerification = z.infer<typeof myVerificationSchema>;

/** The answer to one selfie: the poses answered so far, and whether the attempt now waits for a moderator. */
export const selfieAnswerSchema = z
  .object({ answered: z.array(poseIdSchema), submitted: z.boolean(), message: z.string() })
  .meta({ id: 'SelfieAnswer' });
export type SelfieAnswer = z.infer<typeof selfieAnswerSchema>;

/** A selfie's form fields besides the file: the pose it answers. */
export const selfieQuerySchema = z.strictObject({ pose: poseIdSchema });

/** The moderators' 'Verification' queue: the selfies beside the member's profile photos. */
export const verificationQueueItemSchema = z.object({
  id: z.uuid(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  submittedAt: z.iso.datetime(),
  poses: z.array(poseIdSchema),
  selfies: z.array(z.object({ pose: poseIdSchema, url: z.string() })),
  /** The member's profile and gallery photos (display URLs). */
  photoUrls: z.array(z.string()),
});
export const verificationQueueSchema = z
  .object({ items: z.array(verificationQueueItemSchema) })
  .meta({ id: 'VerificationQueue' });
export type VerificationQueue = z.infer<typeof verificationQueueSchema>;
export type VerificationQueueItem = z.infer<typeof verificationQueueItemSchema>;
