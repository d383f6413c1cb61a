const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

/**
 * Whether a message comes from one of the mapping's listed senders (spec 001: "Accept documents
 * sent from"), compared case-insensitively:
 * - every address in the From header (what the sender's people see and what users list) must be
 *   listed;
 * - the envelope sender (SMTP MAIL FROM, where bounces go) must be listed too, or be in the domain
 *   of a From address or one of its subdomains: mail services send with their own bounce
 *   addresses (bounces+123@mail.supplier.com), which nobody could list one by one. A message whose
 *   envelope comes from an unrelated domain, or from the null sender <> (a bounce), is refused.
 * Neither proves who sent the message (see docs/email-source.md: no SPF/DKIM check here).
 */
export function senderAllowed(list: readonly string[], envelopeFrom: string, fromHeader: readonly string[]): boolean {
  const listed = new Set(list.map((a) => a.trim().toLowerCase()));
  const from = fromHeader.map((a) => a.trim().toLowerCase()).filter(Boolean);
  if (!from.length || !from.every((a) => listed.has(a))) return false;
  const envelope = envelopeFrom.trim().toLowerCase();
  if (!envelope.includes('@')) return false;
  if (listed.has(envelope)) return true;
  const envelopeDomain = domainOf(envelope);
  return from.some((a) => {
    const d = domainOf(a);
    return envelopeDomain === d || envelopeDomain.endsWith(`.${d}`);
  });
}
