import { and, eq } from 'drizzle-orm';
import { UPLOAD_MSG, type ApiDocument } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany } from '../../db/company-scope.ts';
import { documents } from '../../db/schema/index.ts';
import { describeDocument } from '../documents/describe-document.ts';
import type { MappingRecord } from '../mappings/find-mapping.ts';
import { notFound } from '../../lib/errors/domain-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/v1/documents/{dtId}: a document of the token's mapping, with its state and (once
 * mapped) its data, approved if a person approved it. Another mapping's document, even of the
 * same company, is not found: a token reads only what was sent with it.
 */
export async function getApiDocument(ctx: AppContext, mapping: MappingRecord, dtId: string): Promise<ApiDocument> {
  const [doc] = UUID.test(dtId)
    ? await ctx.db
        .select()
        .from(documents)
        .where(inCompany(documents, mapping, and(eq(documents.id, dtId), eq(documents.mappingId, mapping.id))))
    : [];
  if (!doc) throw notFound(UPLOAD_MSG.documentNotFound, [{ field: 'dtId', message: UPLOAD_MSG.documentNotFound }]);
  return describeDocument(ctx, doc);
}
