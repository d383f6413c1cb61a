import type { ExtractOptions } from '../pipeline/extract-options.ts';

/** What the pool adds to a document's options when it may spread the document over its threads. */
export interface WorkerExtractOptions extends ExtractOptions {
  /** the document's deadline (epoch ms): its clock started when the pool got it, not when a thread did */
  endsAt?: number;
  /** answer 'split' instead of reading a PDF with more pages than this */
  splitAbove?: number;
  /** the pool's name for this document in its threads' open documents */
  docKey?: string;
  /** a run's pages come back as UTF-8 JSON (worker/result-json.ts): the caller writes JSON, not objects */
  pagesAsJson?: boolean;
}

/** Pages from..to of a long document; `bytes` is shared memory, so each part's message copies nothing. */
export interface PartPayload {
  docKey: string;
  bytes: Uint8Array;
  from: number;
  to: number;
}
