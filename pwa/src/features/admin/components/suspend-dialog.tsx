import { useState, type FormEvent } from 'react';
import { SuspendSchema } from '#domain/moderation/suspension.ts';
import { fieldErrors, parseWith } from '#domain/validation.ts';
import { TextAreaField, TextField } from '#pwa/components/form/text-field.tsx';
import { FormDialog } from '#pwa/components/ui/form-dialog.tsx';
import { toast } from '#pwa/lib/toast.ts';
import { suspendMember } from '../api/suspend-member.ts';
import { today } from './format-time.ts';

type Props = { member: { id: string; fullName: string; rollNumber: string | null }; onClose: () => void };

/** Suspend a post's author: why (they read it when they try to sign in) and, optionally, the last day. */
export function SuspendDialog({ member, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseWith(SuspendSchema, { reason, until: until || null });
    if (!parsed.ok) return setErrors(fieldErrors(parsed.issues));
    setBusy(true);
    const outcome = await suspendMember(member.id, parsed.value);
    if (outcome.ok) {
      toast.success(`${member.fullName} is suspended`);
      return onClose();
    }
    setBusy(false);
    toast.error(outcome.message);
    setErrors(fieldErrors(outcome.issues));
  };

  return (
    <FormDialog title={`Suspend ${member.fullName}`} submit="Suspend" busyText="Suspending..." busy={busy} onClose={onClose} onSubmit={(e) => void submit(e)}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {member.rollNumber ? `Roll no. ${member.rollNumber}. ` : ''}They are signed out everywhere at once and cannot sign in or post until the suspension ends.
      </p>
      <TextAreaField
        id="suspend-reason"
        label="Reason"
        hint="They read it when they try to sign in."
        data-autofocus
        maxLength={500}
        value={reason}
        error={errors.reason}
        onChange={(e) => {
          setReason(e.target.value);
          setErrors({ ...errors, reason: '' });
        }}
      />
      <TextField
        id="suspend-until"
        label="Last day (optional)"
        hint="Leave it empty to suspend until you lift it."
        type="date"
        min={today()}
        value={until}
        error={errors.until}
        onChange={(e) => {
          setUntil(e.target.value);
          setErrors({ ...errors, until: '' });
        }}
      />
    </FormDialog>
  );
}
