const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** mulberry32: a small seeded PRNG, so every fresh database gets the same believable demo. */
export function demoRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** An integer in [min, max]. */
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const shuffle = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  return { next, between, pick, shuffle };
}

export type DemoRandom = ReturnType<typeof demoRandom>;

export const daysBefore = (now: Date, days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * HOUR_MS);
export const hoursAfter = (at: Date, hours: number) => new Date(at.getTime() + hours * HOUR_MS);

/** The UTC day 'YYYY-MM-DD' `days` after an instant. */
export const dayAfter = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS).toISOString().slice(0, 10);
