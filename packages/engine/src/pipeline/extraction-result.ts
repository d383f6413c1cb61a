import type { ExtractionError, ExtractionResult } from '@paperbridge/contracts';

// Apart from extract-document.ts so that the CLI's main thread, which only joins what the threads read, does not
// load the whole pipeline (with the e-invoice reader, pdf-lib and xmldom) before it can start them.

export function failed(errors: ExtractionError[], timings: Record<string, number>): ExtractionResult {
  return { status: 'failed', document: null, errors, timings: roundTimings(timings) };
}

export const roundTimings = (t: Record<string, number>) =>
  Object.fromEntries(Object.entries(t).map(([k, v]) => [k, Math.round(v * 10) / 10]));
