import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context.ts';
import { sampleExtractions } from '../../db/schema/index.ts';
import type { JobStatus } from '../../context/job-definition.ts';
import { storageFor } from '../../connectors/storage/storage-for.ts';
import { buildSampleResult } from './sample-result.ts';
import { SAMPLE_EXTRACT_TIMEOUT_MS, sampleEngine } from './sample-engine.ts';

/**
 * The extract-sample job: read the stored sample, run the engine in its thread pool, save the
 * result (stage 'done') or the engine's typed error (stage 'failed', file removed: nothing of a
 * broken upload stays). A sample replaced meanwhile (rotated re-upload) is skipped.
 */
export async function runSampleExtraction(
  ctx: AppContext,
  data: { sampleId: string; companyId: string; fileKey: string },
): Promise<JobStatus> {
  const where = and(
    eq(sampleExtractions.id, data.sampleId),
    eq(sampleExtractions.companyId, data.companyId),
    eq(sampleExtractions.fileKey, data.fileKey),
  );
  const [row] = await ctx.db.select().from(sampleExtractions).where(where);
  if (!row || row.stage === 'done' || row.stage === 'failed') return { status: 'skipped' };
  await ctx.db.update(sampleExtractions).set({ stage: 'extracting', progress: 30, updatedAt: new Date() }).where(where);
  const storage = storageFor(ctx);
  const bytes = await storage.get(data.companyId, data.fileKey);
  const fail = async (message: string) => {
    await storage.delete(data.companyId, data.fileKey);
    await ctx.db
      .update(sampleExtractions)
      .set({ stage: 'failed', progress: 100, error: message, updatedAt: new Date() })
      .where(where);
    return { status: 'skipped' } as const;
  };
  if (!bytes) return fail('The template file is missing. Please upload it again.');
  const extraction = await sampleEngine().extract(new Uint8Array(bytes), {
    fileName: row.fileName,
    timeoutMs: SAMPLE_EXTRACT_TIMEOUT_MS,
  });
  if (extraction.status === 'failed' || !extraction.document) {
    const message = extraction.errors[0]?.message ?? 'the template could not be read';
    return fail(`${message.charAt(0).toUpperCase()}${message.slice(1)}${/[.!?]$/.test(message) ? '' : '.'}`);
  }
  const result = buildSampleResult({
    sampleId: row.id,
    fileName: row.fileName,
    docTypeId: row.docTypeId,
    document: extraction.document,
    status: extraction.status,
    errors: extraction.errors,
  });
  await ctx.db
    .update(sampleExtractions)
    .set({ stage: 'done', progress: 100, result, error: null, updatedAt: new Date() })
    .where(where);
  return { status: 'success' };
}
