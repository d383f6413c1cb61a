import { parentPort, workerData } from 'node:worker_threads';
import { saveBundleCaches } from '../load/compile-bundle.ts';
import { loadPdfjs } from '../load/pdfjs.ts';
import { countPages } from '../pipeline/count-pages.ts';
import { Deadline } from '../pipeline/deadline.ts';
import { extractDocumentFrom } from '../pipeline/extract-document.ts';
import { DEFAULT_TIMEOUT_MS } from '../pipeline/extract-options.ts';
import { extractPart, pageBuffers } from './extract-part.ts';
import { openedDocument, releaseDocument } from './open-documents.ts';
import { warmUp } from './warm-up.ts';
import type { applyInThread } from './apply-in-thread.ts';
import type { PartPayload, WorkerExtractOptions } from './worker-messages.ts';

type Message =
  | ({ id: number; opts: WorkerExtractOptions } & (
      | { op: 'extract' | 'count' | 'einvoice'; payload: Uint8Array }
      | { op: 'apply'; payload: Parameters<typeof applyInThread>[0] }
      | { op: 'part'; payload: PartPayload }
    ))
  | { op: 'release'; docKey: string };

// a long-lived pool warms each thread as it starts, the CLI's threads for a long document only load pdf.js; a job
// that comes meanwhile waits for it
const start = workerData as { warmUp?: boolean; loadPdfjs?: boolean } | undefined;
const warm = start?.warmUp
  ? warmUp()
  : start?.loadPdfjs
    ? loadPdfjs().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();

/** Worker-thread side of the engine pool: one job at a time, result posted back; a release needs no answer. */
parentPort?.on('message', async (msg: Message) => {
  if (msg.op === 'release') return void releaseDocument(msg.docKey);
  await warm;
  const result = await run(msg);
  parentPort?.postMessage({ id: msg.id, result }, pageBuffers(result));
  saveBundleCaches();
});

function run(msg: Exclude<Message, { op: 'release' }>) {
  const opts = msg.opts;
  // the template code and the e-invoice reader (xmldom, pdf-lib) are loaded on first use: a thread that only reads
  // pages starts without them (a long-lived pool's warm-up loads them)
  if (msg.op === 'apply') return import('./apply-in-thread.ts').then((m) => m.applyInThread(msg.payload));
  if (msg.op === 'count') return countPages(msg.payload, opts);
  if (msg.op === 'einvoice')
    return import('../einvoice/read-einvoice-document.ts').then((m) => m.readEInvoiceDocument(msg.payload, opts));
  if (msg.op === 'part') {
    const { docKey, bytes, from, to } = msg.payload;
    const deadline = new Deadline(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, opts.endsAt);
    return extractPart(() => openedDocument(docKey, bytes, deadline, opts.limits), from, to, {
      deadline,
      ocr: opts.ocr !== false,
      pagesAsJson: opts.pagesAsJson === true,
    });
  }
  return extract(msg.payload, opts);
}

/** A document that may be long: this thread keeps its opening when it answers 'split' (it reads parts of it next). */
async function extract(bytes: Uint8Array, opts: WorkerExtractOptions) {
  const { docKey, splitAbove, endsAt } = opts;
  if (!docKey) return extractDocumentFrom(bytes, opts);
  const result = await extractDocumentFrom(bytes, opts, {
    open: (d) => openedDocument(docKey, bytes, d, opts.limits),
    keepOpen: true,
    splitAbove,
    endsAt,
  });
  if (result.status !== 'split') await releaseDocument(docKey);
  return result;
}
