// Length-keeping rewrites of a stored file (ADR 0126): a list of byte ranges to overwrite, applied
// as the file streams from its chunks into its original. No Node APIs: Workers run it too.

/** Overwrite `length` bytes at `at` with `bytes` (its length), or with zeros when `bytes` is absent. */
export type Patch = { at: number; length: number; bytes?: Uint8Array };

/** A file read by ranges: `read` returns up to `length` bytes at `at` (fewer at the end). */
export type ByteSource = { size: number; read(at: number, length: number): Promise<Uint8Array> };

export const zeros = (at: number, length: number): Patch => ({ at, length });
export const replace = (at: number, bytes: Uint8Array): Patch => ({ at, length: bytes.length, bytes });

/** The patches moved `by` bytes: a nested file's patches made relative to the outer file. */
export const shifted = (patches: Patch[], by: number): Patch[] => patches.map((p) => ({ ...p, at: p.at + by }));

/** `bytes` with the patches (relative to `bytes`' start) applied in place; the same array. */
export function applyPatches(bytes: Uint8Array, patches: Patch[], offset = 0): Uint8Array {
  for (const p of patches) {
    const from = Math.max(p.at, offset);
    const to = Math.min(p.at + p.length, offset + bytes.length);
    if (from >= to) continue;
    if (p.bytes) bytes.set(p.bytes.subarray(from - p.at, to - p.at), from - offset);
    else bytes.fill(0, from - offset, to - offset);
  }
  return bytes;
}

/** The stream with the patches applied as its bytes pass; a chunk a patch touches is copied first. */
export function patchedStream(stream: ReadableStream<Uint8Array>, patches: Patch[]): ReadableStream<Uint8Array> {
  if (!patches.length) return stream;
  const sorted = [...patches].sort((a, b) => a.at - b.at);
  let offset = 0;
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const end = offset + chunk.length;
        const touching = sorted.filter((p) => p.at < end && p.at + p.length > offset);
        controller.enqueue(touching.length ? applyPatches(new Uint8Array(chunk), touching, offset) : chunk);
        offset = end;
      },
    }),
  );
}

/** A ByteSource over bytes in memory (a test's file, or a small object read whole). */
export function memorySource(bytes: Uint8Array): ByteSource {
  return { size: bytes.length, read: async (at, length) => bytes.subarray(at, Math.min(bytes.length, at + length)) };
}

/**
 * Reads that ask for a few bytes at a time go to `source` in blocks of `block` bytes, the last two
 * kept: a walk over a file's segment headers costs one read per block, not one per header.
 */
export function blockReader(source: ByteSource, block = 1024 * 1024): ByteSource {
  const kept: { at: number; bytes: Uint8Array }[] = [];
  async function blockAt(start: number) {
    const hit = kept.find((b) => b.at === start);
    if (hit) return hit.bytes;
    const bytes = await source.read(start, block);
    kept.unshift({ at: start, bytes });
    kept.length = Math.min(kept.length, 2);
    return bytes;
  }
  return {
    size: source.size,
    async read(at, length) {
      const end = Math.min(source.size, at + length);
      if (at >= end) return new Uint8Array(0);
      const first = Math.floor(at / block) * block;
      if (end <= first + block) return (await blockAt(first)).subarray(at - first, end - first);
      return source.read(at, end - at); // spans blocks: read as asked
    },
  };
}
