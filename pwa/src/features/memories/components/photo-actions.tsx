import { useState } from 'react';
import { ReportButton } from '#pwa/components/report/report-button.tsx';
import { ConfirmDialog } from '#pwa/components/ui/confirm-dialog.tsx';
import { toast } from '#pwa/lib/toast.ts';
import { isAdminUser, useSessionStore } from '#pwa/stores/session-store.ts';
import type { LocalPhoto } from '../api/local-albums.ts';
import { deletePhoto } from '../api/photo-owner-actions.ts';
import { removeMyTag, setPhotoHidden } from '../api/photo-tag-actions.ts';
import { keepOnDevice, VIEWER_PILL } from './viewer-controls.ts';

/**
 * Under a photo in the viewer: a member tagged in it may hide it from the others or take their
 * name off it; anyone but its uploader may report it to the alumni office; its uploader and the
 * office may delete it (`onDeleted` then moves the viewer on).
 */
export function PhotoActions({ photo, onDeleted }: { photo: LocalPhoto; onDeleted: () => void }) {
  const me = useSessionStore((s) => s.user?._id ?? '');
  const admin = useSessionStore((s) => isAdminUser(s.user));
  const [confirming, setConfirming] = useState(false);
  const mine = photo.tags.find((t) => t.userId === me);
  const what = photo.media === 'video' ? 'video' : 'photo';
  const run = (saving: Promise<void>, done: string) => keepOnDevice(saving, () => toast.success(done));
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      {mine && (
        <>
          <button type="button" className={VIEWER_PILL} onClick={() => run(setPhotoHidden(me, photo, !mine.hides), mine.hides ? 'Shown to other members again' : 'Hidden from other members')}>
            {mine.hides ? 'Show this photo again' : 'Hide this photo'}
          </button>
          <button type="button" className={VIEWER_PILL} onClick={() => run(removeMyTag(me, photo), 'Your tag is removed')}>
            Remove my tag
          </button>
        </>
      )}
      {mine?.hides && <p className="w-full text-white/75">Only you, its uploader and the others tagged see this photo.</p>}
      {/* The office moderates from its queue: a report would only reach itself. */}
      {photo.uploaderId !== me && !photo._pending && !admin && (
        // The shared button is styled for a light page: on the viewer's black, its text is made white.
        <span className="[&_button]:text-white/80 [&_button:hover]:text-white">
          <ReportButton kind="photo" targetId={photo._id} what="photo" />
        </span>
      )}
      {(photo.uploaderId === me || admin) && (
        <button type="button" className={`${VIEWER_PILL} text-red-200`} onClick={() => setConfirming(true)}>
          Delete {what}
        </button>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Delete this ${what}?`}
          confirm={`Delete ${what}`}
          danger
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onDeleted();
            run(deletePhoto(me, photo), `The ${what} is deleted`);
          }}
        >
          It leaves the album for every member, and its file is removed. This cannot be undone.
        </ConfirmDialog>
      )}
    </div>
  );
}
