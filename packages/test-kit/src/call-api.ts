export interface ApiAnswer<T = any> {
  status: number;
  code: number;
  message: string;
  result: T;
}

/** One call to a test server: bearer token, query string, JSON body; answers the envelope with the HTTP status. */
export async function callApi<T = any>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  opts: { token?: string; query?: Record<string, string | number | boolean>; body?: unknown; rawBody?: string } = {},
): Promise<ApiAnswer<T>> {
  const url = new URL(path, baseUrl);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.rawBody !== undefined || opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = opts.rawBody ?? JSON.stringify(opts.body);
  }
  const res = await fetch(url, { method, headers, body });
  const envelope = (await res.json()) as { code: number; message: string; result: T };
  return { status: res.status, ...envelope };
}
