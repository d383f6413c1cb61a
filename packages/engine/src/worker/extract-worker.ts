import { parentPort } from 'node:worker_threads';
import { extractDocument } from '../pipeline/extract-document.ts';
import { countPages } from '../pipeline/count-pages.ts';
import type { ExtractOptions } from '../pipeline/extract-options.ts';
import { applyInThread } from './apply-in-thread.ts';

type Message = { id: number; opts: ExtractOptions } & ({ op: 'extract' | 'count'; payload: Uint8Array } | { op: 'apply'; payload: Parameters<typeof applyInThread>[0] });

/** Worker-thread side of the engine pool: one job at a time, result posted back. */
parentPort?.on('message', async (msg: Message) => {
  const result = msg.op === 'apply' ? await applyInThread(msg.payload) : msg.op === 'count' ? await countPages(msg.payload, msg.opts) : await extractDocument(msg.payload, msg.opts);
  parentPort?.postMessage({ id: msg.id, result });
});
