// Shared look for <button>s and links that act as buttons, so both stay in step.
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'outline-inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

const ring = 'focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400';
// For buttons on the indigo brand panels, where an indigo ring would not show.
const ringOnBrand = 'focus-visible:outline-white';

const variants: Record<ButtonVariant, string> = {
  primary:
    `${ring} bg-indigo-600 text-white shadow-sm shadow-indigo-600/20 hover:bg-indigo-700 dark:bg-indigo-600 dark:text-white dark:hover:bg-indigo-500 dark:shadow-none`,
  secondary:
    `${ring} border border-slate-300 bg-white text-slate-800 shadow-sm hover:border-slate-400 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-slate-500 dark:hover:bg-slate-800`,
  ghost:
    `${ring} text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white`,
  inverse: `${ringOnBrand} bg-white text-indigo-700 shadow-sm hover:bg-indigo-50`,
  'outline-inverse': `${ringOnBrand} text-white ring-1 ring-white/60 ring-inset hover:bg-white/10`,
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = '') {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

/** Over a primary button: something that cannot be taken back. White on red-600 or darker keeps 4.5:1 in both themes. */
export const DANGER_BUTTON = 'bg-red-600! hover:bg-red-700! dark:bg-red-600! dark:hover:bg-red-700!';
