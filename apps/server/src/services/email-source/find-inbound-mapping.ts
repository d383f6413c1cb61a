import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mappings } from '../../db/schema/index.ts';
import type { MappingRecord } from '../mappings/find-mapping.ts';
import { notFound } from '../../lib/errors/domain-error.ts';
import { inboundKeyOf } from './inbound-address.ts';

/** True when the mapping takes documents by e-mail now: the source chosen, the mapping final and learned. */
export const takesEmail = (m: MappingRecord) => m.endpoints.isEmailConfig && !m.draftMode && m.template !== null;

/**
 * The mapping an inbound address belongs to. The one lookup not scoped by a caller's company:
 * the address itself (an unguessable key, unique across companies) is what names the company.
 * Throws not_found (SMTP 550, so the sender's server bounces the message) for an address that is
 * not ours or whose mapping does not take e-mail now.
 */
export async function findInboundMapping(db: Db, address: string, domain: string): Promise<MappingRecord> {
  const key = inboundKeyOf(address, domain);
  const [row] = key ? await db.select().from(mappings).where(eq(mappings.inboundEmailKey, key)) : [];
  if (!row || !takesEmail(row)) throw notFound('5.1.1 No such mailbox here');
  return row;
}
