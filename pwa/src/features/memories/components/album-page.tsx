import { lazy, Suspense, useMemo } from 'react';
import { Link, useParams } from 'wouter';
import { albumRefusal, MEMORY_TEXTS } from '#domain/memories/album.ts';
import { ArrowLeftIcon, LockIcon } from '#pwa/components/icons/common-icons.tsx';
import { LoadingState, MessageState, StateHint } from '#pwa/components/ui/list-state.tsx';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { useNow } from '#pwa/hooks/use-now.ts';
import { useScreenSnapshot } from '#pwa/lib/use-screen-snapshot.ts';
import { selectIsAdmin, useSessionStore } from '#pwa/stores/session-store.ts';
import { useAlbum, useAlbumViewer, type AlbumView, type LocalAlbum } from '../api/local-albums.ts';
import { usePhotoParam } from '../hooks/use-photo-param.ts';
import { useAlbumUploads } from '../uploads/use-album-uploads.ts';
import { isOpen } from '../utils/album-stats.ts';
import { AddPhotosButton } from './add-photos-button.tsx';
import { AlbumHeader } from './album-header.tsx';
import { GalleryIcon } from '#pwa/components/icons/common-icons.tsx';
import { PendingUploads } from './pending-uploads.tsx';
import { PhotoGrid } from './photo-grid.tsx';

// Loaded when a photo is opened: the grid's first screen does not wait for the viewer's dialogs.
const PhotoViewer = lazy(() => import('./photo-viewer.tsx').then((m) => ({ default: m.PhotoViewer })));

type Body = Pick<AlbumView, 'photos' | 'unfinished' | 'pulled'> & { album: LocalAlbum };

/** An album that this device has: its header, the member's uploads, the grid and the viewer. */
function AlbumBody({ album, photos, unfinished, pulled }: Body) {
  const isAdmin = useSessionStore(selectIsAdmin);
  const sessionBatch = useSessionStore((s) => s.user?.batch ?? null);
  const viewer = useAlbumViewer(isAdmin, sessionBatch);
  const now = useNow();
  const { uploads, add, retry, remove } = useAlbumUploads(album._id);
  const { photoId, show, close } = usePhotoParam(album._id);
  const refusal = viewer ? albumRefusal(album, viewer, now) : undefined;
  const stats = useMemo(() => ({ photos: photos.filter((p) => p.media === 'photo').length, videos: photos.filter((p) => p.media === 'video').length }), [photos]);
  const open = photoId ? photos.findIndex((p) => p._id === photoId) : -1;

  return (
    <>
      <AlbumHeader album={album} stats={stats} counted={pulled}>
        {refusal === null && <AddPhotosButton onFiles={add} />}
        {refusal && <p className="text-sm text-slate-600 dark:text-slate-400">{refusal}</p>}
      </AlbumHeader>
      <PendingUploads uploads={uploads} unfinished={unfinished} onRetry={retry} onRemove={(id) => void remove(id)} />
      {photos.length > 0 ? (
        <PhotoGrid photos={photos} />
      ) : !pulled ? (
        // The album came in a first pull's early page; its photos may be in the pages still to come.
        <LoadingState text="Loading photos..." />
      ) : (
        <MessageState icon={<GalleryIcon className="size-7" />} title="No photos yet" className="rounded-3xl border border-dashed border-slate-300 dark:border-slate-700">
          <StateHint>{refusal === null ? 'Add the first photos and videos from your phone or computer.' : 'Photos and videos appear here as they are added.'}</StateHint>
        </MessageState>
      )}
      {open >= 0 && (
        <Suspense fallback={null}>
          <PhotoViewer photos={photos} index={open} onShow={show} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

/** /memories/{albumId}: an album from this device, offline too; `?photo=<id>` opens the viewer. */
export function AlbumPage() {
  const { albumId = '' } = useParams<{ albumId: string }>();
  const userId = useSessionStore((s) => s.user?._id ?? '');
  const view = useAlbum(userId, albumId);
  const now = useNow().getTime();

  const shown = view?.album && isOpen(view.album, now) ? view.album : null;
  // Kept as HTML for the next visit's first paint (ADR 0095): an album with its grid, not a loading state.
  useScreenSnapshot(view !== undefined, !!shown && !!view?.pulled);
  let body;
  if (shown && view) body = <AlbumBody album={shown} photos={view.photos} unfinished={view.unfinished} pulled={view.pulled} />;
  else if (view?.album)
    body = <MessageState icon={<LockIcon className="size-7" />} title={MEMORY_TEXTS.eventNotEnded} />;
  else if (!view || !view.pulled) body = <LoadingState text="Loading album..." />;
  else
    body = (
      <MessageState icon={<GalleryIcon className="size-7" />} title={MEMORY_TEXTS.albumNotFound}>
        <StateHint>It may have been removed, or it has not reached this device yet.</StateHint>
      </MessageState>
    );

  return (
    <>
      <title>{`${shown ? `${shown.title} · ` : ''}Memory Lane · Alumni Portal`}</title>
      <PageFrame className="py-8 sm:py-12">
        <Link href="/memories" className="inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
          <ArrowLeftIcon className="size-4" aria-hidden="true" /> All albums
        </Link>
        {/* While the album is read from the device, the footer stays below the window, not in it for a moment. */}
        <div className={`mt-6 ${view ? '' : 'min-h-dvh'}`}>{body}</div>
      </PageFrame>
    </>
  );
}
