import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';

/**
 * The one content width of the app: the header, the sync bar, every page and the footer sit in
 * this frame, so their content starts and ends at the same x on every screen (72rem, centred, with
 * the same side padding). A page that reads better narrower (a form, a question, a job) narrows its
 * column inside the frame with `READING_COLUMN` and keeps the frame's left edge; only centred
 * compositions (a hero, the sign-in card, the 404 page) centre inside it.
 */
export const PAGE_FRAME = 'mx-auto w-full max-w-6xl px-4 sm:px-6';

/** A reading column inside the frame: narrower, on the frame's left edge. */
export const READING_COLUMN = 'max-w-4xl';

type Props<T extends ElementType> = { as?: T; className?: string; children?: ReactNode } & Omit<
  ComponentPropsWithoutRef<T>,
  'as' | 'className' | 'children'
>;

export function PageFrame<T extends ElementType = 'div'>({ as, className = '', children, ...rest }: Props<T>) {
  const Tag: ElementType = as ?? 'div';
  return (
    <Tag className={`${PAGE_FRAME} ${className}`.trim()} {...rest}>
      {children}
    </Tag>
  );
}
