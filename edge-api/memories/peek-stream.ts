/**
 * Reads the first `n` bytes of `stream` (fewer if it ends first) and gives back a stream of the
 * whole, those bytes included, so a body can be checked before it is stored without holding it.
 */
export async function peekStream(stream: ReadableStream<Uint8Array>, n: number): Promise<{ head: Uint8Array; stream: ReadableStream<Uint8Array> }> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < n) {
    const next = await reader.read();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.byteLength;
  }
  const joined = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.byteLength;
  }
  let sentHead = false;
  const whole = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!sentHead) {
        sentHead = true;
        if (joined.byteLength) return controller.enqueue(joined);
      }
      if (done) return controller.close();
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { head: joined.subarray(0, n), stream: whole };
}
