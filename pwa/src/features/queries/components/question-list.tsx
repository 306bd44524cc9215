import { useCallback } from 'react';
import { VirtualList } from '#pwa/components/ui/virtual-list.tsx';
import type { LocalQuestion } from '#pwa/sync/local-db.ts';
import { QuestionCard } from './question-card.tsx';

const GAP_PX = 16;
const CARD_PX = 190;

const questionKey = (q: LocalQuestion) => q._id;

type Props = {
  questions: readonly LocalQuestion[];
  /** Questions this member asked that the server has not taken yet. */
  pending: ReadonlySet<string>;
  now: Date;
  /** Stable: a chip's click sets that filter. */
  onFilter: (key: 'category' | 'status' | 'tag', value: string) => void;
  /** Changes with the filters: a list scrolled past its top returns to it. */
  resetKey: unknown;
};

/** The questions as one list however many there are: only the cards in and near the window are on the page. */
export function QuestionList({ questions, pending, now, onFilter, resetKey }: Props) {
  const renderQuestion = useCallback(
    (q: LocalQuestion) => <QuestionCard question={q} pending={pending.has(q._id)} now={now} onFilter={onFilter} />,
    [pending, now, onFilter],
  );
  return (
    <VirtualList
      items={questions}
      itemKey={questionKey}
      renderItem={renderQuestion}
      label="Questions"
      className="grid gap-4"
      gap={GAP_PX}
      estimate={CARD_PX}
      resetKey={resetKey}
    />
  );
}
