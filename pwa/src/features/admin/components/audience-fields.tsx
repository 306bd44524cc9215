import { SIGNED_UP, STANDINGS, type Audience } from '#domain/announcements/audience.ts';
import { TextField } from '#pwa/components/form/text-field.tsx';

/** The audience as the form holds it: what the inputs show, turned into the wire's shape by `toAudience`. */
export type AudienceDraft = {
  graduatingFrom: string;
  graduatingTo: string;
  branches: string;
  courses: string;
  standing: keyof typeof STANDINGS;
  city: string;
  company: string;
  signedUp: keyof typeof SIGNED_UP;
};

export const EMPTY_AUDIENCE: AudienceDraft = { graduatingFrom: '', graduatingTo: '', branches: '', courses: '', standing: 'all', city: '', company: '', signedUp: 'yes' };

const year = (s: string) => (s.trim() === '' ? null : Number(s));
const list = (s: string) => s.split(',').map((x) => x.trim()).filter(Boolean);

export const toAudience = (d: AudienceDraft): Audience => ({
  graduatingFrom: year(d.graduatingFrom),
  graduatingTo: year(d.graduatingTo),
  branches: list(d.branches),
  courses: list(d.courses),
  standing: d.standing,
  city: d.city.trim(),
  company: d.company.trim(),
  signedUp: d.signedUp,
});

const legend = 'text-sm font-semibold text-slate-800 dark:text-slate-200';

function Choice<K extends string>(props: { name: string; label: string; options: Record<K, string>; value: K; onChange: (k: K) => void }) {
  return (
    <fieldset>
      <legend className={`${legend} mb-2`}>{props.label}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {(Object.keys(props.options) as K[]).map((k) => (
          <label key={k} className="flex items-center gap-2 text-slate-800 dark:text-slate-200">
            <input type="radio" name={props.name} value={k} checked={props.value === k} onChange={() => props.onChange(k)} className="size-4" />
            {props.options[k]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Who it reaches: batch years, branches, courses, standing, city, company, signed up or not. */
export function AudienceFields({ draft, onChange, errors }: { draft: AudienceDraft; onChange: (d: AudienceDraft) => void; errors: Record<string, string> }) {
  const text = (name: 'graduatingFrom' | 'graduatingTo' | 'branches' | 'courses' | 'city' | 'company') => ({
    id: `audience-${name}`,
    value: draft[name],
    onChange: (e: { target: { value: string } }) => onChange({ ...draft, [name]: e.target.value }),
    error: errors[`audience.${name}`] ?? Object.entries(errors).find(([p]) => p.startsWith(`audience.${name}.`))?.[1],
  });
  const membersOnly = draft.signedUp === 'no';
  return (
    <fieldset className="rounded-2xl border border-slate-200 px-4 pb-4 sm:px-5 sm:pb-5 dark:border-slate-700">
      <legend className="px-1 text-base font-bold text-slate-900 dark:text-white">Audience</legend>
      <div className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...text('graduatingFrom')} label="Graduating from (year)" type="number" inputMode="numeric" min={1950} max={2100} placeholder="Any" />
          <TextField {...text('graduatingTo')} label="Graduating to (year)" type="number" inputMode="numeric" min={1950} max={2100} placeholder="Any" />
          <TextField {...text('branches')} label="Branches" placeholder="e.g. CSE, ECE" hint="Comma-separated; empty: every branch" />
          <TextField {...text('courses')} label="Courses" placeholder="e.g. B.Tech, MBA" hint="Comma-separated; empty: every course" />
          <TextField {...text('city')} label="City" disabled={membersOnly} placeholder="Any" />
          <TextField {...text('company')} label="Company" disabled={membersOnly} placeholder="Any" />
        </div>
        <Choice name="standing" label="Students or alumni" options={STANDINGS} value={draft.standing} onChange={(standing) => onChange({ ...draft, standing })} />
        <Choice
          name="signedUp"
          label="Signed up"
          options={SIGNED_UP}
          value={draft.signedUp}
          onChange={(signedUp) => onChange({ ...draft, signedUp, ...(signedUp === 'no' ? { city: '', company: '' } : {}) })}
        />
        {errors.audience && <p className="text-sm font-medium text-red-700 dark:text-red-400">{errors.audience}</p>}
      </div>
    </fieldset>
  );
}
