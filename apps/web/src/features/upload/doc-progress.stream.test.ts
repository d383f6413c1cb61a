import type { DocumentProgress } from '@paperbridge/contracts';
import { describe, expect, it } from 'vitest';
import { followDocProgress, PROGRESS_UNAVAILABLE, type readDocProgress } from './doc-progress.stream';

describe('following DocProgress', () => {
  it('reads the stream again when the server ends it before the documents settle', async () => {
    let reads = 0;
    let settled = false;
    const read: typeof readDocProgress = async (_ids, onProgress) => {
      reads += 1;
      if (reads === 2) {
        onProgress([] as DocumentProgress[]);
        settled = true;
      }
    };
    await followDocProgress(['d1'], {
      onProgress: () => {},
      settled: () => settled,
      onGiveUp: () => {},
      signal: new AbortController().signal,
      retryMs: 1,
      read,
    });
    expect(reads).toBe(2);
  });

  it('gives up with a note after three failures in a row', async () => {
    let reads = 0;
    const notes: string[] = [];
    const read: typeof readDocProgress = async () => {
      reads += 1;
      throw new Error('network');
    };
    await followDocProgress(['d1'], {
      onProgress: () => {},
      settled: () => false,
      onGiveUp: (m) => notes.push(m),
      signal: new AbortController().signal,
      retryMs: 1,
      read,
    });
    expect(reads).toBe(3);
    expect(notes).toEqual([PROGRESS_UNAVAILABLE]);
  });

  it('stops when the panel is closed', async () => {
    const controller = new AbortController();
    let reads = 0;
    const read: typeof readDocProgress = async () => {
      reads += 1;
      controller.abort();
    };
    await followDocProgress(['d1'], {
      onProgress: () => {},
      settled: () => false,
      onGiveUp: () => {},
      signal: controller.signal,
      retryMs: 1,
      read,
    });
    expect(reads).toBe(1);
  });
});
