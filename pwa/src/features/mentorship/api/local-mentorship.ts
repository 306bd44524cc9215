import { useLiveQuery } from 'dexie-react-hooks';
import { byCode } from '#domain/compare-text.ts';
import type { Mentee } from '#domain/mentorship/mentor-ranking.ts';
import type { MentorCard, MentorRequest, Mentorship, MentorshipMilestone, MentorshipNote, MentorshipSession } from '#domain/mentorship/mentorship.ts';
import { hasPulled, localDb } from '#pwa/sync/local-db.ts';

// The member's mentorship as this device keeps it (the synced tables): the screens read it offline.

export type MentorshipHome = {
  /** False until this member's first pull has landed. */
  pulled: boolean;
  me: Mentee;
  /** The member's own card, when they offer to mentor. */
  offer: MentorCard | undefined;
  /** Every other mentor's card: the ranking's input. */
  mentors: MentorCard[];
  requests: MentorRequest[];
  mentorships: Mentorship[];
};

const newest = <T extends { createdAt?: string; startedAt?: string }>(a: T, b: T) => byCode(b.createdAt ?? b.startedAt ?? '', a.createdAt ?? a.startedAt ?? '');

export function useMentorshipHome(userId: string): MentorshipHome | undefined {
  return useLiveQuery(async () => {
    const [cards, requests, mentorships, profile, pulled] = await Promise.all([
      localDb.mentors.toArray(),
      localDb.mentorRequests.toArray(),
      localDb.mentorships.toArray(),
      localDb.profile.get(userId),
      hasPulled(userId),
    ]);
    const me: Mentee = {
      userId,
      branch: profile?.branch ?? '',
      course: profile?.course ?? '',
      batch: profile?.batch ?? '',
      city: profile?.jobId.location ?? '',
      skills: [...(profile?.skillId.technicalSkill ?? []), ...(profile?.skillId.nonTechnicalSkill ?? [])],
    };
    return {
      pulled,
      me,
      offer: cards.find((c) => c.userId === userId),
      mentors: cards.filter((c) => c.userId !== userId),
      requests: requests.sort(newest),
      mentorships: mentorships.sort(newest),
    };
  }, [userId]);
}

export type MentorshipWhole = {
  mentorship: Mentorship | undefined;
  milestones: MentorshipMilestone[];
  sessions: MentorshipSession[];
  notes: MentorshipNote[];
};

/** One mentorship and its parts; `mentorship` undefined when this device has no such row. */
export function useMentorshipWhole(id: string): MentorshipWhole | undefined {
  return useLiveQuery(async () => {
    const [mentorship, milestones, sessions, notes] = await Promise.all([
      localDb.mentorships.get(id),
      localDb.mentorshipMilestones.where('mentorshipId').equals(id).toArray(),
      localDb.mentorshipSessions.where('mentorshipId').equals(id).toArray(),
      localDb.mentorshipNotes.where('mentorshipId').equals(id).toArray(),
    ]);
    return {
      mentorship,
      milestones: milestones.sort((a, b) => byCode(a.createdAt, b.createdAt)),
      sessions: sessions.sort((a, b) => byCode(a.startsAt, b.startsAt)),
      notes: notes.sort((a, b) => byCode(a.createdAt, b.createdAt)),
    };
  }, [id]);
}
