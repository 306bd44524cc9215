import { useState, type FormEvent } from 'react';
import { CloseAccountSchema, ERASE_AFTER_DAYS } from '#domain/accounts/account-deletion.ts';
import type { StudentView } from '#domain/admin/student.ts';
import { fieldErrors, parseWith } from '#domain/validation.ts';
import { TextAreaField } from '#pwa/components/form/text-field.tsx';
import { FormDialog } from '#pwa/components/ui/form-dialog.tsx';
import { toast } from '#pwa/lib/toast.ts';
import { closeAccount, type CloseHow } from '../api/close-account.ts';

const CHOICES: { how: CloseHow; label: string; hint: string }[] = [
  { how: 'deactivate', label: 'Deactivate', hint: `Signed out and hidden now; erased in ${ERASE_AFTER_DAYS} days unless they sign in and keep it.` },
  { how: 'erase', label: 'Erase now', hint: 'Cannot be undone. What they wrote for others stays, as from a “Former member”.' },
];

/** The office closes a member's account on their request (issue 53, ADR 0141), saying why. */
export function CloseAccountDialog({ student, onClose }: { student: StudentView; onClose: () => void }) {
  const [how, setHow] = useState<CloseHow>('deactivate');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseWith(CloseAccountSchema, { reason });
    if (!parsed.ok) return setError(fieldErrors(parsed.issues).reason ?? '');
    setBusy(true);
    const outcome = await closeAccount(student._id, how, parsed.value.reason);
    setBusy(false);
    (outcome.ok ? toast.success : toast.error)(outcome.message);
    if (outcome.ok) onClose();
    else setError(fieldErrors(outcome.issues).reason ?? '');
  };

  return (
    <FormDialog title={`Close ${student.fullName}'s account`} submit="Close the account" busyText="Closing..." busy={busy} onClose={onClose} onSubmit={(e) => void submit(e)}>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">On their request</legend>
        {CHOICES.map((choice) => (
          <label key={choice.how} className="flex gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
            <input type="radio" name="close-how" value={choice.how} checked={how === choice.how} onChange={() => setHow(choice.how)} className="mt-1 size-4 accent-indigo-600" />
            <span>
              <span className="block font-semibold text-slate-900 dark:text-white">{choice.label}</span>
              <span className="block text-sm text-slate-600 dark:text-slate-400">{choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <TextAreaField
        id="close-reason"
        label="Reason"
        hint="Kept in the audit log, e.g. how and when they asked."
        maxLength={500}
        value={reason}
        error={error}
        onChange={(e) => {
          setReason(e.target.value);
          setError('');
        }}
      />
    </FormDialog>
  );
}
