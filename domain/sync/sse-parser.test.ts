import { describe, expect, it } from 'vitest';
import { sseParser, type SseEvent } from './sse-parser.ts';

const parse = (...chunks: string[]) => {
  const events: SseEvent[] = [];
  const p = sseParser((e) => events.push(e));
  chunks.forEach((c) => p.push(c));
  return { events, lastEventId: p.lastEventId };
};

describe('sseParser', () => {
  it('reads events, ids and multi-line data, and skips comments and retry', () => {
    const { events, lastEventId } = parse('retry: 3000\n\n: ping\n\nevent: poke\nid: 42\ndata: {"version":42}\n\ndata: a\ndata: b\n\n');
    expect(events).toEqual([
      { event: 'poke', data: '{"version":42}', id: '42' },
      { event: 'message', data: 'a\nb', id: '42' },
    ]);
    expect(lastEventId).toBe('42');
  });

  it('joins events cut anywhere, CRLF split between chunks included', () => {
    const { events } = parse('event: po', 'ke\r', '\ndata: {"version"', ':7}\r\n\r\n');
    expect(events).toEqual([{ event: 'poke', data: '{"version":7}', id: undefined }]);
  });

  it('keeps an event without a blank line unfinished, and drops one with no data', () => {
    expect(parse('event: ready\n\n', 'event: poke\ndata: x\n').events).toEqual([]);
  });
});
