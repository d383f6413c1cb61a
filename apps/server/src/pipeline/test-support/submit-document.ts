import assert from 'node:assert/strict';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { uploadFile } from '@paperbridge/test-kit/mappings/upload-file.ts';

/**
 * A document sent to a mapping as the manual upload screen sends it: GetS3Details, UploadFile,
 * CreateDocIntent and ProcessDocIntent. Answers its dtId; the pipeline's queues are the test's to drain.
 */
export async function submitDocument(
  baseUrl: string,
  token: string,
  cnId: string,
  file: { name: string; bytes: Uint8Array },
): Promise<string> {
  const { result: batch } = await callApi(baseUrl, 'GET', '/api/App/GetS3Details', {
    token,
    query: { ConfigId: cnId },
  });
  const up = await uploadFile(baseUrl, '/api/App/UploadFile', { token, fields: { path: batch.path }, file });
  assert.equal(up.status, 200, up.message);
  const intents = await callApi(baseUrl, 'POST', '/api/Admin/Map/CreateDocIntent', {
    token,
    body: { appFiles: [{ fileName: file.name, key: up.result.key }], configId: cnId, webRequest: true },
  });
  const dtId: string = intents.result[0].msId;
  await callApi(baseUrl, 'GET', '/api/Admin/Map/ProcessDocIntent', { token, query: { msId: dtId } });
  return dtId;
}
