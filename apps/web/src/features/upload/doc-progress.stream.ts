import { DOCUMENT_CALLS, documentProgressSchema, MSG, type DocumentProgress } from '@paperbridge/contracts';
import { z } from 'zod';
import { ApiError, onSessionExpired } from '../../api/api-client';
import { getToken, isLoggedIn } from '../../app/session/session-store';
import { createSseParser } from './sse-parser';

const progressEventSchema = z.array(documentProgressSchema);

/**
 * Reads GET /api/Admin/Map/DocProgress once, until the server ends the stream (all documents
 * done, or its 5-minute cap). fetch instead of EventSource: EventSource cannot send the bearer
 * token every admin call carries (spec 002 §6).
 */
export async function readDocProgress(
  ids: readonly string[],
  onProgress: (events: DocumentProgress[]) => void,
  signal: AbortSignal,
): Promise<void> {
  const token = getToken();
  const res = await fetch(`${DOCUMENT_CALLS.docProgress.path}?ids=${encodeURIComponent(ids.join(','))}`, {
    headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  if (!res.ok || !res.body) {
    const envelope = (await res.json().catch(() => null)) as { message?: string } | null;
    if (res.status === 401 && isLoggedIn()) onSessionExpired();
    throw new ApiError(res.status, envelope?.message ?? MSG.genericFailure);
  }
  let failure: string | null = null;
  const parser = createSseParser((e) => {
    if (e.event === 'progress') onProgress(progressEventSchema.parse(JSON.parse(e.data)));
    else if (e.event === 'error') failure = (JSON.parse(e.data) as { message?: string }).message ?? MSG.genericFailure;
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.push(value);
  }
  if (failure) throw new Error(failure);
}

export const PROGRESS_UNAVAILABLE =
  'Progress is not available right now; the document is still being processed. See the dashboard.';
const MAX_FAILURES = 3;

/**
 * Follows the documents until all have settled: the server ends a stream after 5 minutes, so it is
 * read again; after a few failures in a row it gives up with a note (the documents themselves go
 * on in the pipeline and appear on the dashboard).
 */
export async function followDocProgress(
  ids: readonly string[],
  o: {
    onProgress: (events: DocumentProgress[]) => void;
    settled: () => boolean;
    onGiveUp: (message: string) => void;
    signal: AbortSignal;
    retryMs?: number;
    read?: typeof readDocProgress;
  },
): Promise<void> {
  const read = o.read ?? readDocProgress;
  let failures = 0;
  while (!o.signal.aborted && !o.settled()) {
    try {
      await read(ids, o.onProgress, o.signal);
      failures = 0;
    } catch (e) {
      if (o.signal.aborted) return;
      if (e instanceof ApiError && e.code === 401) return;
      if (++failures >= MAX_FAILURES) return o.onGiveUp(PROGRESS_UNAVAILABLE);
    }
    if (!o.settled() && !o.signal.aborted)
      await new Promise((r) => setTimeout(r, (o.retryMs ?? 1000) * Math.max(1, failures)));
  }
}
