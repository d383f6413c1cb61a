import { eq } from 'drizzle-orm';
import { UPLOAD_MSG } from '@paperbridge/contracts';
import type { Db } from '../../db/database.ts';
import { inCompany } from '../../db/company-scope.ts';
import { mappings } from '../../db/schema/index.ts';
import { invalidField, notFound } from '../../lib/errors/domain-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type UploadSource = 'manual' | 'mobile' | 'api' | 'email' | 'ftp';

/**
 * The caller's mapping that documents are uploaded with, refused with the spec's texts when it
 * cannot take them: another company's or unknown id (404), a draft, no learned template, or a
 * source the mapping did not choose.
 */
export async function findMappingForUpload(
  db: Db,
  companyId: string,
  configId: string,
  source: UploadSource,
  field = 'configId',
) {
  const [m] = UUID.test(configId)
    ? await db
        .select()
        .from(mappings)
        .where(inCompany(mappings, { companyId }, eq(mappings.id, configId)))
    : [];
  if (!m) throw notFound(UPLOAD_MSG.mappingNotFound, [{ field, message: UPLOAD_MSG.mappingNotFound }]);
  if (m.draftMode) throw invalidField(field, UPLOAD_MSG.draftMapping);
  if (!m.template) throw invalidField(field, UPLOAD_MSG.noTemplate);
  const allowed =
    source === 'manual'
      ? m.endpoints.isManualUpload
      : source === 'mobile'
        ? m.endpoints.isMobileApp || m.endpoints.isManualUpload
        : true;
  if (!allowed) throw invalidField(field, UPLOAD_MSG.manualNotSelected);
  return m;
}
