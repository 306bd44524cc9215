import { useState, type FormEvent } from 'react';
import { MODERATION_REASON_MAX } from '#domain/moderation/moderation-queue.ts';
import { fieldErrors, type FieldIssue } from '#domain/validation.ts';
import { TextAreaField } from '#pwa/components/form/text-field.tsx';
import { FormDialog } from '#pwa/components/ui/form-dialog.tsx';

const REASON_MISSING = 'Please say why, for the author';

type Props = {
  count: number;
  /** Hides the selection; answers the server's field issues when it refused. */
  onHide: (reason: string) => Promise<{ ok: boolean; issues?: FieldIssue[] }>;
  onClose: () => void;
};

/** Hide: asks for the reason each author will read beside their hidden post. */
export function HideDialog({ count, onHide, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = reason.trim();
    if (!words) return setError(REASON_MISSING);
    setBusy(true);
    const outcome = await onHide(words);
    if (outcome.ok) return onClose();
    setBusy(false);
    setError(fieldErrors(outcome.issues ?? []).reason);
  };

  return (
    <FormDialog title={count === 1 ? 'Hide 1 item' : `Hide ${count} items`} submit="Hide" busyText="Hiding..." busy={busy} onClose={onClose} onSubmit={(e) => void submit(e)}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Other members stop seeing {count === 1 ? 'it' : 'them'} at once. {count === 1 ? 'Its author' : 'Each author'} keeps {count === 1 ? 'it' : 'theirs'}, with your reason, and may
        ask for a review.
      </p>
      <TextAreaField
        id="hide-reason"
        label="Reason the author will read"
        data-autofocus
        maxLength={MODERATION_REASON_MAX}
        value={reason}
        error={error}
        onChange={(e) => {
          setReason(e.target.value);
          setError(undefined);
        }}
      />
    </FormDialog>
  );
}
