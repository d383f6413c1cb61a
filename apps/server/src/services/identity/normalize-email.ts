/** E-mail addresses are stored and compared trimmed and lower-cased (the unique index is on this form). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
