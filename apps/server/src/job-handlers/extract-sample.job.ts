import { defineJob } from '../context/job-definition.ts';
import { runSampleExtraction } from '../services/mappings/run-sample-extraction.ts';

/** Extracts an uploaded sample (template) PDF with the engine; the result lands in sample_extractions. */
export const extractSampleJob = defineJob({
  name: 'extract-sample',
  handler: (ctx, data) => runSampleExtraction(ctx, data),
});
