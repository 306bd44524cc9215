/** Up to two capital letters from a name: 'Priya Sharma' → 'PS'. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

const sizes = {
  sm: 'size-9 rounded-xl text-sm',
  md: 'size-12 rounded-2xl text-base',
  lg: 'size-20 rounded-2xl text-2xl ring-4 ring-white dark:ring-slate-900',
} as const;

/** A member's photo, or their initials on a tinted square; decorative, as the name is always written beside it. */
export function Avatar({ name, src, size = 'sm' }: { name: string; src?: string | null; size?: keyof typeof sizes }) {
  if (src) return <img src={src} alt="" width={256} height={256} loading="lazy" className={`shrink-0 bg-slate-100 object-cover dark:bg-slate-800 ${sizes[size]}`} />;
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center bg-indigo-50 font-bold text-indigo-700 dark:bg-slate-800 dark:text-indigo-300 ${sizes[size]}`}
    >
      {initialsOf(name)}
    </span>
  );
}
