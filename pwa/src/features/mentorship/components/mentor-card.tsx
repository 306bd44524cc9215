import type { SuggestedMentor } from '#domain/mentorship/mentorship.ts';
import { Avatar } from '#pwa/components/ui/avatar.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';

export const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/**
 * A suggested mentor: who they are, why they suit the member (the ranking's reasons, read aloud as
 * one list), their note, and 'Ask to mentor' unless a request or a mentorship is already under way.
 */
export function MentorCard({ mentor, asked, onAsk }: { mentor: SuggestedMentor; asked: string | null; onAsk: () => void }) {
  return (
    <li className={CARD} data-mentor-card>
      <div className="flex items-start gap-3">
        <Avatar name={mentor.fullName} src={mentor.profilePicture} size="md" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-slate-900 dark:text-white">{mentor.fullName}</h3>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            {mentor.course} {mentor.branch} · {mentor.batch}
            {mentor.city && ` · ${mentor.city}`}
          </p>
        </div>
      </div>
      <ul aria-label={`Why ${mentor.fullName}`} className="mt-3 flex flex-wrap gap-x-2 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        {mentor.reasons.map((reason, i) => (
          <li key={reason} className={i === mentor.reasons.length - 1 ? 'font-semibold text-indigo-800 dark:text-indigo-300' : ''}>
            {i > 0 && <span aria-hidden="true" className="mr-2 text-slate-400">·</span>}
            {reason}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        <span className="sr-only">Topics: </span>
        {mentor.topics.join(' · ')}
      </p>
      {mentor.note && <p className="mt-2 text-sm break-words text-slate-700 italic dark:text-slate-300">“{mentor.note}”</p>}
      <div className="mt-4">
        {asked ? (
          <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{asked}</p>
        ) : (
          <button type="button" onClick={onAsk} className={buttonClasses('primary', 'sm')} aria-label={`Ask ${mentor.fullName} to mentor you`}>
            Ask to mentor
          </button>
        )}
      </div>
    </li>
  );
}
