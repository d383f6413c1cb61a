/**
 * A lazily created, reused pool of tesseract.js workers (one wasm instance
 * per worker thread). Creating a worker costs ~0.5-1 CPU s (wasm, and the
 * traineddata: see traineddata.ts), so workers live for the process;
 * `terminateOcr()` shuts them down so tests and the CLI exit cleanly.
 *
 * A wasm recognition cannot be interrupted. When a job passes its deadline
 * the worker running it is terminated and replaced on demand: that frees the
 * core immediately and guarantees the caller never hangs.
 */
import os from 'node:os';
import Tesseract from 'tesseract.js';
import { isOcrTimeout, ocrError } from './ocr-error.ts';
import { bestIntLangPath, fastEngTraineddata, ocrModel } from './traineddata.ts';

export type TesseractWorker = Tesseract.Worker;

export interface PoolJobOptions {
  /** epoch ms after which the job is abandoned with EngineError('timeout') */
  deadline?: number;
}

interface Slot {
  worker: TesseractWorker;
  busy: boolean;
  /** parameters last set on this worker, so we only send changes */
  params: Record<string, string>;
}

interface Waiter {
  resolve: (slot: Slot) => void;
  reject: (error: unknown) => void;
}

export function defaultPoolSize(): number {
  const fromEnv = Number(process.env.PAPERBRIDGE_OCR_WORKERS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return Math.max(1, os.availableParallelism());
}

export class TesseractPool {
  private readonly slots: Slot[] = [];
  private readonly waiters: Waiter[] = [];
  private starting = 0;
  private closed = false;

  constructor(readonly size: number) {}

  /** Run `job` on a free worker with the given Tesseract parameters. */
  async run<T>(
    params: Record<string, string>,
    job: (worker: TesseractWorker) => Promise<T>,
    opts: PoolJobOptions = {},
  ): Promise<T> {
    const slot = await this.acquire(opts.deadline);
    let timer: NodeJS.Timeout | undefined;
    try {
      const work = (async () => {
        const changed = Object.fromEntries(Object.entries(params).filter(([k, v]) => slot.params[k] !== v));
        if (Object.keys(changed).length > 0) {
          await slot.worker.setParameters(changed);
          Object.assign(slot.params, changed);
        }
        return job(slot.worker);
      })();
      if (opts.deadline === undefined) return await work;
      const remaining = opts.deadline - Date.now();
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(ocrError('timeout', 'OCR exceeded its time bound')), Math.max(0, remaining));
      });
      work.catch(() => undefined); // the loser of the race must not become an unhandled rejection
      return await Promise.race([work, timeout]);
    } catch (error) {
      // The wasm call cannot be interrupted: drop the worker so its core is freed now.
      if (isOcrTimeout(error)) this.discard(slot);
      throw error;
    } finally {
      if (timer) clearTimeout(timer);
      if (this.slots.includes(slot)) this.release(slot);
    }
  }

  async terminate(): Promise<void> {
    this.closed = true;
    for (const w of this.waiters.splice(0)) w.reject(ocrError('ocr_failed', 'OCR pool terminated'));
    const workers = this.slots.splice(0).map((s) => s.worker);
    await Promise.allSettled(workers.map((w) => w.terminate()));
  }

  private acquire(deadline?: number): Promise<Slot> {
    if (this.closed) return Promise.reject(ocrError('ocr_failed', 'OCR pool terminated'));
    const free = this.slots.find((s) => !s.busy);
    if (free) {
      free.busy = true;
      return Promise.resolve(free);
    }
    return new Promise<Slot>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject };
      this.waiters.push(waiter);
      if (deadline !== undefined) {
        const timer = setTimeout(
          () => {
            const i = this.waiters.indexOf(waiter);
            if (i >= 0) {
              this.waiters.splice(i, 1);
              reject(ocrError('timeout', 'OCR exceeded its time bound while waiting for a worker'));
            }
          },
          Math.max(0, deadline - Date.now()),
        );
        waiter.resolve = (slot) => {
          clearTimeout(timer);
          resolve(slot);
        };
        waiter.reject = (error) => {
          clearTimeout(timer);
          reject(error);
        };
      }
      this.grow();
    });
  }

  private release(slot: Slot): void {
    const next = this.waiters.shift();
    if (next) next.resolve(slot);
    else slot.busy = false;
  }

  private discard(slot: Slot): void {
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    void slot.worker.terminate().catch(() => undefined);
    if (this.waiters.length > 0) this.grow();
  }

  /** Start one more worker if there is demand and room. */
  private grow(): void {
    if (this.closed || this.slots.length + this.starting >= this.size) return;
    if (this.waiters.length <= this.starting) return;
    this.starting++;
    createTesseractWorker()
      .then((worker) => {
        this.starting--;
        if (this.closed) {
          void worker.terminate();
          return;
        }
        const slot: Slot = { worker, busy: true, params: {} };
        this.slots.push(slot);
        this.release(slot);
        this.grow();
      })
      .catch((error: unknown) => {
        this.starting--;
        // No worker can start (missing traineddata, no memory): fail the
        // waiters rather than leave them hanging.
        if (this.slots.length + this.starting === 0) {
          for (const w of this.waiters.splice(0))
            w.reject(ocrError('ocr_failed', `cannot start an OCR worker: ${String(error)}`, error));
        }
      });
  }
}

export async function createTesseractWorker(): Promise<TesseractWorker> {
  const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath: bestIntLangPath(),
    gzip: true,
    // Read the traineddata from node_modules each time; never write a cache
    // file into the working directory and never fetch anything.
    cacheMethod: 'none',
    errorHandler: () => undefined,
  });
  if (ocrModel() === 'fast') {
    // tesseract.js 7 cannot initialise from traineddata passed as bytes
    // (its `initialize` joins the objects' data, not their codes, into the
    // language name), so the worker starts on best_int from langPath, the
    // fast model is written over eng.traineddata in the worker's in-memory
    // file system, and Tesseract is re-initialised from it: one extra
    // initialisation per worker start (~0.4 CPU s, once per process and
    // worker), nothing on disk.
    try {
      await worker.FS('writeFile', ['./eng.traineddata', fastEngTraineddata()]);
      await worker.reinitialize('eng', Tesseract.OEM.LSTM_ONLY);
    } catch (error) {
      await worker.terminate();
      throw error;
    }
  }
  return worker;
}

let pool: TesseractPool | undefined;

export function getOcrPool(): TesseractPool {
  pool ??= new TesseractPool(defaultPoolSize());
  return pool;
}

/** Shut the OCR workers down; the next recognition starts a fresh pool. */
export async function terminateOcr(): Promise<void> {
  const current = pool;
  pool = undefined;
  if (current) await current.terminate();
}
