import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { roleLabel } from '#domain/accounts/student-record.ts';
import { MENTOR_CAPACITY_MAX, MENTOR_TOPICS, type MentorCard } from '#domain/mentorship/mentorship.ts';
import { MentorOfferSchema } from '#domain/mentorship/mentorship-schemas.ts';
import { parseWith } from '#domain/validation.ts';
import { SelectField } from '#pwa/components/form/select-field.tsx';
import { TextAreaField, TextField } from '#pwa/components/form/text-field.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { localDb } from '#pwa/sync/local-db.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { saveOffer } from '../api/mentorship-actions.ts';

const splitTags = (text: string) => text.split(',').map((t) => t.trim()).filter(Boolean);

function OfferForm({ me, offer }: { me: MentorCard; offer: MentorCard | undefined }) {
  const standard = new Set<string>(MENTOR_TOPICS);
  const [chosen, setChosen] = useState<string[]>(offer?.topics.filter((t) => standard.has(t)) ?? []);
  const [tags, setTags] = useState((offer?.topics ?? []).filter((t) => !standard.has(t)).join(', '));
  const [capacity, setCapacity] = useState(String(offer?.capacity ?? 2));
  const [note, setNote] = useState(offer?.note ?? '');
  const [paused, setPaused] = useState(offer?.paused ?? false);
  const [error, setError] = useState<string>();
  const { status, handleSubmit } = useSubmit((input: Parameters<typeof saveOffer>[1]) => saveOffer(me, input), { doneMs: 0 });
  const prepare = () => {
    const parsed = parseWith(MentorOfferSchema, { topics: [...chosen, ...splitTags(tags)], capacity: Number(capacity), note, paused });
    setError(parsed.ok ? undefined : parsed.message);
    return parsed.ok ? parsed.value : undefined;
  };
  return (
    <form noValidate aria-label="Mentor students and alumni" onSubmit={handleSubmit(prepare)} className="mt-4 space-y-4">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">Topics you can help with</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {MENTOR_TOPICS.map((topic) => (
            <label key={topic} className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-800 has-checked:border-indigo-600 has-checked:bg-indigo-50 dark:border-slate-600 dark:text-slate-200 dark:has-checked:bg-indigo-500/15">
              <input type="checkbox" checked={chosen.includes(topic)} onChange={(e) => setChosen(e.target.checked ? [...chosen, topic] : chosen.filter((t) => t !== topic))} className="accent-indigo-600" />
              {topic}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField id="offer-tags" label="More topics (comma-separated)" placeholder="e.g. Data science, GATE, Product management" value={tags} onChange={(e) => setTags(e.target.value)} error={error} />
      <SelectField id="offer-capacity" label="Mentees at once" value={capacity} onChange={(e) => setCapacity(e.target.value)} options={Array.from({ length: MENTOR_CAPACITY_MAX }, (_, i) => String(i + 1))} />
      <TextAreaField id="offer-note" label="How you like to help (optional)" maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      <label className="flex items-center gap-3 text-slate-800 dark:text-slate-200">
        <input type="checkbox" checked={paused} onChange={(e) => setPaused(e.target.checked)} className="size-4 accent-indigo-600" />
        Pause: take no new requests for now
      </label>
      {offer?.pausedByOffice && <p className="text-sm font-medium text-amber-800 dark:text-amber-300">The alumni office has paused your offer. Write to them to take requests again.</p>}
      <button type="submit" disabled={status === 'busy'} className={buttonClasses('primary', 'md')}>
        {offer ? 'Save offer' : 'Offer to mentor'}
      </button>
    </form>
  );
}

/**
 * The profile's "Mentor students and alumni" (issue 54), for alumni: topics, places and a note,
 * and the pause switch. Saved as a queued change, so it works offline.
 */
export function MentorOfferSection() {
  const user = useSessionStore((s) => s.user);
  const data = useLiveQuery(async () => (user ? { profile: await localDb.profile.get(user._id), offer: await localDb.mentors.get(user._id) } : undefined), [user?._id]);
  if (!user || !data?.profile || roleLabel(data.profile.batch ?? '', new Date()) !== 'Alumni') return null;
  const { profile, offer } = data;
  const me: MentorCard = offer ?? {
    _id: user._id,
    userId: user._id,
    fullName: profile.fullName,
    role: 'Alumni',
    batch: profile.batch ?? '',
    branch: profile.branch ?? '',
    course: profile.course ?? '',
    position: profile.jobId.position,
    companyName: profile.jobId.companyName,
    city: profile.jobId.location,
    profilePicture: profile.profilePicture,
    skills: [...profile.skillId.technicalSkill, ...profile.skillId.nonTechnicalSkill],
    topics: [],
    note: '',
    capacity: 2,
    active: 0,
    placesLeft: 2,
    updatedAt: new Date().toISOString(),
  };
  return (
    <section id="mentoring" aria-labelledby="mentoring-title" className="scroll-mt-24 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 id="mentoring-title" className="text-xl font-bold text-slate-900 dark:text-white">
        Mentor students and alumni
      </h2>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        {offer ? `${offer.active} of ${offer.capacity} places taken.` : 'Share what you know: students and younger alumni ask you for an hour of guidance.'}
      </p>
      <OfferForm key={offer?.updatedAt ?? 'new'} me={me} offer={offer} />
    </section>
  );
}
