import type { ApiAnswer } from '../call-api.ts';

/** A multipart POST (`file` plus text fields) to a test server; answers the envelope with the HTTP status. */
export async function uploadFile<T = any>(
  baseUrl: string,
  path: string,
  opts: {
    token?: string;
    file?: { name: string; bytes: Uint8Array; type?: string };
    fields?: Record<string, string>;
    query?: Record<string, string | number>;
  },
): Promise<ApiAnswer<T>> {
  const url = new URL(path, baseUrl);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, String(v));
  const form = new FormData();
  for (const [k, v] of Object.entries(opts.fields ?? {})) form.append(k, v);
  if (opts.file)
    form.append(
      'file',
      new Blob([new Uint8Array(opts.file.bytes)], { type: opts.file.type ?? 'application/octet-stream' }),
      opts.file.name,
    );
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(url, { method: 'POST', headers, body: form });
  const envelope = (await res.json()) as { code: number; message: string; result: T };
  return { status: res.status, ...envelope };
}
