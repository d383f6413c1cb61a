/** JSON calls of the app API, as the web app makes them. */
export async function callApi(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  opts: { token?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.status, body: (await res.json()) as { code: number; message: string; result: any } };
}

export function checkFirstLogin(baseUrl: string, email: string, accessToken: string) {
  return callApi(baseUrl, 'POST', '/api/Admin/Auth/CheckFirstLogin', { body: { email, accessToken } });
}

/** The verification link in the newest e-mail to this address (the outbox, after the mail job ran). */
export async function latestVerificationLink(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/Dev/Outbox?to=${encodeURIComponent(email)}`);
  const body = (await res.json()) as { result: { body: string }[] };
  const text = body.result[0]?.body ?? '';
  const m = /(http\S+\/api\/Auth\/VerifyEmail\?token=\S+)/.exec(text);
  if (!m) throw new Error(`no verification link mailed to ${email}`);
  return m[1]!;
}
