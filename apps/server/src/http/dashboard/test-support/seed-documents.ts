import type { Db } from '../../../db/database.ts';
import { clients, documents, mappings, type MappingEndpoints } from '../../../db/schema/index.ts';

export const NO_ENDPOINTS: MappingEndpoints = {
  ftpIn: null,
  ftpOut: null,
  emailList: [],
  isEmailConfig: false,
  destinationEmails: [],
  destinationEmailFileType: null,
  webhookEndPoint: null,
  integrationType: null,
  enterpriseRequest: null,
  excelTabName: null,
  isManualUpload: true,
  isMobileApp: false,
  isAPI: false,
};

/** A client of a company, inserted directly (volume tests). */
export async function seedClient(db: Db, companyId: string, name: string, email: string, createdAt = new Date()) {
  const [c] = await db
    .insert(clients)
    .values({ companyId, companyName: name, contactName: `${name} contact`, email, createdAt })
    .returning();
  return c!;
}

/** A final mapping row of a client (no template: the dashboard only reads its name, type and client). */
export async function seedMapping(
  db: Db,
  companyId: string,
  clientId: string,
  name: string,
  docTypeId: number,
  endpoints: MappingEndpoints = NO_ENDPOINTS,
) {
  const [m] = await db
    .insert(mappings)
    .values({
      companyId,
      clientId,
      docTypeId,
      name,
      nameKey: name.toLowerCase(),
      draftMode: false,
      sampleFileName: `${name}.pdf`,
      retentionState: 1,
      retentionDuration: 30,
      endpoints,
    })
    .returning();
  return m!;
}

export type SeedDoc = Partial<typeof documents.$inferInsert> & { companyId: string };

/** Documents inserted as the pipeline leaves them (status ready unless said otherwise). */
export async function seedDocuments(db: Db, docs: SeedDoc[]) {
  return db
    .insert(documents)
    .values(docs.map((d) => ({ status: 'ready' as const, isProcessed: true, fileName: 'document.pdf', ...d })))
    .returning();
}
