import { z } from 'zod';
import { defineJob } from './job-definition.ts';
import { runSampleExtraction } from '../services/mappings/run-sample-extraction.ts';

/** Extracts an uploaded sample (template) PDF with the engine; the result lands in sample_extractions. */
export const extractSampleJob = defineJob({
  name: 'extract-sample',
  schema: z.object({ sampleId: z.uuid(), companyId: z.uuid(), fileKey: z.string() }),
  retryLimit: 2,
  handler: (ctx, data) => runSampleExtraction(ctx, data),
});
