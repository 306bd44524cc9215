import { useState } from 'react';
import type { QueueItem, QueueState } from '#domain/moderation/moderation-queue.ts';
import { CheckIcon } from '#pwa/components/icons/common-icons.tsx';
import { LoadingState, MessageState, StateHint } from '#pwa/components/ui/list-state.tsx';
import type { OnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { toast } from '#pwa/lib/toast.ts';
import { moderateItems, type ModerationAction, type ModerationResult } from '../api/moderate-items.ts';
import type { LoadedQueue } from '../api/moderation-queue.ts';
import { HideDialog } from './hide-dialog.tsx';
import { QueueItemCard } from './queue-item-card.tsx';
import { QueueToolbar } from './queue-toolbar.tsx';
import { SuspendDialog } from './suspend-dialog.tsx';
import { LoadFailed } from './list-states.tsx';

const EMPTY: Record<QueueState, [title: string, hint: string]> = {
  open: ['Nothing is waiting', 'New reports, and authors asking for a review, appear here.'],
  hidden: ['Nothing is removed', 'What the moderators hide, or members’ reports hide, appears here.'],
  all: ['Nothing has been reported', 'Everything members report appears here, also once it is decided.'],
};

const keyOf = (item: { kind: string; id: string }) => `${item.kind}:${item.id}`;
const plural = (n: number) => (n === 1 ? '1 item' : `${n} items`);

/** The toast after a decision: what changed, and what was already so or is gone. */
function decisionSummary(action: ModerationAction, results: ModerationResult[]) {
  const count = (status: ModerationResult['status']) => results.filter((r) => r.status === status).length;
  const [done, unchanged, gone] = [count('done'), count('unchanged'), count('not_found')];
  const parts = [done === 0 ? 'Nothing changed' : action === 'dismiss' ? `Reports dismissed on ${plural(done)}` : `${plural(done)} ${action === 'hide' ? 'hidden' : 'restored'}`];
  if (done > 0 && unchanged > 0) parts.push(`${unchanged} unchanged`);
  if (gone > 0) parts.push(`${gone} no longer there`);
  return { done, text: parts.join(' · ') };
}

type Author = NonNullable<QueueItem['author']>;

/** One queue: its items as cards, chosen with checkboxes and decided on together. */
export function QueuePanel({ state, query }: { state: QueueState; query: OnlineQuery<LoadedQueue> }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [hiding, setHiding] = useState(false);
  const [suspending, setSuspending] = useState<Author | null>(null);
  const [busy, setBusy] = useState(false);

  // The previous queue stays in `query.data` while this one loads: it is not shown under this tab.
  const data = query.data?.state === state ? query.data : undefined;
  if (query.status === 'error') {
    return <LoadFailed title="The queue could not be loaded" error={query.error} onRetry={query.refetch} className="min-h-64" />;
  }
  if (!data) return <LoadingState text="Loading the queue..." className="min-h-64" />;
  const { items } = data;
  if (items.length === 0) {
    const [title, hint] = EMPTY[state];
    return (
      <MessageState icon={<CheckIcon className="size-7" />} title={title} className="min-h-64 rounded-2xl border border-dashed border-slate-300 dark:border-slate-700">
        <StateHint>{hint}</StateHint>
      </MessageState>
    );
  }

  const chosen = items.filter((i) => selected.has(keyOf(i)));
  const decide = async (action: ModerationAction, reason = '') => {
    setBusy(true);
    const outcome = await moderateItems({ action, items: chosen.map(({ kind, id }) => ({ kind, id })), reason });
    setBusy(false);
    if (!outcome.ok) {
      toast.error(outcome.message);
      return outcome;
    }
    const summary = decisionSummary(action, outcome.results);
    if (summary.done > 0) toast.success(summary.text);
    else toast(summary.text);
    setSelected(new Set());
    return outcome;
  };
  const toggle = (item: QueueItem, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(keyOf(item));
    else next.delete(keyOf(item));
    setSelected(next);
  };

  return (
    <div aria-busy={query.status === 'loading' || busy || undefined}>
      <QueueToolbar
        total={items.length}
        selected={chosen.length}
        busy={busy}
        onSelectAll={(all) => setSelected(new Set(all ? items.map(keyOf) : []))}
        onAction={(action) => (action === 'hide' ? setHiding(true) : void decide(action))}
      />
      <ul aria-label="Reported items" className="mt-4 space-y-4">
        {items.map((item) => (
          <li key={keyOf(item)}>
            <QueueItemCard
              item={item}
              selected={selected.has(keyOf(item))}
              onSelect={(on) => toggle(item, on)}
              onSuspendAuthor={() => item.author && setSuspending(item.author)}
            />
          </li>
        ))}
      </ul>
      {hiding && <HideDialog count={chosen.length} onHide={(reason) => decide('hide', reason)} onClose={() => setHiding(false)} />}
      {suspending && <SuspendDialog member={suspending} onClose={() => setSuspending(null)} />}
    </div>
  );
}
