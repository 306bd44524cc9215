import { formatLakhs } from '#domain/jobs/lakhs.ts';
import type { Profile } from '#domain/profile/profile.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { DetailList } from './detail-list.tsx';
import { EmptyText, ProfileSection } from './profile-section.tsx';
import { questionDate } from '#domain/queries/query-dates.ts';
import { countText } from '#domain/count-text.ts';

// An achievement's date is a calendar day ('2023-03-10'): read and shown as that day, '10 Mar, 2023'.
const calendarDay = (day: string) => questionDate(day, 'UTC');

// The read side of the profile's sections (spec 2), shared by the own profile and, read-only, by
// another member's. `edit` opens a section's dialog; without it nothing can be changed.
export type SectionEditor = {
  job(): void;
  skills(): void;
  extra(kind: 'achievements' | 'extracurriculars', index?: number): void;
  remove(kind: 'achievements' | 'extracurriculars', index: number): void;
};

const orNotSpecified = (text: string) => text || 'Not specified';

export function JobHistory({ profile, edit }: { profile: Profile; edit?: SectionEditor }) {
  const job = profile.jobId;
  return (
    <ProfileSection id="job-history" title="Job History" action={edit && { label: job.companyName ? 'Edit Job' : 'Add Job', onClick: edit.job }}>
      <h3 className="text-sm font-bold tracking-wide text-slate-500 uppercase dark:text-slate-400">Current Position</h3>
      <DetailList
        className="mt-3 grid gap-4 sm:grid-cols-2"
        rows={[
          ['Position', orNotSpecified(job.position)],
          ['Company', orNotSpecified(job.companyName)],
          ['Location', orNotSpecified(job.location)],
          ['Duration', orNotSpecified(job.duration)],
        ]}
      />
      <h3 className="mt-6 text-sm font-bold tracking-wide text-slate-500 uppercase dark:text-slate-400">Previous Experience</h3>
      {job.previousCompany.length === 0 ? (
        <div className="mt-2">
          <EmptyText>No previous jobs listed</EmptyText>
        </div>
      ) : (
        <ul className="mt-3 space-y-3">
          {job.previousCompany.map((p, i) => (
            <li key={i} className="rounded-2xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
              <p className="font-semibold text-slate-900 dark:text-white">{p.position || 'Not specified'}</p>
              <p className="text-slate-600 dark:text-slate-300">
                {p.companyName}
                {p.duration && ` · ${p.duration}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}

const Chips = ({ items, empty }: { items: string[]; empty: string }) =>
  items.length === 0 ? (
    <EmptyText>{empty}</EmptyText>
  ) : (
    <ul className="flex flex-wrap gap-2">
      {items.map((s) => (
        <li key={s} className="rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-200">
          {s}
        </li>
      ))}
    </ul>
  );

export function Skills({ profile, edit }: { profile: Profile; edit?: SectionEditor }) {
  return (
    <ProfileSection id="skills" title="Skills" action={edit && { label: 'Edit Skills', onClick: edit.skills }}>
      <h3 className="mb-2 font-semibold text-slate-800 dark:text-slate-200">Technical</h3>
      <Chips items={profile.skillId.technicalSkill} empty="No technical skills listed" />
      <h3 className="mt-5 mb-2 font-semibold text-slate-800 dark:text-slate-200">Non-Technical</h3>
      <Chips items={profile.skillId.nonTechnicalSkill} empty="No non-technical skills listed" />
    </ProfileSection>
  );
}

type ExtraProps = { profile: Profile; kind: 'achievements' | 'extracurriculars'; edit?: SectionEditor };
const EXTRA = {
  achievements: { id: 'achievements', title: 'Achievements', add: 'Add Achievement', empty: 'No achievements listed', noun: 'achievement' },
  extracurriculars: { id: 'extracurricular', title: 'Extracurricular', add: 'Add Extracurricular', empty: 'No extracurricular activities listed', noun: 'activity' },
} as const;

export function ExtraList({ profile, kind, edit }: ExtraProps) {
  const text = EXTRA[kind];
  const items = profile.extraId[kind].map((item) =>
    'title' in item
      ? { name: item.title, description: item.description, meta: item.date && calendarDay(item.date) }
      : { name: item.activity, description: item.description, meta: item.duration },
  );
  return (
    <ProfileSection id={text.id} title={text.title} action={edit && { label: text.add, onClick: () => edit.extra(kind) }}>
      {items.length === 0 ? (
        <EmptyText>{text.empty}</EmptyText>
      ) : (
        <ul className="space-y-3">
          {items.map((item, i) => (
            <li key={i} className="rounded-2xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
              <p className="font-semibold break-words text-slate-900 dark:text-white">{item.name}</p>
              {item.description && <p className="mt-1 break-words text-slate-700 dark:text-slate-300">{item.description}</p>}
              {item.meta && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{item.meta}</p>}
              {edit && (
                <div className="mt-2 flex gap-2">
                  <button type="button" onClick={() => edit.extra(kind, i)} className={buttonClasses('ghost', 'sm')} aria-label={`Edit ${text.noun}: ${item.name}`}>
                    Edit
                  </button>
                  <button
                    type="button"
                    onClick={() => edit.remove(kind, i)}
                    className={buttonClasses('ghost', 'sm', 'text-red-700 dark:text-red-300')}
                    aria-label={`Remove ${text.noun}: ${item.name}`}
                  >
                    Remove
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}

export function Analytics({ profile }: { profile: Profile }) {
  const a = profile.analyticsId;
  // Null when the member keeps what they gave from this viewer (ADR 0100): 'Private', never a misleading ₹0.
  const hidden = a.Donation === null;
  const tiles = [
    ['Donation', a.Donation === null ? 'Private' : formatLakhs(a.Donation)],
    ['Answers', a.QueryAnswered],
    ['Jobs Posted', a.jobPosted],
    ['Events', a.EventOrganised],
    ['Posts', a.postMade],
    // Issue 33: computed by the server from votes, answers and accepts (ADR 0114).
    ...(profile.reputation === undefined ? [] : ([['Reputation', countText(profile.reputation)]] as const)),
  ] as const;
  return (
    <ProfileSection id="analytics" title="Analytics">
      <dl className={`grid grid-cols-2 gap-3 ${tiles.length > 5 ? 'sm:grid-cols-3' : 'sm:grid-cols-5'}`}>
        {tiles.map(([term, value]) => (
          <div key={term} className="flex flex-col-reverse rounded-2xl bg-slate-50 px-4 py-3 text-center dark:bg-slate-800/60">
            <dt className="mt-1 text-sm text-slate-600 dark:text-slate-400">{term}</dt>
            <dd className={`text-2xl font-bold ${hidden && term === 'Donation' ? 'text-slate-500 dark:text-slate-400' : 'text-slate-900 dark:text-white'}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </ProfileSection>
  );
}
