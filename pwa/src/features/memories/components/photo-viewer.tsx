import { useCallback, useEffect } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '#pwa/components/icons/common-icons.tsx';
import type { LocalPhoto } from '../api/local-albums.ts';
import { formatAlbumDate } from '../utils/album-format.ts';
import { DownloadIcon } from './memory-icons.tsx';
import { CaptionEditor } from './caption-editor.tsx';
import { PhotoActions } from './photo-actions.tsx';
import { TagPeopleEditor } from './tag-people-editor.tsx';
import { ZoomableImage } from './zoomable-image.tsx';

type Props = {
  photos: LocalPhoto[];
  index: number;
  /** Another photo of the album, by id (the address follows). */
  onShow: (photoId: string) => void;
  onClose: () => void;
};

const roundButton =
  'inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-30 disabled:hover:bg-transparent';
const sideButton = `${roundButton} absolute top-1/2 z-10 -translate-y-1/2 bg-black/40`;

/** Keys typed into a control (a video's own seeking) are its own. */
// A player, a field or the caption being written keeps its arrow keys.
const ownKeys = (target: EventTarget | null) =>
  target instanceof HTMLVideoElement || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/**
 * The full-screen viewer (`?photo=<id>`): the photo large, or the video playing from its original;
 * previous and next by buttons, ← and →, or a swipe; Escape or Close to go back to the grid.
 */
export function PhotoViewer({ photos, index, onShow, onClose }: Props) {
  const photo = photos[index]!;
  const total = photos.length;
  const video = photo.media === 'video';
  const step = useCallback(
    (by: 1 | -1) => {
      const next = photos[index + by];
      if (next) onShow(next._id);
    },
    [photos, index, onShow],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || ownKeys(e.target)) return;
      if (e.key === 'ArrowLeft') step(-1);
      else if (e.key === 'ArrowRight') step(1);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step]);

  // The neighbours' first size, fetched ahead: the next photo shows at once.
  useEffect(() => {
    for (const near of [photos[index + 1], photos[index - 1]]) {
      if (!near?.src) continue;
      const img = new Image();
      img.decoding = 'async';
      img.src = near.src.medium;
    }
  }, [photos, index]);

  const what = video ? 'Video' : 'Photo';
  const tagged = photo.tags.map((t) => t.fullName).join(', ');
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black" aria-hidden="true" />
      <DialogPanel className="fixed inset-0 flex flex-col text-white">
        <div className="flex items-center gap-2 px-2 py-2 sm:px-4">
          <DialogTitle className="min-w-0 flex-1 truncate pl-2 text-sm font-semibold tabular-nums" aria-live="polite">
            <span aria-hidden="true">
              {index + 1} / {total}
            </span>
            <span className="sr-only">
              {what} {index + 1} of {total}
            </span>
          </DialogTitle>
          {!video && (
            <a href={photo.original} download className="inline-flex h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white">
              <DownloadIcon className="size-5" />
              <span className="sr-only sm:not-sr-only">Download original</span>
            </a>
          )}
          <button type="button" data-autofocus onClick={onClose} className={roundButton} aria-label="Close">
            <CloseIcon className="size-6" />
          </button>
        </div>

        <div className="relative min-h-0 flex-1">
          {video ? (
            // The browser's own player, from the original with HTTP ranges (ADR 0116).
            <video key={photo._id} controls playsInline preload="metadata" src={photo.original} className="absolute inset-0 size-full bg-black object-contain">
              <a href={photo.original} download className="underline">
                Download the video
              </a>
            </video>
          ) : (
            <ZoomableImage key={photo._id} photo={photo} alt={photo.caption || `${what} ${index + 1} of ${total}`} onSwipe={step} />
          )}
          <button type="button" onClick={() => step(-1)} disabled={index === 0} className={`${sideButton} left-2`} aria-label="Previous photo">
            <ChevronLeftIcon className="size-7" />
          </button>
          <button type="button" onClick={() => step(1)} disabled={index === total - 1} className={`${sideButton} right-2`} aria-label="Next photo">
            <ChevronRightIcon className="size-7" />
          </button>
        </div>

        <div className="max-h-[30dvh] overflow-y-auto px-4 has-[form]:max-h-[60dvh] pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] text-sm sm:px-6">
          {/* Plain text: line breaks kept, never parsed as HTML. */}
          {photo.caption && <p className="text-base break-words whitespace-pre-line">{photo.caption}</p>}
          <p className="mt-1 break-words text-white/75">
            Added by {photo.uploaderName} · <time dateTime={new Date(photo.createdAt).toISOString()}>{formatAlbumDate(photo.createdAt)}</time>
          </p>
          {tagged && <p className="mt-1 break-words text-white/75">With {tagged}</p>}
          <CaptionEditor key={photo._id} photo={photo} />
          <TagPeopleEditor key={`tags-${photo._id}`} photo={photo} />
          <PhotoActions photo={photo} onDeleted={() => (photos[index + 1] ? step(1) : photos[index - 1] ? step(-1) : onClose())} />
        </div>
      </DialogPanel>
    </Dialog>
  );
}
