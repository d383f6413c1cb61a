import type { ClientRow } from '@paperbridge/contracts';
import type { clients } from '../../db/schema/index.ts';

/** A clients row → the spec's Client shape. */
export function clientRowOf(c: typeof clients.$inferSelect): ClientRow {
  return {
    coId: c.id,
    coCompanyName: c.companyName,
    coContactName: c.contactName,
    coEmail: c.email,
    createdDate: c.createdAt.toISOString(),
  };
}
