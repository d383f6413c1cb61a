/**
 * Clients and mappings belong to the ICR module (spec 002 §6, spec 001 §2): options of every ICR
 * call, a PIN-verified session of a company with the ICR module (403 without it; the check is the
 * access-control hook's, see access-control.ts).
 */
export function icrAccess(_ctx?: unknown) {
  return { config: { access: 'admin' as const, module: 'ICR' as const } };
}
