// Figures as text, written out rather than `toLocaleString('en-IN' | 'en-US')`: that builds a
// formatter per call, and the first one loads the locale's data, ~16 ms of a phone's start (4× that
// on a slow phone) for a screen whose only figure is a reputation badge or a schema's message.

const FRACTION = /\.\d+$/;

function grouped(n: number, group: (whole: string) => string): string {
  if (!Number.isFinite(n)) return String(n);
  const whole = String(Math.abs(Math.trunc(n)));
  const fraction = FRACTION.exec(String(Math.abs(n)))?.[0] ?? '';
  return `${n < 0 ? '-' : ''}${whole.length <= 3 ? whole : group(whole)}${fraction}`;
}

/** As the college writes figures on screens (en-IN): 1250000 → "12,50,000"; -1234.5 → "-1,234.5". */
export const countText = (n: number) => grouped(n, (w) => `${w.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${w.slice(-3)}`);

/** As the API's messages write limits (en-US): 1000000 → "1,000,000". */
export const limitText = (n: number) => grouped(n, (w) => w.replace(/\B(?=(\d{3})+$)/g, ','));
