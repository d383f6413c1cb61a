import { Worker, type ResourceLimits as WorkerResourceLimits } from 'node:worker_threads';
import type {
  DocumentModel,
  ExtractionError,
  ExtractionResult,
  Template,
  TemplateApplyResult,
} from '@paperbridge/contracts';
import { engineBundle } from '../bundle/bundle-cache.mjs';
import type { EInvoiceDocument } from '../einvoice/read-einvoice-document.ts';
import { DEFAULT_TIMEOUT_MS, type ExtractOptions } from '../pipeline/extract-options.ts';
import type { PageCountResult } from '../pipeline/count-pages.ts';
import type { SplitAnswer } from '../pipeline/extract-document.ts';
import { extractInParts, type PartsHost, type Spread } from './extract-in-parts.ts';
import type { PartResult } from './extract-part.ts';
import { resultJson, type JsonPieces } from './result-json.ts';
import type { PartPayload, WorkerExtractOptions } from './worker-messages.ts';

export interface EnginePool {
  /** a PDF of more than 8 pages is read by every thread at once, each a run of its pages (extract-in-parts.ts) */
  extract(bytes: Uint8Array, opts?: ExtractOptions): Promise<ExtractionResult>;
  /**
   * extract, answered as the JSON `JSON.stringify(result)` gives (the CLI's output), in pieces to write one after
   * another: a long document's pages come from the threads as UTF-8 JSON and are not rebuilt here (worker/result-json.ts)
   */
  extractJson(bytes: Uint8Array, opts?: ExtractOptions): Promise<ExtractionJson>;
  /** the page count of a PDF (1 for a photo), read in a thread: an upload check never blocks the caller */
  countPages(bytes: Uint8Array, opts?: { timeoutMs?: number }): Promise<PageCountResult>;
  /**
   * a learned template applied to an extracted document, in a thread: matching is CPU work too. With the
   * document's file, fields read weakly from an image are read again from it (a second OCR opinion).
   */
  apply(
    template: Template,
    document: DocumentModel,
    opts?: { timeoutMs?: number; file?: Uint8Array },
  ): Promise<ApplyResult>;
  /**
   * The e-invoice a PDF carries or an XML file is (issue 25), read in a thread; a bare XML e-invoice comes with a
   * PDF drawing of it to extract and show. A thread that fails answers `failed`.
   */
  readEInvoice(bytes: Uint8Array, opts?: { timeoutMs?: number }): Promise<EInvoiceDocument | OpFailure>;
  close(): Promise<void>;
  readonly size: number;
}

export interface EnginePoolOptions {
  /**
   * V8 limits of each thread (Node's Worker `resourceLimits`); default: a 1536 MB old generation, a 64 MB young one. A
   * document that needs more ends with 'resource_limit' and its thread is replaced. Buffers (decoded
   * streams, images) are outside the V8 heap: ExtractOptions.limits bound those.
   */
  resourceLimits?: WorkerResourceLimits;
  /**
   * Start threads only when work waits for one (up to `size`), instead of all at once. For a short-lived
   * process (the CLI): a one-page document then boots one thread, and a long one starts reading in the
   * first thread while the others boot.
   */
  lazy?: boolean;
  /** each thread takes a small built-in page through every stage as it starts (worker/warm-up.ts); default: unless lazy */
  warmUp?: boolean;
  /**
   * each thread loads pdf.js as it starts, and nothing more (no warm-up page): the CLI's threads for a long
   * document, where all but the first would otherwise boot and then wait idle for their first run of pages
   */
  loadPdfjs?: boolean;
  /** told how each long document was spread (for an operator's log, and tests) */
  onSpread?: (spread: Spread) => void;
}

// a larger young generation than V8's default: extraction allocates many short-lived objects, and fewer
// scavenges measured about 10% less CPU on a 229-page document
export const DEFAULT_WORKER_RESOURCE_LIMITS: Readonly<WorkerResourceLimits> = Object.freeze({
  maxOldGenerationSizeMb: 1536,
  maxYoungGenerationSizeMb: 64,
});

export interface ExtractionJson {
  status: ExtractionResult['status'];
  errors: ExtractionError[];
  /** the result's JSON, to be written piece after piece (result-json.ts) */
  json: JsonPieces;
}

export type OpFailure = { status: 'failed'; error: ExtractionError };
export type ApplyResult = { status: 'ok'; applied: TemplateApplyResult } | OpFailure;

type Op = 'extract' | 'count' | 'apply' | 'part' | 'einvoice';
type AnyResult = ExtractionResult | SplitAnswer | PageCountResult | ApplyResult | PartResult | EInvoiceDocument;
/** payload: the document's bytes (extract, count), the template and the document model (apply), or a run of pages (part) */
interface Job {
  id: number;
  op: Op;
  payload: unknown;
  opts: WorkerExtractOptions;
  resolve: (r: AnyResult) => void;
}
interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

const bootUrl = new URL('./extract-worker-boot.mjs', import.meta.url);

/**
 * A thread starts from the engine's plain-JS bundle when there is one (bundle/bundle-cache.mjs): through tsx
 * it would spend about a second transforming the engine's files before its first page.
 */
function workerEntry(): URL {
  const bundle = engineBundle();
  return bundle?.worker ? new URL(bundle.worker) : bootUrl;
}

/** Grace after the document's own deadline before the thread is killed (its soft timeout should answer first). */
const HARD_KILL_GRACE_MS = 2_000;

/**
 * A pool of worker threads running extractDocument. Heavy, synchronous pdf.js
 * work then uses every core, and a document that wedges a thread is ended
 * for certain: the thread is terminated and replaced, and the caller gets a
 * typed 'timeout' result. A thread that runs out of memory fails only its
 * document ('resource_limit') and is replaced the same way.
 */
export function createEnginePool(size = 1, opts: EnginePoolOptions = {}): EnginePool {
  const resourceLimits = { ...DEFAULT_WORKER_RESOURCE_LIMITS, ...opts.resourceLimits };
  const warmUp = opts.warmUp ?? !opts.lazy;
  const workerUrl = workerEntry();
  const queue: Job[] = [];
  const slots: Slot[] = [];
  let nextId = 1,
    closed = false;

  const spawn = (): Slot => {
    const worker = new Worker(workerUrl, {
      resourceLimits,
      workerData: { warmUp, loadPdfjs: opts.loadPdfjs === true },
    });
    const slot: Slot = { worker, job: null, timer: null };
    worker.on('message', (msg: { id: number; result: AnyResult }) => finish(slot, msg.result));
    worker.on('error', (e: NodeJS.ErrnoException) => {
      const outOfMemory = e.code === 'ERR_WORKER_OUT_OF_MEMORY';
      finish(
        slot,
        outOfMemory
          ? failure('resource_limit', outOfMemoryMessage(resourceLimits))
          : failure('stage_failed', `worker failed: ${e.message}`),
        true,
      );
    });
    worker.on('exit', () => {
      if (slot.job) finish(slot, failure('stage_failed', 'worker exited'), true);
    });
    worker.unref();
    return slot;
  };

  const finish = (slot: Slot, result: AnyResult, replace = false): void => {
    const job = slot.job;
    if (job && job.op !== 'extract' && 'document' in result)
      result = job.op === 'part' ? partFailure(result) : opFailure(result);
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    if (replace) {
      void slot.worker.terminate();
      const idx = slots.indexOf(slot);
      if (idx >= 0 && !closed) slots[idx] = spawn();
    }
    job?.resolve(result);
    pump();
  };

  const pump = (): void => {
    const idle = slots.filter((s) => !s.job).length;
    for (let i = idle; i < queue.length && slots.length < size && !closed; i++) slots.push(spawn());
    for (const slot of slots) {
      if (slot.job || !queue.length) continue;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      const limit =
        (job.opts.endsAt !== undefined
          ? Math.max(0, job.opts.endsAt - Date.now())
          : (job.opts.timeoutMs ?? DEFAULT_TIMEOUT_MS)) + HARD_KILL_GRACE_MS;
      slot.timer = setTimeout(
        () => finish(slot, failure('timeout', `extraction took longer than ${limit} ms; the worker was stopped`), true),
        limit,
      );
      slot.worker.postMessage({ id: job.id, op: job.op, payload: job.payload, opts: job.opts });
    }
    if (!slots.some((s) => s.job)) for (const s of slots) s.worker.unref();
  };

  const submit = (op: Op, payload: unknown, opts: WorkerExtractOptions): Promise<AnyResult> => {
    if (closed) return Promise.reject(new Error('engine pool is closed'));
    return new Promise((resolve) => {
      queue.push({ id: nextId++, op, payload, opts, resolve });
      pump();
    });
  };

  let nextDoc = 1;
  const parts: PartsHost = {
    size,
    extract: (bytes, opts) => submit('extract', bytes, opts) as Promise<ExtractionResult | SplitAnswer>,
    part: (payload: PartPayload, opts) => submit('part', payload, opts) as Promise<PartResult>,
    release: (docKey) => {
      for (const s of slots) s.worker.postMessage({ op: 'release', docKey });
    },
    onSpread: opts.onSpread,
  };

  if (!opts.lazy) for (let i = 0; i < size; i++) slots.push(spawn());
  return {
    size,
    extract(bytes, opts = {}) {
      if (size < 2) return submit('extract', bytes, opts) as Promise<ExtractionResult>;
      return extractInParts(parts, bytes, opts, String(nextDoc++));
    },
    async extractJson(bytes, opts = {}) {
      const result =
        size < 2
          ? ((await submit('extract', bytes, opts)) as ExtractionResult)
          : await extractInParts(parts, bytes, { ...opts, pagesAsJson: true }, String(nextDoc++));
      return { status: result.status, errors: result.errors, json: resultJson(result) };
    },
    countPages(bytes, opts = {}) {
      return submit('count', bytes, { timeoutMs: opts.timeoutMs ?? 10_000 }) as Promise<PageCountResult>;
    },
    apply(template, document, opts = {}) {
      // a re-read runs OCR on a few regions: seconds, not the milliseconds of matching
      return submit(
        'apply',
        { template, document, file: opts.file },
        { timeoutMs: opts.timeoutMs ?? (opts.file ? 120_000 : 30_000) },
      ) as Promise<ApplyResult>;
    },
    readEInvoice(bytes, opts = {}) {
      return submit('einvoice', bytes, { timeoutMs: opts.timeoutMs ?? 30_000 }) as Promise<
        EInvoiceDocument | OpFailure
      >;
    },
    async close() {
      closed = true;
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}

/** A run of pages whose thread died or timed out stops its document. */
function partFailure(result: ExtractionResult): PartResult {
  return { status: 'part', parts: [], errors: [], stoppedBy: result.errors[0] ?? null, timings: {}, thread: -1 };
}

/** A count or an apply whose thread died or timed out answers in its own shape. */
function opFailure(result: ExtractionResult): OpFailure {
  return {
    status: 'failed',
    error: result.errors[0] ?? { stage: 'load', page: null, code: 'stage_failed', message: 'the engine thread failed' },
  };
}

const outOfMemoryMessage = (l: WorkerResourceLimits) =>
  `the document needed more memory than the engine allows one document${l.maxOldGenerationSizeMb ? ` (${l.maxOldGenerationSizeMb} MB)` : ''}; it was stopped`;

function failure(code: 'timeout' | 'stage_failed' | 'resource_limit', message: string): ExtractionResult {
  return { status: 'failed', document: null, errors: [{ stage: 'load', page: null, code, message }], timings: {} };
}
