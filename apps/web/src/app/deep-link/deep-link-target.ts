/** Deep links `?page=X&code=C` (a one-time hand-over code), or the spec's `?page=X&token=T` (spec 000 §2 Deep links). */
export const DEEP_LINK_TARGETS = [
  'user-profile',
  'dashboard',
  'manage-mapping',
  'manage-integrations',
  'manage-client',
  'manual-upload',
  'file-logs',
  'Manage-integration-partner',
  'file-editor',
] as const;

/** what the link carries to sign in: never kept in the address bar */
export type DeepLinkCredential = { code: string } | { token: string };

export type DeepLinkAction =
  | { kind: 'none' }
  | { kind: 'navigate'; credential: DeepLinkCredential; to: string }
  | { kind: 'logout'; credential: DeepLinkCredential }
  | { kind: 'billing'; credential: DeepLinkCredential };

const LINK_PARAMS = ['page', 'token', 'code'];

export function resolveDeepLink(search: string): DeepLinkAction {
  const params = new URLSearchParams(search);
  const page = params.get('page');
  const code = params.get('code');
  const token = params.get('token');
  const credential: DeepLinkCredential | null = code ? { code } : token ? { token } : null;
  if (!page || !credential) return { kind: 'none' };
  if (page === 'logout') return { kind: 'logout', credential };
  if (page === 'payment-and-billing') return { kind: 'billing', credential };
  const target = (DEEP_LINK_TARGETS as readonly string[]).includes(page) ? page : 'dashboard';
  return { kind: 'navigate', credential, to: `/admin/${target}` };
}

/** The query string without the link's page, token and code ('' or '?rest'). */
export function withoutDeepLink(search: string): string {
  const params = new URLSearchParams(search);
  for (const p of LINK_PARAMS) params.delete(p);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Takes the link's credential out of the browser's address bar, and so out of its history and of the
 * Referer of anything the page loads, before anything else happens.
 */
export function stripDeepLinkFromAddressBar(): void {
  const { pathname, search, hash } = window.location;
  const stripped = withoutDeepLink(search);
  if (stripped !== search) window.history.replaceState(window.history.state, '', `${pathname}${stripped}${hash}`);
}
