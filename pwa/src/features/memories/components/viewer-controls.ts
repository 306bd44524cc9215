import { toast } from '#pwa/lib/toast.ts';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';

/** A round, outlined button on the viewer's black. */
export const VIEWER_PILL = 'rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-white/30 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white';
/** The viewer's button that saves a form. */
export const VIEWER_SAVE = `${VIEWER_PILL} bg-white text-slate-900 hover:bg-white/90`;

/** A text field on the viewer's black. */
export const VIEWER_FIELD =
  'block w-full rounded-xl border border-white/30 bg-black/40 px-3 py-2 text-base text-white placeholder:text-white/50 focus:outline-2 focus:outline-white';

const NOT_SAVED = 'This could not be saved on this device. Please try again.';

/** A write queued on the device from the viewer: `saved` once it is kept, a toast saying why when it is not. */
export function keepOnDevice(saving: Promise<void>, saved: () => void) {
  void saving.then(saved, (err: unknown) => toast.error(localSaveFailure(err, NOT_SAVED)));
}
