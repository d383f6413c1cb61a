import { CALLS, sampleProcessingSchema } from '@paperbridge/contracts';
import type { ApiAnswer } from '../call-api.ts';
import { call } from '../call.ts';

/**
 * A sample read as the wizard reads it: GetDataFromSampleFile, then GetSampleExtraction polled while the answer is
 * 202 (OCR outlasting the server's wait, SAMPLE_WAIT_MS), five minutes at most. Answers the last envelope, its
 * result parsed with the calls table's sample schema once the sample is read.
 */
export async function readSample(
  baseUrl: string,
  token: string,
  file: { name: string; bytes: Uint8Array; type?: string },
  docTypeId: number,
) {
  const form = new FormData();
  form.append('docTypeId', String(docTypeId));
  form.append(
    'file',
    new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
    file.name,
  );
  let answer = await call(baseUrl, CALLS.mapping.getDataFromSampleFile, { token, body: form });
  for (let i = 0; answer.status === 202 && i < 600; i++) {
    await new Promise((r) => setTimeout(r, 500));
    answer = await call(baseUrl, CALLS.mapping.getSampleExtraction, {
      token,
      query: { jobId: processingJobId(answer) },
    });
  }
  return answer;
}

/** The job id of a 202 answer: call() leaves answers other than code 200 unparsed, so this one is read with its own schema. */
function processingJobId(answer: ApiAnswer<unknown>): string {
  return sampleProcessingSchema.parse(answer.result).jobId;
}
