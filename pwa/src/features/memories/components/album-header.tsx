import type { ReactNode } from 'react';
import { ListSummary } from '#pwa/components/ui/list-summary.tsx';
import type { AlbumStats } from '../utils/album-stats.ts';
import type { LocalAlbum } from '../api/local-albums.ts';
import { countLabel, formatAlbumDate, kindLine } from '../utils/album-format.ts';

/** `counted`: the device has all the album's photos (its first pull has landed), so the header gives their count. */
type Props = { album: LocalAlbum; stats: Pick<AlbumStats, 'photos' | 'videos'>; counted: boolean; children?: ReactNode };

/** An album's title, kind, date, count and description; `children` are its actions. */
export function AlbumHeader({ album, stats, counted, children }: Props) {
  return (
    <header className="mb-6">
      <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">{kindLine(album.kind, album.batch)} album</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl dark:text-white">{album.title}</h1>
      <p className="mt-2 flex flex-wrap gap-x-3 text-slate-600 dark:text-slate-400">
        <time dateTime={new Date(album.date).toISOString()}>{formatAlbumDate(album.date)}</time>
        <ListSummary complete={counted}>
          <span>{countLabel(stats)}</span>
        </ListSummary>
      </p>
      {/* Plain text: line breaks kept, never parsed as HTML. */}
      {album.description && <p className="mt-3 max-w-3xl break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{album.description}</p>}
      {children && <div className="mt-5">{children}</div>}
    </header>
  );
}
