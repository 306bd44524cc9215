import { ConfirmDialog } from '#pwa/components/ui/confirm-dialog.tsx';

/** Asks before a connection ends (issue 13): focus stays inside, Escape and Cancel keep it. */
export function ConfirmRemoveDialog({ name, onConfirm, onClose }: { name: string; onConfirm: () => void; onClose: () => void }) {
  return (
    <ConfirmDialog title="Remove connection?" confirm="Remove" danger onConfirm={onConfirm} onClose={onClose}>
      You and {name} will no longer see what each of you shares only with connections. You can send a new request later.
    </ConfirmDialog>
  );
}
