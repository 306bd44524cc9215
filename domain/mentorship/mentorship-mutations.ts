import * as v from 'valibot';
import { defineMutations } from '../sync/define-mutations.ts';
import {
  EndMentorshipSchema,
  MentorAnswerSchema,
  MentorOfferSchema,
  MentorRequestSchema,
  MentorshipNoteSchema,
  MilestoneDoneSchema,
  MilestoneSchema,
  RateMentorshipSchema,
  RequestIdSchema,
  SessionIdSchema,
  SessionSchema,
} from './mentorship-schemas.ts';

/** A member's mentorship writes (issue 54), each queued offline like the rest and applied once. */
export const mentorshipMutations = defineMutations({
  saveMentorOffer: { args: MentorOfferSchema },
  requestMentor: { args: MentorRequestSchema },
  answerMentorRequest: { args: MentorAnswerSchema },
  withdrawMentorRequest: { args: RequestIdSchema },
  addMilestone: { args: MilestoneSchema },
  setMilestoneDone: { args: MilestoneDoneSchema },
  scheduleMentorSession: { args: SessionSchema },
  cancelMentorSession: { args: SessionIdSchema },
  addMentorshipNote: { args: MentorshipNoteSchema },
  endMentorship: { args: EndMentorshipSchema },
  rateMentorship: { args: RateMentorshipSchema },
});

export type MentorshipMutationName = keyof typeof mentorshipMutations;
export type SessionArgs = v.InferOutput<typeof SessionSchema>;
