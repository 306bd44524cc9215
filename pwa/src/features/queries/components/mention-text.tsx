import { Fragment } from 'react';
import { Link } from 'wouter';
import { splitMentions, type Mention } from '#domain/queries/mentions.ts';

/** An answer's or comment's words, each `@Full Name` of a mentioned member a link to their profile (React elements, never HTML). */
export function MentionText({ text, mentions }: { text: string; mentions: Mention[] | undefined }) {
  return (
    <>
      {splitMentions(text, mentions).map((part, i) =>
        typeof part === 'string' ? (
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <Link key={i} href={`/profiles/${part.rollNumber}`} className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
            @{part.fullName}
          </Link>
        ),
      )}
    </>
  );
}
