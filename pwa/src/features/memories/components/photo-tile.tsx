import { Link } from 'wouter';
import type { LocalPhoto } from '../api/local-albums.ts';
import { TILE_SIZES } from '../hooks/use-grid-columns.ts';
import { photoHref, VIEWER_STATE } from '../hooks/use-photo-param.ts';
import { durationLabel, placeholderStyle } from '../utils/album-format.ts';
import { PlayIcon } from './memory-icons.tsx';

const tileBox = 'relative block aspect-square overflow-hidden rounded-md';

/** A photo's blurred placeholder, filling its box, until the image over it has loaded. */
export const Placeholder = ({ value }: { value: string | null }) => (
  <span aria-hidden="true" className="absolute inset-0 scale-110 bg-cover bg-center blur-md" style={placeholderStyle(value)} />
);

/** What a tile is called: 'Photo 3 of 42: Convocation day', 'Video 4 of 42, 0:42'. */
export function tileName(photo: LocalPhoto, index: number, total: number) {
  const what = `${photo.media === 'video' ? 'Video' : 'Photo'} ${index + 1} of ${total}`;
  const length = photo.media === 'video' ? durationLabel(photo.durationMs) : '';
  return `${what}${length ? `, ${length}` : ''}${photo.caption ? `: ${photo.caption}` : ''}`;
}

/** Tiles a phone's first screen shows: fetched at once, not when the lazy loader gets to them. */
const FIRST_SCREEN = 12;

/** A square, cropped tile of the grid: a link that opens the photo in the viewer. */
export function PhotoTile({ photo, index, total }: { photo: LocalPhoto; index: number; total: number }) {
  const video = photo.media === 'video';
  const length = video ? durationLabel(photo.durationMs) : '';
  return (
    <Link
      href={photoHref(photo.albumId, photo._id)}
      state={VIEWER_STATE}
      aria-label={tileName(photo, index, total)}
      className={`${tileBox} ${video && !photo.placeholder ? 'bg-slate-900' : 'bg-slate-200 dark:bg-slate-800'} focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400`}
    >
      <Placeholder value={photo.placeholder} />
      {photo.src && (
        <img
          src={photo.src.small}
          srcSet={`${photo.src.small} 320w, ${photo.src.medium} 1024w`}
          sizes={TILE_SIZES}
          alt=""
          width={320}
          height={320}
          loading={index < FIRST_SCREEN ? 'eager' : 'lazy'}
          decoding="async"
          draggable={false}
          className="absolute inset-0 size-full object-cover transition-opacity hover:opacity-90"
        />
      )}
      {video && (
        <>
          <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-black/60 text-white ring-1 ring-white/30">
              <PlayIcon className="ml-0.5 size-5" />
            </span>
          </span>
          {length && (
            <span aria-hidden="true" className="absolute right-1 bottom-1 rounded bg-black/70 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">
              {length}
            </span>
          )}
        </>
      )}
    </Link>
  );
}
