import { createRequire } from 'node:module';
import { InThreadPort } from './in-thread-port.ts';
import { loadPatchedDisplay } from './pdfjs-display-source.ts';
import { checkPdfjsOps, type Pdfjs } from './pdfjs-ops.ts';
import { pdfjsHooks } from './pdfjs-hooks.ts';
import { loadPatchedWorker, type PdfjsWorkerModule } from './pdfjs-worker-source.ts';
import { preserveBuiltins } from './preserve-builtins.ts';

const require = createRequire(import.meta.url);
let loading: Promise<Pdfjs> | null = null;
let loaded: Pdfjs | null = null;
let workerModule: PdfjsWorkerModule | null = null;

/**
 * The one place the engine loads pdf.js, on first use: importing the engine loads none of it, so a
 * process that only hands documents to the worker-thread pool (the API server) never runs pdf.js or
 * its polyfills. Both sides are the engine's patched copies (pdfjs-display-source.ts, pdfjs-worker-source.ts),
 * and the built-ins pdf.js's polyfills replace are put back (preserve-builtins.ts).
 */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    const restore = preserveBuiltins();
    try {
      // compiled from its file rather than imported: see compile-bundle.ts
      const pdfjs = loadPatchedDisplay<Pdfjs>(require.resolve('pdfjs-dist/legacy/build/pdf.mjs'));
      workerModule = loadPatchedWorker(pdfjsHooks);
      checkPdfjsOps(pdfjs);
      loaded = pdfjs;
      return pdfjs;
    } finally {
      restore();
    }
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** pdf.js once loadPdfJs() has resolved (stages that run on a loaded page). */
export function loadedPdfjs(): Pdfjs {
  if (!loaded) throw new Error('pdf.js is used before loadPdfjs() resolved');
  return loaded;
}

let worker: InstanceType<Pdfjs['PDFWorker']> | null = null;

/**
 * One pdf.js worker per thread, reused by every document: its parser side runs here too and talks
 * over an InThreadPort instead of cloning messages.
 */
export function sharedPdfWorker(): InstanceType<Pdfjs['PDFWorker']> {
  const pdfjs = loadedPdfjs();
  if (worker && !worker.destroyed) return worker;
  const port = new InThreadPort();
  workerModule!.WorkerMessageHandler.initializeFromPort(port);
  worker = new pdfjs.PDFWorker({ port: port as never, verbosity: 0 });
  return worker;
}
