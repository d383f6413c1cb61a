// Order matters: native-builtins.ts must run before pdf.js installs its polyfills.
import { restoreNativeBuiltins } from './native-builtins.ts';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
// @ts-expect-error -- the worker bundle ships no type declarations
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { InThreadPort } from './in-thread-port.ts';
import { installSyncInflate } from './sync-inflate.ts';

/**
 * The one place the engine loads pdf.js. In Node pdf.js runs its "worker" in
 * the calling thread; handing it the worker module up front saves its dynamic
 * import and lets the polyfill fix below cover the worker bundle too.
 */
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= pdfjsWorker;
restoreNativeBuiltins();
installSyncInflate();

export { pdfjs };

let worker: InstanceType<typeof pdfjs.PDFWorker> | null = null;

/**
 * One pdf.js worker per thread, reused by every document: its parser side
 * runs here too and talks over an InThreadPort instead of cloning messages.
 */
export function sharedPdfWorker(): InstanceType<typeof pdfjs.PDFWorker> {
  if (worker && !worker.destroyed) return worker;
  const port = new InThreadPort();
  (pdfjsWorker as { WorkerMessageHandler: { initializeFromPort(p: unknown): void } }).WorkerMessageHandler.initializeFromPort(port);
  worker = new pdfjs.PDFWorker({ port: port as never, verbosity: 0 });
  return worker;
}
