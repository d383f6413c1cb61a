import fs from 'node:fs';
import path from 'node:path';
import { api } from './mapping-session.ts';

/**
 * One file sent as the manual upload screen sends it (spec 002 §7): GetS3Details, UploadFile
 * (multipart, path first), CreateDocIntent, ProcessDocIntent. Answers the document's dtId.
 */
export async function uploadDocumentByApi(
  baseUrl: string,
  token: string,
  configId: string,
  file: string,
): Promise<string> {
  const details = await api<{ path: string }>(baseUrl, token, `/api/App/GetS3Details?ConfigId=${configId}`);
  if (details.body.code !== 200) throw new Error(`GetS3Details: ${details.body.message}`);
  const form = new FormData();
  form.append('path', details.body.result.path);
  form.append('file', new Blob([fs.readFileSync(file)], { type: 'application/pdf' }), path.basename(file));
  const up = await api<{ fileName: string; key: string }>(baseUrl, token, '/api/App/UploadFile', {
    method: 'POST',
    body: form,
  });
  if (up.body.code !== 200) throw new Error(`UploadFile: ${up.body.message}`);
  const intents = await api<{ msId: string; status: number; message: string }[]>(
    baseUrl,
    token,
    '/api/Admin/Map/CreateDocIntent',
    {
      method: 'POST',
      body: JSON.stringify({
        appFiles: [{ fileName: up.body.result.fileName, key: up.body.result.key }],
        configId,
        webRequest: true,
      }),
    },
  );
  const intent = intents.body.result?.[0];
  if (intents.body.code !== 200 || intent?.status !== 1)
    throw new Error(`CreateDocIntent: ${intent?.message ?? intents.body.message}`);
  const started = await api(baseUrl, token, `/api/Admin/Map/ProcessDocIntent?msId=${intent.msId}`);
  if (started.body.code !== 200) throw new Error(`ProcessDocIntent: ${started.body.message}`);
  return intent.msId;
}
