import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MAP_MSG, type DocTypeId } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { sampleExtractions } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../clients/unique-violation.ts';
import { storageFor } from '../../connectors/storage/storage-for.ts';
import { ruleError } from './rule-error.ts';
import { cleanSampleFileName, suffixedFileName } from './sample-file-name.ts';
import { sampleFileType, type SampleFileType } from './sample-file-type.ts';
import { waitForSample, type SampleOutcome } from './wait-for-sample.ts';
import { purgeStaleSamples } from './purge-stale-samples.ts';

/**
 * GetDataFromSampleFile: store the sample, queue the extract-sample job and wait for it up to
 * config.sampleWaitMs. A `fileName` of an earlier upload (a rotated re-upload) replaces that sample.
 * The sample may be a PDF or a photo (JPG, PNG, TIFF: receipts are photographed), told apart by
 * its bytes; anything else gets the spec's 'Only PDF files…' message.
 */
export async function uploadSample(
  ctx: AppContext,
  caller: CallerContext,
  input: { bytes: Buffer; originalName: string; docTypeId: DocTypeId; replaceFileName?: string },
): Promise<SampleOutcome> {
  const kind = sampleFileType(input.bytes);
  if (!kind) throw ruleError('file', MAP_MSG.pdfOnly);
  const storage = storageFor(ctx);
  // the extension keeps the type: GetFileUrlByCnId serves the sample back with its content type
  const fileKey = `samples/${randomUUID()}.${kind.ext}`;
  await storage.put(caller.companyId, fileKey, input.bytes, kind.contentType);
  let sampleId: string;
  try {
    sampleId = await saveSampleRow(ctx, caller, { ...input, fileKey, ext: kind.ext });
  } catch (e) {
    await storage.delete(caller.companyId, fileKey);
    throw e;
  }
  await ctx.jobs.send('extract-sample', { sampleId, companyId: caller.companyId, fileKey });
  await purgeStaleSamples(ctx, caller);
  return waitForSample(ctx, caller, sampleId, ctx.config.sampleWaitMs);
}

async function saveSampleRow(
  ctx: AppContext,
  caller: CallerContext,
  input: {
    originalName: string;
    docTypeId: DocTypeId;
    replaceFileName?: string;
    fileKey: string;
    ext: SampleFileType['ext'];
  },
): Promise<string> {
  const fresh = {
    docTypeId: input.docTypeId,
    fileKey: input.fileKey,
    stage: 'queued' as const,
    progress: 0,
    result: null,
    error: null,
    updatedAt: new Date(),
  };
  if (input.replaceFileName) {
    const [old] = await ctx.db
      .select()
      .from(sampleExtractions)
      .where(inCompany(sampleExtractions, caller, eq(sampleExtractions.fileName, input.replaceFileName)));
    if (old) {
      await ctx.db
        .update(sampleExtractions)
        .set(fresh)
        .where(inCompany(sampleExtractions, caller, eq(sampleExtractions.id, old.id)));
      await storageFor(ctx).delete(caller.companyId, old.fileKey);
      return old.id;
    }
  }
  const cleanName = () => cleanSampleFileName(input.replaceFileName || input.originalName, input.ext);
  let fileName = cleanName();
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await ctx.db
        .insert(sampleExtractions)
        .values({ companyId: caller.companyId, fileName, ...fresh })
        .returning({ id: sampleExtractions.id });
      return row!.id;
    } catch (e) {
      if (!isUniqueViolation(e) || attempt > 5) throw e;
      fileName =
        attempt < 5 ? suffixedFileName(cleanName()) : `template_${randomBytes(8).toString('hex')}.${input.ext}`;
    }
  }
}
