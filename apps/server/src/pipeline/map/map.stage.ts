import { and, eq } from 'drizzle-orm';
import { UPLOAD_MSG } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { documentResults, documents, mappings } from '../../db/schema/index.ts';
import { companyLocale } from '../../domain/company/company-locale.ts';
import { supplierIdentityOf } from './values/document-party.ts';
import { analyseDocument } from './analyse-document.ts';
import { learnMappingLocale } from './learn-mapping-locale.ts';
import { docFieldRecords } from '../../domain/doc-fields/list-doc-fields.ts';
import { buildApprovalData } from './build-approval-data.ts';
import { sharedEngine } from '../../lib/engine/shared-engine.ts';
import { storageFor } from '../../connectors/storage/storage-for.ts';
import type { PipelineJobData } from '../../context/payloads/pipeline-job-data.ts';
import { finishStage } from '../stage-record.ts';
import { setDocument, type DocumentRecord } from '../stage-document.ts';
import { failDocument } from '../fail-document.ts';
import { HAND_ON, type StageOutcome } from '../stage.types.ts';
import { reviewThreshold } from '../review/review-threshold.ts';
import { withEInvoice } from './einvoice/with-einvoice.ts';

/**
 * Map: the mapping's learned template applied to the extracted document; fields, table rows,
 * rules and custom fields as the mapping defines them; required fields that the page did not
 * show are flagged; the document gets its confidence and its unique reference. A document with a
 * valid e-invoice (issue 25) has its values from the e-invoice instead (einvoice/with-einvoice.ts).
 */
export async function map(ctx: AppContext, job: PipelineJobData, doc: DocumentRecord): Promise<StageOutcome> {
  const [mapping] = doc.mappingId
    ? await ctx.db
        .select()
        .from(mappings)
        .where(and(eq(mappings.id, doc.mappingId), eq(mappings.companyId, job.companyId)))
    : [];
  if (!mapping)
    return failDocument(ctx, job, doc, 'map', { code: 'mapping_not_found', message: UPLOAD_MSG.mappingNotFound });
  if (!mapping.template)
    return failDocument(ctx, job, doc, 'map', { code: 'no_template', message: UPLOAD_MSG.noTemplate });
  const [result] = await ctx.db
    .select({ model: documentResults.model, einvoice: documentResults.einvoice })
    .from(documentResults)
    .where(eq(documentResults.documentId, doc.id));
  if (!result?.model)
    return failDocument(ctx, job, doc, 'map', { code: 'not_extracted', message: UPLOAD_MSG.unreadable });

  const fields = await docFieldRecords(ctx.db, { companyId: job.companyId }, mapping.docTypeId);
  const nameOf = new Map(fields.map((f) => [f.id, f.name]));
  // matching a template is CPU work: it runs in an engine thread, off the event loop the API shares
  // a scanned page's weakly read fields are read again from its image: the engine needs the file for that
  const scanned = result.model.pages.some((p) => p.source === 'ocr');
  const bytes = scanned && doc.fileKey ? await storageFor(ctx).get(job.companyId, doc.fileKey) : null;
  const file = bytes ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined;
  const run = await sharedEngine(ctx.config.pipeline.engineThreads).apply(mapping.template, result.model, { file });
  if (run.status === 'failed')
    return failDocument(ctx, job, doc, 'map', { code: run.error.code, message: UPLOAD_MSG.templateFailed });
  const sample = mapping.supplierIdentity ?? supplierIdentityOf(mapping.template, null);
  const { applied, einvoice, printedUsed } = withEInvoice(run.applied, result.einvoice, {
    template: mapping.template,
    model: result.model,
    sample,
  });
  const shapeOf = new Map(mapping.template.fields.map((f) => [f.name, f.shape]));
  const mapped = buildApprovalData({
    mapping: {
      fieldMappings: mapping.fieldMappings,
      udfFields: mapping.udfFields,
      tableMappings: mapping.tableMappings,
      templateTables: mapping.template.tables.map((t) => t.columns.map((c) => c.name)),
    },
    fieldName: (id) => nameOf.get(id),
    applied,
    model: result.model,
    fileName: doc.fileName,
    // each value is weighed against the calibrated threshold of its kind (a date, an amount, text); the review stage
    // decides and the review screen marks "Low confidence" by the same one
    thresholdOf: (label) => reviewThreshold(ctx.config.pipeline.reviewConfidenceThreshold, shapeOf.get(label)),
  });
  // issue 30: typed values, credit notes, duplicates and strangers, decided on what the page and the mapping show
  const company = await companyLocale(ctx.db, job.companyId);
  const facts = await analyseDocument(
    ctx.db,
    { id: doc.id, companyId: job.companyId, clientId: mapping.clientId, createdAt: doc.createdAt },
    {
      model: result.model,
      data: mapped.data,
      values: mapped.values,
      mapping: { template: mapping.template, valueLocale: mapping.valueLocale, supplierIdentity: sample },
      einvoice,
      printedUsed,
      company,
      uniqueKeyLabel: uniqueKeyLabel(mapping.fieldMappings, nameOf),
    },
  );
  if (facts.reference) mapped.data.docRef = facts.reference;
  await ctx.db
    .update(documents)
    .set({ duplicateKey: facts.duplicateKey })
    .where(and(eq(documents.id, doc.id), eq(documents.companyId, job.companyId)));
  // an e-invoice writes amounts and dates by its standard, not as this supplier prints them
  if (!einvoice) await learnMappingLocale(ctx.db, job.companyId, mapping.id, mapping.valueLocale, facts.valueLocale);
  // a new attempt's data supersedes an earlier approval: the reviewer approves what this run read
  const row = {
    applied,
    extracted: mapped.data,
    missingRequired: mapped.missingRequired,
    lowConfidence: mapped.lowConfidence,
    mappedValues: facts.values,
    valueLocale: facts.valueLocale,
    documentKind: facts.documentKind,
    documentKindEvidence: facts.documentKindEvidence,
    party: facts.party,
    duplicateOf: facts.duplicateOf,
    strangerReason: facts.strangerReason,
    approved: null,
    approvedBy: null,
    approvedAt: null,
    updatedAt: new Date(),
  };
  await ctx.db.update(documentResults).set(row).where(eq(documentResults.documentId, doc.id));
  const notes = mapped.missingRequired.map((label) => ({
    code: 'required_missing',
    message: `${label} was not found on the document.`,
  }));
  await finishStage(ctx.db, job, 'map', notes.length ? 'partial' : 'success', notes);
  await setDocument(ctx.db, job, 'mapping', {
    confidence: mapped.confidence,
    uniqueReference: (facts.reference ?? mapped.uniqueReference).slice(0, 300),
    isProcessed: true,
    processedAt: new Date(),
    docTypeId: mapping.docTypeId,
    clientId: mapping.clientId,
  });
  return HAND_ON;
}

/** The label of the mapping's unique-key field: its value, as delivered, is the document's reference. */
function uniqueKeyLabel(
  rows: { isUniqueKey?: boolean; dF_Id?: number | null }[],
  nameOf: Map<number, string>,
): string | null {
  const row = rows.find((r) => r.isUniqueKey && r.dF_Id != null);
  return row ? (nameOf.get(row.dF_Id!) ?? null) : null;
}
