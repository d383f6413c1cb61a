import { and, eq } from 'drizzle-orm';
import { DOC_TYPE_NAMES, type DocTypeId } from '@paperbridge/contracts';
import type { Db } from '../../../db/database.ts';
import { clients, companies, mappings } from '../../../db/schema/index.ts';

/**
 * What the operator needs to build an enterprise connection (spec 001 "Connect With Your Enterprise
 * Systems": contact name, number, requirements), with who asked and for which mapping. Null when
 * the mapping is gone or has no enterprise request.
 */
export async function enterpriseRequestLines(
  db: Db,
  companyId: string,
  mappingId: string,
): Promise<{ mappingName: string; companyName: string; lines: string[] } | null> {
  const [row] = await db
    .select({ mapping: mappings, company: companies, client: clients.companyName })
    .from(mappings)
    .innerJoin(companies, eq(companies.id, mappings.companyId))
    .leftJoin(clients, and(eq(clients.id, mappings.clientId), eq(clients.companyId, mappings.companyId)))
    .where(and(eq(mappings.id, mappingId), eq(mappings.companyId, companyId)));
  const request = row?.mapping.endpoints.enterpriseRequest;
  if (!row || !request) return null;
  const companyName = row.company.companyName || row.company.contactName || row.company.email;
  return {
    mappingName: row.mapping.name,
    companyName,
    lines: [
      `Company: ${companyName} (${row.company.email}, company id ${row.company.id})`,
      `Mapping: ${row.mapping.name} (id ${row.mapping.id}), client ${row.client ?? '-'}, document type ${DOC_TYPE_NAMES[row.mapping.docTypeId as DocTypeId] ?? row.mapping.docTypeId}`,
      `Enterprise contact: ${request.contactName}`,
      `Contact number: ${request.contactNumber}`,
      'Requirements:',
      request.requestMessage,
    ],
  };
}
