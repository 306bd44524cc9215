import { Link } from 'wouter';
import { useAlbumStats, type LocalAlbum } from '../api/local-albums.ts';
import type { AlbumCover } from '../utils/album-stats.ts';
import { countLabel, formatAlbumDate, kindLine, placeholderStyle } from '../utils/album-format.ts';
import { GalleryIcon } from '#pwa/components/icons/common-icons.tsx';
import { ListSummary } from '#pwa/components/ui/list-summary.tsx';

/**
 * An album's cover: its newest photo over its blurred placeholder, or a neutral drawing when it has
 * none; the bare frame while its photos are read (`cover` undefined), so nothing moves.
 */
function Cover({ cover }: { cover: AlbumCover | null | undefined }) {
  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-t-2xl bg-slate-100 dark:bg-slate-800">
      {cover ? (
        <>
          <div aria-hidden="true" className="absolute inset-0 scale-110 bg-cover bg-center blur-lg" style={placeholderStyle(cover.placeholder)} />
          {cover.src && (
            <img src={cover.src} alt="" width={320} height={240} loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover" />
          )}
        </>
      ) : cover === undefined ? null : (
        <div className="flex size-full items-center justify-center bg-gradient-to-br from-indigo-50 to-slate-100 text-indigo-300 dark:from-slate-800 dark:to-slate-900 dark:text-slate-600">
          <GalleryIcon className="size-14" strokeWidth={1.5} />
        </div>
      )}
    </div>
  );
}

/** `counted`: the device has all the album's photos (its first pull has landed), so the card gives their count. */
export function AlbumCard({ album, counted }: { album: LocalAlbum; counted: boolean }) {
  const stats = useAlbumStats(album._id);
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white shadow-sm transition-colors hover:border-indigo-300 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/60">
        <Cover cover={stats?.cover} />
        <div className="flex flex-1 flex-col p-4">
          <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
            {album.kind === 'event' ? (
              <span className="rounded-full bg-amber-50 px-2.5 py-1 text-amber-800 dark:bg-amber-500/10 dark:text-amber-300">Event</span>
            ) : (
              <span className="rounded-full bg-indigo-50 px-2.5 py-1 text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300">{kindLine(album.kind, album.batch)}</span>
            )}
          </div>
          <h3 className="mt-2 text-lg font-semibold break-words text-slate-900 dark:text-white">
            {/* The whole card is the link's target; the title names it. */}
            <Link href={`/memories/${album._id}`} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:outline-indigo-600">
              {album.title}
            </Link>
          </h3>
          <p className="mt-auto flex flex-wrap gap-x-3 pt-2 text-sm text-slate-600 dark:text-slate-400">
            <time dateTime={new Date(album.date).toISOString()}>{formatAlbumDate(album.date)}</time>
            <ListSummary complete={counted && !!stats}>
              <span>{stats && countLabel(stats)}</span>
            </ListSummary>
          </p>
        </div>
    </article>
  );
}
