import { callApi, type ApiAnswer } from '../call-api.ts';
import { uploadFile } from './upload-file.ts';

/**
 * A sample read as the wizard reads it: GetDataFromSampleFile, then GetSampleExtraction polled while the answer is
 * 202 (OCR outlasting the server's wait, SAMPLE_WAIT_MS), five minutes at most. Answers the last envelope.
 */
export async function readSample<T = any>(
  baseUrl: string,
  token: string,
  file: { name: string; bytes: Uint8Array; type?: string },
  docTypeId: number,
): Promise<ApiAnswer<T>> {
  let answer = await uploadFile(baseUrl, '/api/Admin/Map/GetDataFromSampleFile', {
    token,
    file,
    fields: { docTypeId: String(docTypeId) },
  });
  for (let i = 0; answer.status === 202 && i < 600; i++) {
    await new Promise((r) => setTimeout(r, 500));
    answer = await callApi(baseUrl, 'GET', '/api/Admin/Map/GetSampleExtraction', {
      token,
      query: { jobId: answer.result.jobId },
    });
  }
  return answer;
}
