import { eq } from 'drizzle-orm';
import { UPLOAD_MSG } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { documents } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors/domain-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's document by id; another company's (or a malformed id) is not found. */
export async function findDocument(
  ctx: AppContext,
  caller: Pick<CallerContext, 'companyId'>,
  id: string,
  field = 'id',
) {
  const [doc] = UUID.test(id)
    ? await ctx.db
        .select()
        .from(documents)
        .where(inCompany(documents, caller, eq(documents.id, id)))
    : [];
  if (!doc) throw notFound(UPLOAD_MSG.documentNotFound, [{ field, message: UPLOAD_MSG.documentNotFound }]);
  return doc;
}
