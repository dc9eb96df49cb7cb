import { z } from 'zod';
import { PASTOR_PROPOSAL_STATUSES } from '../enums.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../limits.ts';
import { isEmailAddress } from '../rules/email.ts';
import { hasHiddenCharacters } from '../rules/names.ts';

/**
 * D44 (amends D32): a member whose church in the directory has no pastor's email proposes their
 * pastor's name and email; the church office adds it to the directory or declines (an optional
 * reason the member reads); then the endorsement request follows as D32. The email is the
 * proposer's and the office's only.
 */
export const PASTOR_PROPOSAL_REASON_MAX = 500;
/** The office's list shows this many pending proposals, oldest first. */
export const PASTOR_PROPOSALS_PAGE = 100;

export const pastorProposalMessages = {
  nameRequired: "Please enter your pastor's name.",
  nameTooLong: `Please keep your pastor's name under ${NAME_MAX_LENGTH} characters.`,
  nameHidden: "Your pastor's name cannot contain invisible or control characters.",
  emailInvalid: 'Please enter a valid email address for your pastor.',
  reasonTooLong: `A reason can be at most ${PASTOR_PROPOSAL_REASON_MAX} characters.`,
  notInDirectory:
    'Pick your church from the directory on My Profile first: only a church of the directory can endorse its members.',
  notYourChurch: 'You can propose a pastor only for your own church.',
  alreadyListed: "Your church's entry already has a pastor's email: you can ask for your endorsement now.",
  alreadyPending: 'Your proposal is already with the church office.',
  proposed: 'Thank you. The church office will add your pastor to the directory or tell you why not.',
  notFound: 'This proposal was not found.',
  notPending: 'This proposal was already decided.',
  churchHasPastor: "This church already has a pastor's email in the directory.",
  added: "Pastor added to the church's entry.",
  declined: 'Proposal declined.',
} as const;

/** POST /api/pastor-proposals: the member's own church (as the card shows it), the pastor's name and email. */
export const pastorProposalFormSchema = z
  .strictObject({
    churchId: z.uuid(),
    pastorName: z
      .string(pastorProposalMessages.nameRequired)
      .trim()
      .min(1, pastorProposalMessages.nameRequired)
      .max(NAME_MAX_LENGTH, pastorProposalMessages.nameTooLong)
      .refine((name) => !hasHiddenCharacters(name), pastorProposalMessages.nameHidden),
    pastorEmail: z
      .string(pastorProposalMessages.emailInvalid)
      .trim()
      .max(EMAIL_MAX_LENGTH, pastorProposalMessages.emailInvalid)
      .refine(isEmailAddress, pastorProposalMessages.emailInvalid),
  })
  .meta({ id: 'PastorProposalForm' });
export type PastorProposalForm = z.output<typeof pastorProposalFormSchema>;

/** The office's decline: an optional reason the member reads. */
export const pastorProposalDeclineSchema = z
  .strictObject({
    reason: z.string().trim().max(PASTOR_PROPOSAL_REASON_MAX, pastorProposalMessages.reasonTooLong).default(''),
  })
  .meta({ id: 'PastorProposalDecline' });
export type PastorProposalDecline = z.input<typeof pastorProposalDeclineSchema>;

export const pastorProposalIdSchema = z.strictObject({ id: z.uuid() });

/** The member's own latest proposal for their current church: what they proposed and the answer. */
export const myPastorProposalSchema = z
  .object({
    proposal: z
      .object({
        id: z.string(),
        churchId: z.string(),
        pastorName: z.string(),
        pastorEmail: z.string(),
        status: z.enum(PASTOR_PROPOSAL_STATUSES),
        declineReason: z.string().nullable(),
        createdAt: z.iso.datetime(),
        decidedAt: z.iso.datetime().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'MyPastorProposal' });
export type MyPastorProposal = z.infer<typeof myPastorProposalSchema>;

/** System Settings → church directory: the pending proposals, oldest first: who, which church, the pastor. */
export const pastorProposalsPageSchema = z
  .object({
    proposals: z.array(
      z.object({
        id: z.string(),
        memberId: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        churchId: z.string(),
        church: z.string(),
        pastorName: z.string(),
        pastorEmail: z.string(),
        createdAt: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: 'PastorProposalsPage' });
export type PastorProposalsPage = z.infer<typeof pastorProposalsPageSchema>;
