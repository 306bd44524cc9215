import * as v from 'valibot';

// @mentions in answers and comments (issue 33, docs/decisions/0114-reputation-and-mentions.md).

/** A mentioned member, as an answer or comment row carries them: enough to link their profile. */
export type Mention = { _id: string; fullName: string; rollNumber: string };

export const MAX_MENTIONS = 10;
export const MENTION_TEXTS = {
  tooMany: `Mention at most ${MAX_MENTIONS} people`,
  invalid: 'Invalid mention',
} as const;

/** The ids of the members an answer or comment mentions; the server keeps only those who may see it. */
export const MentionsSchema = v.optional(
  v.pipe(v.array(v.pipe(v.string(MENTION_TEXTS.invalid), v.uuid(MENTION_TEXTS.invalid)), MENTION_TEXTS.invalid), v.maxLength(MAX_MENTIONS, MENTION_TEXTS.tooMany)),
  [],
);

/** The members picked while typing whose `@Full Name` is still in the text: once each, at most MAX_MENTIONS. */
export function mentionsInText<M extends Pick<Mention, '_id' | 'fullName'>>(text: string, picked: readonly M[]): M[] {
  const seen = new Set<string>();
  return picked.filter((m) => (seen.has(m._id) || !text.includes(`@${m.fullName}`) ? false : seen.add(m._id))).slice(0, MAX_MENTIONS);
}

/** The text cut at each `@Full Name` of a mentioned member: strings and mentions, in order. */
export function splitMentions(text: string, mentions: readonly Mention[] | undefined): (string | Mention)[] {
  // Longest names first, so '@Asha Rao' wins over '@Asha'.
  const named = [...(mentions ?? [])].filter((m) => m.fullName).sort((a, b) => b.fullName.length - a.fullName.length);
  if (named.length === 0) return [text];
  const out: (string | Mention)[] = [];
  let rest = 0;
  let from = 0;
  while (from < text.length) {
    const at = text.indexOf('@', from);
    if (at < 0) break;
    const hit = named.find((m) => text.startsWith(m.fullName, at + 1));
    if (hit) {
      if (at > rest) out.push(text.slice(rest, at));
      out.push(hit);
      rest = at + 1 + hit.fullName.length;
    }
    from = hit ? rest : at + 1;
  }
  if (rest < text.length) out.push(text.slice(rest));
  return out;
}

/** Letters typed after an `@` that starts a word, up to the caret: what to suggest members for. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0 || (at > 0 && !/\s/.test(before[at - 1]!))) return null;
  const query = before.slice(at + 1);
  // A name is at most a few words; a line break or a long run ends the mention.
  if (query.length > 40 || /[\n@]/.test(query) || /\s{2}/.test(query) || query.split(' ').length > 4) return null;
  return { start: at, query };
}
