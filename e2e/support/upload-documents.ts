import fs from 'node:fs';
import path from 'node:path';
import { CALLS } from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';
import { okResult } from '@paperbridge/test-kit/ok-result.ts';

/**
 * Uploads files to a mapping through the manual-upload calls the screen makes (spec 002 §7): GetS3Details,
 * UploadFile per file (multipart, path first), CreateDocIntent, then ProcessDocIntent per accepted file.
 * Answers the documents' dtIds in the order of the files.
 */
export async function uploadDocumentsByApi(
  baseUrl: string,
  token: string,
  cnId: string,
  files: string[],
): Promise<string[]> {
  const details = okResult(await call(baseUrl, CALLS.documents.getS3Details, { token, query: { ConfigId: cnId } }));
  const appFiles = [];
  for (const file of files) {
    const form = new FormData();
    form.append('path', details.path);
    form.append('file', new Blob([fs.readFileSync(file)], { type: 'application/pdf' }), path.basename(file));
    const up = await call(baseUrl, CALLS.documents.uploadFile, { token, body: form });
    if (up.code !== 200) throw new Error(`UploadFile ${file}: ${up.message}`);
    appFiles.push({ fileName: up.result.fileName, key: up.result.key });
  }
  const intents = await call(baseUrl, CALLS.documents.createDocIntent, {
    token,
    body: { appFiles, configId: cnId, webRequest: true },
  });
  if (intents.code !== 200) throw new Error(`CreateDocIntent: ${intents.message}`);
  const ids = [];
  for (const i of intents.result) {
    if (i.status !== 1 || !i.msId) throw new Error(`CreateDocIntent refused ${i.fileName}: ${i.message}`);
    const started = await call(baseUrl, CALLS.documents.processDocIntent, { token, query: { msId: i.msId } });
    if (started.code !== 200) throw new Error(`ProcessDocIntent: ${started.message}`);
    ids.push(started.result.dtId);
  }
  return ids;
}

const ACTIVE = new Set(['uploaded', 'queued', 'intake', 'extracting', 'mapping']);

/** Waits until the pipeline has settled every one of these documents (read through the dashboard's Data call). */
export async function waitUntilSettled(baseUrl: string, token: string, ids: string[], timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = okResult(await call(baseUrl, CALLS.dashboard.data, { token, body: { pageSize: 100 } })).data;
    const pending = ids.filter((id) => {
      const r = rows.find((x) => x.dtId === id);
      return !r || ACTIVE.has(r.status);
    });
    if (!pending.length) return rows;
    if (Date.now() > until) throw new Error(`documents still processing: ${pending.join(', ')}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
