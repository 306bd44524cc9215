import { ConfirmDialog } from '#pwa/components/ui/confirm-dialog.tsx';

/** Asks before an event is cancelled: the members going are told by e-mail and push. */
export function ConfirmCancelDialog({ title, onConfirm, onClose }: { title: string; onConfirm: () => void; onClose: () => void }) {
  return (
    <ConfirmDialog title="Cancel this event?" confirm="Cancel event" cancel="Keep event" danger onConfirm={onConfirm} onClose={onClose}>
      “{title}” will show as cancelled, RSVPs close, and the members going are told. This cannot be undone.
    </ConfirmDialog>
  );
}
