export type SseEvent = { event: string; data: string; id?: string };

/**
 * Server-Sent Events as the HTML standard parses them (event, data, id; comments and `retry`
 * ignored), from text chunks cut anywhere. Returns `push(chunk)`, which calls `onEvent` for each
 * event completed by the chunk, and `lastEventId`, what EventSource sends as `Last-Event-ID`.
 */
export function sseParser(onEvent: (e: SseEvent) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let lastEventId: string | undefined;
  const line = (text: string) => {
    if (text === '') {
      if (data.length) onEvent({ event: event || 'message', data: data.join('\n'), id: lastEventId });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
  };
  return {
    push(chunk: string) {
      buffer += chunk;
      let at: number;
      while ((at = buffer.search(/\r\n|\r|\n/)) !== -1) {
        // A lone '\r' at the chunk's end may be the first half of '\r\n': wait for the next chunk.
        if (buffer[at] === '\r' && at === buffer.length - 1) break;
        const end = buffer.startsWith('\r\n', at) ? at + 2 : at + 1;
        line(buffer.slice(0, at));
        buffer = buffer.slice(end);
      }
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
