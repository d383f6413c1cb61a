import type { ExtractionError, ExtractionResult } from '@paperbridge/contracts';
import type { SplitAnswer } from '../pipeline/extract-document.ts';
import { failed, roundTimings } from '../pipeline/extraction-result.ts';
import { DEFAULT_TIMEOUT_MS, type ExtractOptions } from '../pipeline/extract-options.ts';
import { assembleParts, type PagePart } from '../pipeline/assemble-parts.ts';
import { toExtractionError } from '../errors/engine-error.ts';
import type { PartResult } from './extract-part.ts';
import type { PartPayload, WorkerExtractOptions } from './worker-messages.ts';

/** A PDF with more pages than this is read in parts by every thread of the pool. */
export const SPLIT_ABOVE_PAGES = 8;

export interface PartsHost {
  readonly size: number;
  extract(bytes: Uint8Array, opts: WorkerExtractOptions): Promise<ExtractionResult | SplitAnswer>;
  part(payload: PartPayload, opts: WorkerExtractOptions): Promise<PartResult>;
  /** every thread closes its opening of the document */
  release(docKey: string): void;
  onSpread?: (spread: Spread) => void;
}

/** How one long document was read: its pages, the runs they were cut into, the threads that read them. */
export interface Spread {
  pageCount: number;
  runs: number;
  threads: number;
  ms: number;
}

/**
 * One document over the whole pool. The first thread opens it; a PDF of more than SPLIT_ABOVE_PAGES pages
 * comes back unread ('split') and is read in runs of pages, at most one run per thread in flight at once,
 * so that other documents queued meanwhile are not held up behind all of its pages. Each thread opens the
 * document once and keeps it for every run it reads; the parts are joined here in page order (a table
 * going on over a page break is joined across parts too). A timeout keeps the pages read, as in one
 * thread; a run that fails otherwise (over a memory limit, a thread that died) fails the document.
 */
export async function extractInParts(
  host: PartsHost,
  bytes: Uint8Array,
  opts: ExtractOptions & Pick<WorkerExtractOptions, 'pagesAsJson'>,
  docKey: string,
): Promise<ExtractionResult> {
  const t0 = performance.now();
  const endsAt = Date.now() + (opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const first = await host.extract(bytes, { ...opts, endsAt, splitAbove: SPLIT_ABOVE_PAGES, docKey });
  if (first.status !== 'split') return first;
  try {
    const results = await readRuns(host, { docKey, bytes: shared(bytes) }, pageRuns(first.pageCount, host.size), {
      ...opts,
      endsAt,
    });
    const joined = joinParts(results, first.pageCount, opts.fileName ?? null, t0);
    host.onSpread?.({
      pageCount: first.pageCount,
      runs: results.length,
      threads: new Set(results.map((r) => r.thread).filter((t) => t >= 0)).size,
      ms: Math.round(performance.now() - t0),
    });
    return joined;
  } finally {
    host.release(docKey);
  }
}

/**
 * Runs of 2..25 pages, each the pages left divided by twice the threads (guided scheduling): large at first,
 * so that each run pays little for its message, and shrinking towards the end, so that no thread waits long
 * for the last run of another (with equal runs of 25 pages, one of two threads idled for up to a run at the end).
 */
export function pageRuns(pageCount: number, threads: number): [number, number][] {
  const runs: [number, number][] = [];
  for (let from = 1; from <= pageCount;) {
    const size = Math.min(25, Math.max(2, Math.ceil((pageCount - from + 1) / (threads * 2))));
    runs.push([from, Math.min(pageCount, from + size - 1)]);
    from += size;
  }
  return runs;
}

function readRuns(
  host: PartsHost,
  doc: Omit<PartPayload, 'from' | 'to'>,
  runs: [number, number][],
  opts: WorkerExtractOptions,
): Promise<PartResult[]> {
  const results: PartResult[] = [];
  let next = 0,
    running = 0,
    stop = false;
  return new Promise((resolve) => {
    const launch = (): void => {
      while (!stop && running < host.size && next < runs.length) {
        const [from, to] = runs[next++]!;
        running++;
        host
          .part({ ...doc, from, to }, opts)
          .catch((e: unknown): PartResult => ({
            status: 'part',
            parts: [],
            errors: [],
            stoppedBy: toExtractionError(e, 'load', from),
            timings: {},
            thread: -1,
          }))
          .then((r) => {
            results.push(r);
            running--;
            // past the deadline every further run would time out; after any other stop the document has failed
            if (r.stoppedBy) stop = true;
            if (running === 0 && (stop || next >= runs.length)) resolve(results);
            else launch();
          });
      }
    };
    launch();
  });
}

function joinParts(results: PartResult[], pageCount: number, fileName: string | null, t0: number): ExtractionResult {
  const byPage = (a: { page: number | null }, b: { page: number | null }) => (a.page ?? 0) - (b.page ?? 0);
  const parts = results.flatMap((r) => r.parts).sort((a, b) => a.size.pageNumber - b.size.pageNumber);
  const errors: ExtractionError[] = results.flatMap((r) => r.errors).sort(byPage);
  const stops = results.flatMap((r) => (r.stoppedBy ? [r.stoppedBy] : [])).sort(byPage);
  const timings: Record<string, number> = {};
  for (const r of results) for (const [k, v] of Object.entries(r.timings)) timings[k] = (timings[k] ?? 0) + v;
  const fatal = stops.find((e) => e.code !== 'timeout');
  if (fatal) return failed([...errors, fatal], timings);
  if (stops[0]) errors.push(stops[0]);
  if (!parts.length) return failed(errors, timings);
  try {
    // pages asked as JSON text stay text (worker/result-json.ts writes them); assembling never looks inside a page
    const document = assembleParts(parts as PagePart[], { fileName, type: 'pdf', pageCount });
    return {
      status: errors.length ? 'partial' : 'success',
      document,
      errors,
      timings: roundTimings({ ...timings, total: performance.now() - t0 }),
    };
  } catch (e) {
    return failed([...errors, toExtractionError(e, 'tables', null)], timings);
  }
}

/** The file in shared memory: every run's message then carries it without a copy. */
function shared(bytes: Uint8Array): Uint8Array {
  const view = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
  view.set(bytes);
  return view;
}
