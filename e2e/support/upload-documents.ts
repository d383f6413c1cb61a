import fs from 'node:fs';
import path from 'node:path';
import { api } from './mapping-session.ts';

/** Uploads files to a mapping through the manual-upload calls the screen makes, and starts processing each. */
export async function uploadDocumentsByApi(
  baseUrl: string,
  token: string,
  cnId: string,
  files: string[],
): Promise<string[]> {
  const details = await api<{ path: string }>(baseUrl, token, `/api/App/GetS3Details?ConfigId=${cnId}`);
  if (details.body.code !== 200) throw new Error(`GetS3Details: ${details.body.message}`);
  const appFiles = [];
  for (const file of files) {
    const form = new FormData();
    form.append('path', details.body.result.path);
    form.append('file', new Blob([fs.readFileSync(file)], { type: 'application/pdf' }), path.basename(file));
    const up = await api<{ fileName: string; key: string }>(baseUrl, token, '/api/App/UploadFile', {
      method: 'POST',
      body: form,
    });
    if (up.body.code !== 200) throw new Error(`UploadFile ${file}: ${up.body.message}`);
    appFiles.push({ fileName: up.body.result.fileName, key: up.body.result.key });
  }
  const intents = await api<{ status: number; msId: string; message: string }[]>(
    baseUrl,
    token,
    '/api/Admin/Map/CreateDocIntent',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ appFiles, configId: cnId, webRequest: true }),
    },
  );
  if (intents.body.code !== 200) throw new Error(`CreateDocIntent: ${intents.body.message}`);
  const ids = [];
  for (const i of intents.body.result) {
    if (i.status !== 1) throw new Error(`refused: ${i.message}`);
    await api(baseUrl, token, `/api/Admin/Map/ProcessDocIntent?msId=${i.msId}`);
    ids.push(i.msId);
  }
  return ids;
}

const ACTIVE = new Set(['uploaded', 'queued', 'intake', 'extracting', 'mapping']);

/** Waits until the pipeline has settled every one of these documents (read through the dashboard's Data call). */
export async function waitUntilSettled(baseUrl: string, token: string, ids: string[], timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await api<{ data: { dtId: string; status: string }[] }>(baseUrl, token, '/api/Admin/Dashboard/Data', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pageSize: 100 }),
    });
    const rows = res.body.result?.data ?? [];
    const pending = ids.filter((id) => {
      const r = rows.find((x) => x.dtId === id);
      return !r || ACTIVE.has(r.status);
    });
    if (!pending.length) return rows;
    if (Date.now() > until) throw new Error(`documents still processing: ${pending.join(', ')}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
