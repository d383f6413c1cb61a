import { parentPort } from 'node:worker_threads';
import { extractDocument } from '../pipeline/extract-document.ts';
import type { ExtractOptions } from '../pipeline/extract-options.ts';

/** Worker-thread side of the engine pool: one document at a time, result posted back. */
parentPort?.on('message', async (msg: { id: number; bytes: Uint8Array; opts: ExtractOptions }) => {
  const result = await extractDocument(msg.bytes, msg.opts);
  parentPort?.postMessage({ id: msg.id, result });
});
