import { parentPort } from 'node:worker_threads';
import { extractDocument } from '../pipeline/extract-document.ts';
import { countPages } from '../pipeline/count-pages.ts';
import type { ExtractOptions } from '../pipeline/extract-options.ts';

/** Worker-thread side of the engine pool: one document at a time, result posted back. */
parentPort?.on('message', async (msg: { id: number; op?: 'extract' | 'count'; bytes: Uint8Array; opts: ExtractOptions }) => {
  const result = msg.op === 'count' ? await countPages(msg.bytes, msg.opts) : await extractDocument(msg.bytes, msg.opts);
  parentPort?.postMessage({ id: msg.id, result });
});
