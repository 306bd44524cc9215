import { useId, useState, type FormEvent } from 'react';
import { MAX_CAPTION } from '#domain/memories/photo.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import type { LocalPhoto } from '../api/local-albums.ts';
import { editCaption } from '../api/photo-owner-actions.ts';
import { keepOnDevice, VIEWER_FIELD, VIEWER_PILL, VIEWER_SAVE } from './viewer-controls.ts';


/** The uploader's 'Add a caption' / 'Edit caption' in the viewer: plain text, saved offline too. */
export function CaptionEditor({ photo }: { photo: LocalPhoto }) {
  const me = useSessionStore((s) => s.user?._id ?? '');
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  if (photo.uploaderId !== me) return null;
  if (draft === null) {
    return (
      <button type="button" className={`${VIEWER_PILL} mt-3`} onClick={() => setDraft(photo.caption)}>
        {photo.caption ? 'Edit caption' : 'Add a caption'}
      </button>
    );
  }
  const save = (e: FormEvent) => {
    e.preventDefault();
    keepOnDevice(editCaption(me, photo, draft), () => setDraft(null));
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
        className={VIEWER_FIELD}
        placeholder="Who, where, when"
      />
      <div className="flex gap-2">
        <button type="submit" className={VIEWER_SAVE}>
          Save caption
        </button>
        <button type="button" className={VIEWER_PILL} onClick={() => setDraft(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
