import { callPath, type CallSpec } from '@paperbridge/contracts';

/**
 * The exact text a GET call of the table answers. For checks on every byte the server sends (a secret
 * that must never come back): call() reads the answer through the result schema, which drops the keys
 * it does not know, so a leak in an unexpected key would pass unseen there.
 */
export async function rawAnswerText(
  baseUrl: string,
  spec: CallSpec & { method: 'GET' },
  args: { token: string; query?: Record<string, string>; params?: Record<string, string> },
): Promise<string> {
  const url = new URL(callPath(spec.path, args.params), baseUrl);
  for (const [k, v] of Object.entries(args.query ?? {})) url.searchParams.set(k, v);
  return (await fetch(url, { headers: { authorization: `Bearer ${args.token}` } })).text();
}
