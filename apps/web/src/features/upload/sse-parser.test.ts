import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

describe('text/event-stream parser (DocProgress read with fetch)', () => {
  it('gives whole events however the chunks are cut, and ignores comments', () => {
    const events: SseEvent[] = [];
    const p = createSseParser((e) => events.push(e));
    const text =
      ': hello\nevent: progress\ndata: [{"a":1}]\n\nevent: progress\r\ndata: [2]\r\n\r\ndata: x\ndata: y\n\n';
    for (const ch of text) p.push(ch);
    expect(events).toEqual([
      { event: 'progress', data: '[{"a":1}]' },
      { event: 'progress', data: '[2]' },
      { event: 'message', data: 'x\ny' },
    ]);
  });

  it('holds an event until its blank line arrives', () => {
    const events: SseEvent[] = [];
    const p = createSseParser((e) => events.push(e));
    p.push('event: error\ndata: {"message":"m"}\n');
    expect(events).toEqual([]);
    p.push('\n');
    expect(events).toEqual([{ event: 'error', data: '{"message":"m"}' }]);
  });
});
