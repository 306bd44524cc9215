import { ReportButton } from '#pwa/components/report/report-button.tsx';
import { toast } from '#pwa/lib/toast.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';
import type { LocalPhoto } from '../api/local-albums.ts';
import { removeMyTag, setPhotoHidden } from '../api/photo-tag-actions.ts';

const action = 'rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-white/30 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white';
const NOT_SAVED = 'This could not be saved on this device. Please try again.';

/**
 * Under a photo in the viewer: a member tagged in it may hide it from the others or take their
 * name off it; anyone but its uploader may report it to the alumni office.
 */
export function PhotoActions({ photo }: { photo: LocalPhoto }) {
  const me = useSessionStore((s) => s.user?._id ?? '');
  const mine = photo.tags.find((t) => t.userId === me);
  const run = (what: Promise<void>, done: string) => void what.then(() => toast.success(done), (e: unknown) => toast.error(localSaveFailure(e, NOT_SAVED)));
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      {mine && (
        <>
          <button type="button" className={action} onClick={() => run(setPhotoHidden(me, photo, !mine.hides), mine.hides ? 'Shown to other members again' : 'Hidden from other members')}>
            {mine.hides ? 'Show this photo again' : 'Hide this photo'}
          </button>
          <button type="button" className={action} onClick={() => run(removeMyTag(me, photo), 'Your tag is removed')}>
            Remove my tag
          </button>
        </>
      )}
      {mine?.hides && <p className="w-full text-white/75">Only you, its uploader and the others tagged see this photo.</p>}
      {photo.uploaderId !== me && !photo._pending && (
        // The shared button is styled for a light page: on the viewer's black, its text is made white.
        <span className="[&_button]:text-white/80 [&_button:hover]:text-white">
          <ReportButton kind="photo" targetId={photo._id} what="photo" />
        </span>
      )}
    </div>
  );
}
