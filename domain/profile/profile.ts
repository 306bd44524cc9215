import type { NotificationSettings } from '../notifications/notification-preferences.ts';
import type { Removal } from '../moderation/report.ts';
import type { Privacy } from './privacy.ts';

// A member's profile on the wire (spec 3 "User profile"), declared once for the server, the PWA and
// the tests. The section objects keep the spec's names (jobId, skillId, extraId, analyticsId).

export type PreviousJob = { companyName: string; position: string; duration: string };
export type JobInfo = { companyName: string; position: string; duration: string; location: string; previousCompany: PreviousJob[] };
export type Skills = { technicalSkill: string[]; nonTechnicalSkill: string[] };
export type Achievement = { title: string; description: string; date: string };
export type Extracurricular = { activity: string; description: string; duration: string };
export type ExtraInfo = { achievements: Achievement[]; extracurriculars: Extracurricular[] };
/**
 * Computed from rows, never typed in (DESIGN.md): paid donations in rupees and counts. `Donation`
 * is null when the member keeps it from the viewer (their privacy settings; ADR 0100).
 */
export type Analytics = { Donation: number | null; QueryAnswered: number; jobPosted: number; EventOrganised: number; postMade: number };

export type Profile = {
  _id: string;
  fullName: string;
  /** 'Alumni' or 'Student' from the batch (DESIGN.md); 'Admin' for the administrator. */
  role: 'Alumni' | 'Student' | 'Admin';
  /** Null only for the administrator, who has no roster record. */
  rollNumber: number | null;
  branch: string | null;
  batch: string | null;
  course: string | null;
  gender: string | null;
  cgpa: number | null;
  /** Null when the member keeps it from the viewer (their privacy settings). */
  email: string | null;
  /** Optional; null when there is none or the member keeps it from the viewer. */
  phone: string | null;
  /** Who may see the e-mail, phone, work, resume and donation total: on the member's own profile only. */
  privacy?: Privacy;
  /** How the member hears of each kind of notification besides the inbox: on their own profile only. */
  notifications?: NotificationSettings;
  /** Whether the member's messages show the other member when they are read (issue 31): on their own profile only. */
  readReceipts?: boolean;
  /** The account's state; every account that can be read is 'active'. */
  status: 'active';
  /** Ids of the members this one is connected to. */
  connections: string[];
  /** The photo's URL; null until one is uploaded. */
  profilePicture: string | null;
  /** Removed by the moderators (issue 32): others get no photo, resume, work, skills or extras. */
  removed?: Removal;
  /** The resume's URL (a PDF); null when there is none or the member keeps it from the viewer. */
  resume: string | null;
  /** Position, company, duration and previous jobs are '' / [] when the member keeps their work from the viewer. */
  jobId: JobInfo;
  skillId: Skills;
  extraId: ExtraInfo;
  analyticsId: Analytics;
  /** Issue 33: points from votes on the member's questions and answers, accepted answers and answering (ADR 0114). */
  reputation?: number;
};

/** The sections of a member who has filled none in yet. */
export const EMPTY_SECTIONS = {
  jobId: { companyName: '', position: '', duration: '', location: '', previousCompany: [] },
  skillId: { technicalSkill: [], nonTechnicalSkill: [] },
  extraId: { achievements: [], extracurriculars: [] },
} satisfies Pick<Profile, 'jobId' | 'skillId' | 'extraId'>;
