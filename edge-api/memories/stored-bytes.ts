import type { ByteSource } from './media/byte-patches.ts';
import type { ObjectStore } from '../storage/object-store.ts';

type Piece = { key: string; size: number };

/**
 * A file kept as one or more objects one after another (an upload's chunks, or one original), read
 * by ranges: each read asks the store only for the bytes it needs.
 */
export function storedBytes(store: ObjectStore, pieces: Piece[]): ByteSource {
  const starts: number[] = [];
  let size = 0;
  for (const p of pieces) {
    starts.push(size);
    size += p.size;
  }
  return {
    size,
    async read(at, length) {
      const end = Math.min(size, at + length);
      const out = new Uint8Array(Math.max(0, end - at));
      for (let i = 0; i < pieces.length && at < end; i++) {
        const from = starts[i]!;
        const to = from + pieces[i]!.size;
        if (to <= at || from >= end) continue;
        const start = Math.max(at, from) - from;
        const last = Math.min(end, to) - from - 1;
        const got = await store.get(pieces[i]!.key, { start, end: last });
        if (!got) throw new Error(`Stored object ${pieces[i]!.key} is missing`);
        out.set(new Uint8Array(await new Response(got.body).arrayBuffer()), from + start - at);
      }
      return out;
    },
  };
}
