/** Deep links `?page=X&token=T` (spec 000 §2 Deep links). */
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

export type DeepLinkAction =
  | { kind: 'none' }
  | { kind: 'navigate'; token: string; to: string }
  | { kind: 'logout'; token: string }
  | { kind: 'billing'; token: string };

export function resolveDeepLink(search: string): DeepLinkAction {
  const params = new URLSearchParams(search);
  const page = params.get('page');
  const token = params.get('token');
  if (!page || !token) return { kind: 'none' };
  if (page === 'logout') return { kind: 'logout', token };
  if (page === 'payment-and-billing') return { kind: 'billing', token };
  const target = (DEEP_LINK_TARGETS as readonly string[]).includes(page) ? page : 'dashboard';
  return { kind: 'navigate', token, to: `/admin/${target}` };
}
