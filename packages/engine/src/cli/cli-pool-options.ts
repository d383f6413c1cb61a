import type { EnginePoolOptions } from '../worker/engine-pool.ts';

/**
 * A file this large is likely long (the 229-page agreement is 1.9 MB, a one-page invoice 50-100 kB), or a
 * scan whose OCR dwarfs a second thread's start (about 0.1 s of a free core).
 */
export const EAGER_ABOVE_BYTES = 256 * 1024;

/**
 * The CLI's pool uses every core for one long document. A large file starts every thread at once, so they
 * boot while the first opens the document, and each loads pdf.js as it boots: the others would otherwise wait
 * idle for the first's page count, and only then load it (session 33: 4 % less wall time on the 229-page
 * PDF, median of 10 alternated rounds). A small file starts threads only as pages wait for them, so a short
 * document boots only one. Neither warms up: the process reads one document and ends.
 */
export function cliPoolOptions(fileBytes: number): EnginePoolOptions {
  return fileBytes > EAGER_ABOVE_BYTES ? { warmUp: false, loadPdfjs: true } : { lazy: true };
}
