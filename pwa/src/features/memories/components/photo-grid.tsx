import { useMemo } from 'react';
import { VirtualList } from '#pwa/components/ui/virtual-list.tsx';
import type { LocalPhoto } from '../api/local-albums.ts';
import { useGridColumns } from '../hooks/use-grid-columns.ts';
import { PhotoTile } from './photo-tile.tsx';

/** A row of the grid: `columns` tiles from the `start`-th photo on. */
type Row = { key: string; start: number; photos: LocalPhoto[]; columns: number; total: number };

const GAP_PX = 6;

// Stable (a module function): rows already on screen are not rendered again as the list scrolls.
function renderRow(row: Row) {
  return (
    <div className="grid gap-1.5" style={{ gridTemplateColumns: `repeat(${row.columns}, minmax(0, 1fr))` }}>
      {row.photos.map((photo, k) => (
        <PhotoTile key={photo._id} photo={photo} index={row.start + k} total={row.total} />
      ))}
    </div>
  );
}
const rowKey = (row: Row) => row.key;

/**
 * The album's photos as square tiles, 3 to a row on a phone and up to 6 on a desktop. Rows are
 * virtualised (VirtualList): an album of thousands keeps only the rows near the window in the page.
 */
export function PhotoGrid({ photos }: { photos: LocalPhoto[] }) {
  const columns = useGridColumns();
  const rows = useMemo(() => {
    const out: Row[] = [];
    for (let start = 0; start < photos.length; start += columns)
      out.push({ key: `row-${start / columns}`, start, photos: photos.slice(start, start + columns), columns, total: photos.length });
    return out;
  }, [photos, columns]);
  return <VirtualList items={rows} itemKey={rowKey} renderItem={renderRow} label="Photos and videos" className="grid gap-1.5" gap={GAP_PX} estimate={120} />;
}
