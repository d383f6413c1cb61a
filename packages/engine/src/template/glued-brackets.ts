/**
 * A value read with a bracketed part the sample's value does not have, glued on or after a gap: "GARDENIA BAKERIES
 * (KL) SDN BHD(I393S6X)" where the sample says "… SDN BHD". A receipt prints the company's registration number in
 * brackets right after its name, and the reading runs the two together; that number is another field (the block rule
 * ends an address before a line in brackets for the same reason). The tail is dropped only when the sample's value
 * ends otherwise and holds no bracketed part with that text, and the part holds a digit (a number, not words); the
 * rest is left to the corrections that follow.
 */
export function withoutBracketTail(read: string, typed: string): string {
  const m = /^(.*\S)\s*\(([^()]*)\)?\s*$/su.exec(read);
  if (!m || /\)\s*$/.test(typed)) return read;
  const [, head, inside] = m as unknown as [string, string, string];
  // a registration or tax number has digits; a bracket read open to the end is often the sample's own words with a
  // misread ")" ("(SETIA ALAMI SDN BHD"), which the corrections after this put right
  if (!/\d/.test(inside)) return read;
  // "(KL)" inside a company name is the sample's own: only a tail the sample does not print goes
  if (typed.replace(/\s+/g, '').includes(`(${inside.replace(/\s+/g, '')}`)) return read;
  return head.replace(/\s+$/, '');
}
