import { useMemo, useState } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useSearchParams } from 'wouter';
import { PlusIcon } from '#pwa/components/icons/common-icons.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { LoadingState, MessageState, StateHint } from '#pwa/components/ui/list-state.tsx';
import { ListSummary } from '#pwa/components/ui/list-summary.tsx';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { useNow } from '#pwa/hooks/use-now.ts';
import { selectIsAdmin, useSessionStore } from '#pwa/stores/session-store.ts';
import { useAlbums, useAlbumViewer, type LocalAlbum } from '../api/local-albums.ts';
import { isOpen } from '../utils/album-stats.ts';
import { VirtualList } from '#pwa/components/ui/virtual-list.tsx';
import { ALBUM_COLUMNS, useGridColumns } from '../hooks/use-grid-columns.ts';
import { AlbumCard } from './album-card.tsx';
import { GalleryIcon } from '#pwa/components/icons/common-icons.tsx';
import { NewAlbumDialog } from './new-album-dialog.tsx';

const tab =
  'rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600 data-selected:bg-white data-selected:text-indigo-700 data-selected:shadow-sm sm:px-4 dark:text-slate-300 dark:data-selected:bg-slate-900 dark:data-selected:text-indigo-300';

const SHOWS = ['all', 'batch', 'event', 'college'] as const;
const ALBUM_GAP_PX = 16;
/** A row's height before it is measured: a 4:3 cover and three lines. */
const ALBUM_ROW_PX = 340;
type Show = (typeof SHOWS)[number];

function AlbumList({ albums, empty, pulled }: { albums: LocalAlbum[]; empty: string; pulled: boolean }) {
  // A tab with none yet during a first pull: its albums may be in the pages still to come.
  if (albums.length === 0 && !pulled) return <LoadingState text="Loading albums..." />;
  if (albums.length === 0)
    return (
      <MessageState icon={<GalleryIcon className="size-7" />} title={empty} className="rounded-3xl border border-dashed border-slate-300 dark:border-slate-700">
        <StateHint>Albums from your batch, your events and the college appear here, and stay on this device for when you are offline.</StateHint>
      </MessageState>
    );
  return <AlbumRows albums={albums} counted={pulled} />;
}

/** A row of the album grid: `columns` cards from the `start`-th album on. */
type AlbumRow = { key: string; albums: LocalAlbum[]; columns: number; counted: boolean };

// Stable (a module function): rows already on screen are not rendered again as the list scrolls.
function renderAlbumRow(row: AlbumRow) {
  return (
    <div className="grid gap-4" style={{ gridTemplateColumns: `repeat(${row.columns}, minmax(0, 1fr))` }}>
      {row.albums.map((album) => (
        <AlbumCard key={album._id} album={album} counted={row.counted} />
      ))}
    </div>
  );
}
const albumRowKey = (row: AlbumRow) => row.key;

/**
 * Rows virtualised (VirtualList), as the photo grid's: a college holds thousands of albums, and
 * laying out every card (their blurred covers) took the main thread for seconds (ADR 0121).
 */
function AlbumRows({ albums, counted }: { albums: LocalAlbum[]; counted: boolean }) {
  const columns = useGridColumns(ALBUM_COLUMNS);
  const rows = useMemo(() => {
    const out: AlbumRow[] = [];
    for (let start = 0; start < albums.length; start += columns) out.push({ key: albums[start]!._id, albums: albums.slice(start, start + columns), columns, counted });
    return out;
  }, [albums, columns, counted]);
  return <VirtualList items={rows} itemKey={albumRowKey} renderItem={renderAlbumRow} label="Albums" className="grid gap-4" gap={ALBUM_GAP_PX} estimate={ALBUM_ROW_PX} />;
}

/** /memories (issue 34): the albums on this device by kind, with their covers and counts, offline too. */
export function MemoriesPage() {
  const userId = useSessionStore((s) => s.user?._id ?? '');
  const isAdmin = useSessionStore(selectIsAdmin);
  const sessionBatch = useSessionStore((s) => s.user?.batch ?? null);
  const view = useAlbums(userId);
  const viewer = useAlbumViewer(isAdmin, sessionBatch);
  const now = useNow().getTime();
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();
  const shown = SHOWS.indexOf(params.get('show') as Show);
  // The session's batch until the stored profile is read: "New album" is there from the first paint
  // rather than arriving later and wrapping under the title on a phone (CLS).
  const batch = viewer ? viewer.batch : sessionBatch;

  const lists = useMemo(() => {
    const open = (view?.albums ?? []).filter((a) => isOpen(a, now));
    return {
      all: open,
      batch: open.filter((a) => a.kind === 'batch' && (isAdmin || a.batch === batch)),
      event: open.filter((a) => a.kind === 'event'),
      college: open.filter((a) => a.kind === 'college'),
    } satisfies Record<Show, LocalAlbum[]>;
  }, [view, now, isAdmin, batch]);
  const loading = !view || (!view.pulled && view.albums.length === 0);
  const canCreate = isAdmin || !!batch;
  const labels: Record<Show, string> = { all: 'All', batch: isAdmin ? 'Batches' : 'My batch', event: 'Events', college: 'College' };
  const empties: Record<Show, string> = {
    all: 'No albums yet',
    batch: isAdmin ? 'No batch albums yet' : 'No albums for your batch yet',
    event: 'No event albums yet',
    college: 'No college albums yet',
  };

  return (
    <>
      <title>Memory Lane · Alumni Portal</title>
      <PageFrame className="py-10 sm:py-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Memory Lane</h1>
            <p className="mt-3 max-w-2xl text-slate-600 dark:text-slate-400">Photos and videos from your batch, the events you went to and the college.</p>
          </div>
          {canCreate && (
            <button type="button" className={buttonClasses('primary')} onClick={() => setCreating(true)}>
              <PlusIcon className="size-5" /> New album
            </button>
          )}
        </div>
        {loading ? (
          <LoadingState text="Loading albums..." />
        ) : (
          <TabGroup
            className="mt-8"
            selectedIndex={Math.max(0, shown)}
            onChange={(i) => setParams(i === 0 ? {} : { show: SHOWS[i]! }, { replace: true })}
          >
            <div className="max-w-full overflow-x-auto">
              <TabList aria-label="Albums by kind" className="inline-flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
                {SHOWS.map((show) => (
                  <Tab key={show} className={tab}>
                    {labels[show]}{' '}
                    <ListSummary complete={view.pulled}>
                      <span className="hidden font-normal sm:inline">({lists[show].length})</span>
                    </ListSummary>
                  </Tab>
                ))}
              </TabList>
            </div>
            <TabPanels className="mt-6">
              {SHOWS.map((show) => (
                <TabPanel key={show}>
                  <AlbumList albums={lists[show]} empty={empties[show]} pulled={view.pulled} />
                </TabPanel>
              ))}
            </TabPanels>
          </TabGroup>
        )}
      </PageFrame>
      {creating && <NewAlbumDialog isAdmin={isAdmin} batch={batch} onClose={() => setCreating(false)} />}
    </>
  );
}
