import type { CallMethod, Envelope } from '@paperbridge/contracts';
import { MSG } from '@paperbridge/contracts';
import { loaderStore } from './loader-store';
import { toastWarning } from '../components/toast';
import { clearSession, getToken, isLoggedIn } from '../app/session/session-store';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly result?: unknown,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Do not count in the global loader (background polling). */
  silent?: boolean;
  /** Do not toast the server message on failure; the caller shows its own text. */
  quiet?: boolean;
}

/** Called when an admin call answers 401: the session is over. Replaced in tests. */
export let onSessionExpired = () => {
  // a request sent before this tab signed out (idle, password change) answering 401 after it: the sign-out and
  // its reason are already recorded, and "your session has ended" must not replace them
  if (!getToken()) return;
  clearSession('expired');
  window.location.assign('/');
};
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

const isAdminCall = (path: string) => /^\/api\/admin\//i.test(path);

/**
 * The one fetch client. Every call sends the bearer token, counts in the global
 * loader, and resolves only on code 200; otherwise the server message is shown
 * as a warning toast (10 s) and an ApiError is thrown.
 */
export async function request<T>(method: CallMethod, path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  if (!opts.silent) loaderStore.start();
  try {
    let envelope: Envelope<T>;
    let httpStatus = 0;
    try {
      const res = await fetch(buildUrl(path, opts.query), { method, headers, body });
      httpStatus = res.status;
      const data = (await res.json().catch(() => null)) as Envelope<T> | null;
      envelope =
        data && typeof data === 'object' && 'code' in data
          ? data
          : { code: res.status, message: res.statusText || MSG.genericFailure, result: null as T };
    } catch (e) {
      envelope = { code: 0, message: e instanceof Error ? e.message : MSG.genericFailure, result: null as T };
    }
    if (envelope.code === 200) return envelope;
    if ((envelope.code === 401 || httpStatus === 401) && isAdminCall(path) && isLoggedIn()) {
      onSessionExpired();
    }
    if (!opts.quiet) toastWarning(envelope.message || MSG.genericFailure);
    throw new ApiError(envelope.code, envelope.message, envelope.result);
  } finally {
    if (!opts.silent) loaderStore.stop();
  }
}
