import type { StudentView } from '#domain/admin/student.ts';
import { ConfirmDialog } from '#pwa/components/ui/confirm-dialog.tsx';
import { toast } from '#pwa/lib/toast.ts';
import { sendResetCode } from '../api/send-reset-code.ts';

/** Asks before the office mails a member a password reset code (issue 53), then says how it went. */
export function SendResetDialog({ student, onClose }: { student: StudentView; onClose: () => void }) {
  return (
    <ConfirmDialog
      title="Send a password reset code?"
      confirm="Send the code"
      onClose={onClose}
      onConfirm={() => {
        onClose();
        void sendResetCode(student._id).then(({ ok, message }) => (ok ? toast.success : toast.error)(message));
      }}
    >
      {student.fullName} gets a 6-digit code at the e-mail address of their account, to choose a new password at “Forgot password?”. Nobody at the office sees the code, and the audit log records that you sent it.
    </ConfirmDialog>
  );
}
