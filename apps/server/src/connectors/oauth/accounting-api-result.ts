import { retryAfterMs } from '../../lib/net/retry-after.ts';

/** What an accounting API call gives back: the value, or why not in words and whether trying again can help. */
export type ApiResult<T> =
  | { ok: true; value: T }
  /** unauthorized: the access token was refused (refresh it and try once more); disconnected: the organisation is no longer connected */
  | {
      ok: false;
      status: number;
      retry: boolean;
      unauthorized?: boolean;
      disconnected?: boolean;
      message: string;
      retryAfterMs?: number;
    };

/** 408, 425, 429 and 5xx (and no answer at all) are worth a later try; other 4xx are not. */
export const retryableStatus = (status: number) =>
  status === 0 || status === 408 || status === 425 || status === 429 || status >= 500;

export async function callJson<T>(
  url: string,
  init: RequestInit & { timeoutMs?: number },
  describe: (status: number, body: unknown) => string,
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 30_000) });
  } catch (e) {
    return {
      ok: false,
      status: 0,
      retry: true,
      message: `${new URL(url).host} did not answer: ${(e as Error).message}`,
    };
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (res.ok) return { ok: true, value: body as T };
  // Xero's and Intuit's rate limits (429) say when to come back
  const after = retryAfterMs(res.headers.get('retry-after'));
  return {
    ok: false,
    status: res.status,
    retry: retryableStatus(res.status),
    unauthorized: res.status === 401,
    disconnected: res.status === 403,
    message: describe(res.status, body),
    ...(after === null ? {} : { retryAfterMs: after }),
  };
}
