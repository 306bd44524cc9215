import { useId, useState, type FormEvent } from 'react';
import { MAX_CAPTION } from '#domain/memories/photo.ts';
import { toast } from '#pwa/lib/toast.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';
import type { LocalPhoto } from '../api/local-albums.ts';
import { editCaption } from '../api/photo-owner-actions.ts';

const NOT_SAVED = 'This could not be saved on this device. Please try again.';
const pill = 'rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-white/30 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white';

/** The uploader's 'Add a caption' / 'Edit caption' in the viewer: plain text, saved offline too. */
export function CaptionEditor({ photo }: { photo: LocalPhoto }) {
  const me = useSessionStore((s) => s.user?._id ?? '');
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  if (photo.uploaderId !== me) return null;
  if (draft === null) {
    return (
      <button type="button" className={`${pill} mt-3`} onClick={() => setDraft(photo.caption)}>
        {photo.caption ? 'Edit caption' : 'Add a caption'}
      </button>
    );
  }
  const save = (e: FormEvent) => {
    e.preventDefault();
    void editCaption(me, photo, draft).then(
      () => setDraft(null),
      (err: unknown) => toast.error(localSaveFailure(err, NOT_SAVED)),
    );
  };
  return (
    <form onSubmit={save} className="mt-3 space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold">
        Caption
      </label>
      <textarea
        id={id}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        maxLength={MAX_CAPTION}
        rows={2}
        className="block w-full rounded-xl border border-white/30 bg-black/40 px-3 py-2 text-base text-white placeholder:text-white/50 focus:outline-2 focus:outline-white"
        placeholder="Who, where, when"
      />
      <div className="flex gap-2">
        <button type="submit" className={`${pill} bg-white text-slate-900 hover:bg-white/90`}>
          Save caption
        </button>
        <button type="button" className={pill} onClick={() => setDraft(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
