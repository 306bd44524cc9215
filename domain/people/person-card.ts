import * as v from 'valibot';
import type { Profile } from '../profile/profile.ts';
import { noNul } from '../validation.ts';

/**
 * A member as people search, the directory and the offline classmates list show them: who they
 * are and where they work, as the viewer may see it. Never an e-mail or phone (DESIGN.md);
 * `position` and `companyName` are '' when the member keeps their work from the viewer
 * (docs/decisions/0074-profile-privacy.md, 0100-donation-and-work-privacy.md).
 */
export type PersonCard = {
  _id: string;
  fullName: string;
  rollNumber: number;
  role: 'Alumni' | 'Student';
  batch: string;
  branch: string;
  course: string;
  position: string;
  companyName: string;
  /** The current job's location. */
  city: string;
  profilePicture: string | null;
  /** Issue 33: the member's reputation, where the directory shows it (GET /api/people). */
  reputation?: number;
};

export const SEARCH_QUERY_MAX = 100;
/** The nav box shows this many suggestions (spec: 'Suggestion'). */
export const SEARCH_LIMIT = 10;

/** POST /api/search {query}: trimmed; empty finds nobody. */
export const SearchSchema = v.object({
  query: v.pipe(
    v.string('Type a name, roll number, company, branch or batch to search'),
    v.trim(),
    noNul<string>(),
    v.maxLength(SEARCH_QUERY_MAX, `Search for at most ${SEARCH_QUERY_MAX} characters`),
  ),
});

export const DIRECTORY_PAGE_SIZE = 24;
const filterText = (name: string) =>
  v.optional(v.pipe(v.string(), v.trim(), noNul<string>(), v.maxLength(100, `${name} is at most 100 characters`)), '');

/** GET /api/people: the directory's filters (all optional) and page. */
export const DirectoryQuerySchema = v.object({
  batch: filterText('Batch'),
  course: filterText('Course'),
  branch: filterText('Branch'),
  company: filterText('Company'),
  city: filterText('City'),
  page: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'Page must be a whole number'), v.transform(Number), v.minValue(1, 'Page must be at least 1')),
    '1',
  ),
});
export type DirectoryQuery = v.InferOutput<typeof DirectoryQuerySchema>;

/** GET /api/people's answer. */
/**
 * A directory page. `total` is exact up to DIRECTORY_COUNT_CAP; past it, `totalCapped` is true and
 * the screen says "1000+" (counting a whole college on every page costs more than the page itself).
 */
export type DirectoryPage = { users: PersonCard[]; total: number; totalCapped: boolean; page: number; pageSize: number };
export const DIRECTORY_COUNT_CAP = 1000;
/** GET /api/people/filters: the values the directory's selects offer. */
export type DirectoryFilters = { batches: string[]; courses: string[]; branches: string[] };

/** A member's profile as a person card: what a device keeps of them after connecting from it. */
export function cardOfProfile(p: Profile): PersonCard {
  return {
    _id: p._id,
    fullName: p.fullName,
    rollNumber: p.rollNumber ?? 0,
    role: p.role === 'Student' ? 'Student' : 'Alumni',
    batch: p.batch ?? '',
    branch: p.branch ?? '',
    course: p.course ?? '',
    position: p.jobId.position,
    companyName: p.jobId.companyName,
    city: p.jobId.location,
    profilePicture: p.profilePicture,
  };
}
