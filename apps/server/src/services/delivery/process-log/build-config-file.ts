import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import JSZip from 'jszip';
import { PROCESS_LOG_MSG, RETENTION_MSG } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { CallerContext } from '../../../db/company-scope.ts';
import { documents } from '../../../db/schema/index.ts';
import { invalid, notFound } from '../../../lib/errors/domain-error.ts';
import { findMapping, type MappingRecord } from '../../mappings/find-mapping.ts';
import { zonedDayRange } from '../../dashboard/zoned-days.ts';
import { loadDelivery } from '../../../pipeline/deliver/load-delivery.ts';
import {
  outputBaseName,
  outputFormatOf,
  renderOutput,
  type OutputFormat,
  type RenderedFile,
} from '../../../pipeline/deliver/render/render-output.ts';
import { csvLine } from '../../../pipeline/deliver/render/csv.renderer.ts';
import { deliveredFileName, deliveryKeys } from '../../../pipeline/deliver/send-to-destination.ts';
import { FIXED_TIME } from '../../../pipeline/deliver/render/stable-zip.ts';
import { isSendable } from './send-readiness.ts';

export interface ConfigFileRange {
  cnId: string;
  from: string;
  to: string;
  timeZone: string;
}

/** The mapping's own output format (its FTP file type, else its e-mail file type), JSON for a webhook-only mapping. */
export function mappingFormat(m: MappingRecord): OutputFormat {
  return outputFormatOf(m.endpoints.ftpOut?.fileType ?? m.endpoints.destinationEmailFileType);
}

/** why a document of the range is in documents.csv but has no file: it needs approval, or processing did not finish */
const NOT_READY = 'Left out: there is no approved data to send yet.';

/**
 * DownloadConfigFile's file (docs/delivery.md "Process Log"): a zip named after the mapping and the
 * days, with each document received in the range rendered in the mapping's format by the same
 * renderers delivery uses (so it is what the destinations got), and `documents.csv` listing every
 * document of the range, with why one is left out (waiting for approval, or past its retention).
 * The same documents give the same bytes (fixed entry times). More than `limit` documents is refused
 * rather than built, so one request stays bounded.
 */
export async function buildConfigFile(
  ctx: AppContext,
  caller: CallerContext,
  r: ConfigFileRange,
  limit: number,
): Promise<RenderedFile & { documents: number; included: number }> {
  const mapping = await findMapping(ctx.db, caller, r.cnId, 'cnId');
  const range = zonedDayRange({ dateFrom: r.from, dateTo: r.to, timeZone: r.timeZone });
  const docs = await ctx.db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.companyId, caller.companyId),
        eq(documents.mappingId, mapping.id),
        ne(documents.status, 'uploaded'),
        gte(documents.createdAt, new Date(range.startDate)),
        lte(documents.createdAt, new Date(range.endDate)),
      ),
    )
    .orderBy(asc(documents.createdAt), asc(documents.id))
    .limit(limit + 1);
  if (!docs.length)
    throw notFound(PROCESS_LOG_MSG.noDocuments(r.from, r.to), [
      { field: 'from', message: PROCESS_LOG_MSG.noDocuments(r.from, r.to) },
    ]);
  if (docs.length > limit)
    throw invalid(PROCESS_LOG_MSG.tooMany(limit), [{ field: 'to', message: PROCESS_LOG_MSG.tooMany(limit) }]);

  const format = mappingFormat(mapping);
  const zip = new JSZip();
  let index = csvLine(['Reference', 'File name', 'Received', 'Processed', 'File', 'Note']);
  let included = 0;
  for (const doc of docs) {
    const ref = doc.uniqueReference ?? doc.fileName;
    let file = '';
    let note = '';
    const loaded =
      doc.isDeleted || !isSendable(doc)
        ? null
        : await loadDelivery(ctx.db, { companyId: caller.companyId, documentId: doc.id, attempt: doc.attempt });
    if (doc.isDeleted) note = RETENTION_MSG.dataRemoved;
    else if (!loaded) note = NOT_READY;
    else {
      const out = await renderOutput(loaded.data, format, { excelTabName: mapping.endpoints.excelTabName });
      file = deliveredFileName(deliveryKeys(doc.id, doc.attempt, ctx.config.inboundEmail.domain).fileSuffix, out);
      zip.file(file, out.bytes, { date: FIXED_TIME });
      included++;
    }
    index += csvLine([
      ref,
      doc.fileName,
      doc.createdAt.toISOString(),
      doc.processedAt?.toISOString() ?? '',
      file,
      note,
    ]);
  }
  zip.file('documents.csv', '\uFEFF' + index, { date: FIXED_TIME });
  const bytes = await zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
    platform: 'UNIX',
  });
  return {
    fileName: `${outputBaseName(mapping.name)}_${r.from}_${r.to}.zip`,
    contentType: 'application/zip',
    bytes,
    documents: docs.length,
    included,
  };
}
