import { and, eq } from 'drizzle-orm';
import { confirmTemplateText, learnCorrection, type CorrectionOutcome } from '@paperbridge/engine';
import type { ApprovalData, LearnedReading, Template } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { documentResults, documents, mappings } from '../../db/schema/index.ts';
import type { JobStatus } from '../../context/job-definition.ts';
import type { PipelineJobData } from '../../context/payloads/pipeline-job-data.ts';
import { createNotification, type NewNotification } from '../../domain/notifications/create-notification.ts';

/**
 * The header values a reviewer changed: field name (the approval label is the mapping's field name)
 * → the approved value. Deleted fields and values emptied are not corrections a place can be
 * learned from: there is nothing printed to find.
 */
export function correctedFields(extracted: ApprovalData, approved: ApprovalData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of approved.form) {
    const before = extracted.form.find((f) => f.id === field.id);
    const value = field.value.trim();
    if (!before || field.isDelete || !value || value === before.value.trim()) continue;
    out[field.label] = value;
  }
  return out;
}

/**
 * The header values a reviewer approved as read (issue 22 point 4): field name → value. A sample text that was only
 * the sample's OCR reading is confirmed by such an approval (engine confirmTemplateText).
 */
export function approvedAsRead(extracted: ApprovalData, approved: ApprovalData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of approved.form) {
    const before = extracted.form.find((f) => f.id === field.id);
    const value = field.value.trim();
    if (before && !field.isDelete && value && value === before.value.trim()) out[field.label] = value;
  }
  return out;
}

/** The bell's account of sample texts a reviewer confirmed by approving them as read; null when none. */
export function confirmationNotification(
  configName: string,
  docRef: string,
  confirmed: readonly string[],
  values: Readonly<Record<string, string>>,
): NewNotification | null {
  if (!confirmed.length) return null;
  return {
    header: `Mapping ${configName} now trusts ${confirmed.join(', ')} as approved on ${docRef}`,
    message: confirmed.map(
      (f) =>
        `${f}: "${values[f]}" was read from the mapping's sample by OCR and nobody had confirmed it; your approval did, so the next documents that read it are no longer sent to review for it.`,
    ),
  };
}

/**
 * The readings a learning added (issue 22 point 3), by field: where the page misreads the corrected value the
 * engine learns "reads X → deliver Y" instead of a place, and the bell says that, not where the value is read.
 */
export function readingsLearned(before: Template, after: Template): Record<string, LearnedReading> {
  const out: Record<string, LearnedReading> = {};
  for (const f of after.fields) {
    const known = new Set((before.fields.find((o) => o.name === f.name)?.readings ?? []).map((r) => r.id));
    const added = (f.readings ?? []).filter((r) => !known.has(r.id)).at(-1);
    if (added) out[f.name] = added;
  }
  return out;
}

/**
 * The bell's account of what the mapping learned: the fields learned in the header (a place, or a reading of
 * a value the page misreads), each field that could not be learned with its reason. Nothing to say (every
 * value already read right): null.
 */
export function learningNotification(
  configName: string,
  docRef: string,
  outcomes: readonly CorrectionOutcome[],
  readings: Readonly<Record<string, LearnedReading>> = {},
): NewNotification | null {
  const learned = outcomes.filter((o) => o.status === 'learned');
  const missed = outcomes.filter((o) => o.status !== 'learned' && o.status !== 'known');
  if (!learned.length && !missed.length) return null;
  const header = learned.length
    ? `Mapping ${configName} learned ${learned.map((o) => o.field).join(', ')} from your correction on ${docRef}`
    : `Mapping ${configName} could not learn from your correction on ${docRef}`;
  return {
    header,
    message: [
      ...learned.map((o) => {
        const r = readings[o.field];
        return r
          ? `${o.field}: the page reads "${r.read}" where it is printed on ${docRef}; the next documents of this layout that read it so deliver "${r.value}". The mapping screen lists this learned reading, where it can be removed.`
          : `${o.field}: the next documents of this layout read "${o.value}" where it was printed on ${docRef}.`;
      }),
      ...missed.map((o) => `${o.field} not learned: ${o.message}.`),
    ],
  };
}

/**
 * Corrections teach the mapping (issue 9 point 5; issue 22): after an approval, every header value the reviewer
 * approved as read confirms the sample text it matches, and every header value the reviewer corrected is located on the approved document's stored engine model and learned as a further place
 * of its field in the mapping's template. The template is read, learned and written under a row lock
 * in one transaction, so two approvals of the same mapping at once both keep what they taught; the
 * notification is written in the same transaction, so a retried job neither learns nor tells twice
 * (a correction already learned answers 'known').
 */
export async function learnFromApproval(ctx: AppContext, job: PipelineJobData): Promise<JobStatus> {
  const [doc] = await ctx.db
    .select({ mappingId: documents.mappingId, attempt: documents.attempt, fileName: documents.fileName })
    .from(documents)
    .where(and(eq(documents.id, job.documentId), eq(documents.companyId, job.companyId)));
  // a reprocess since the approval cleared it: what was approved then is not this run's data
  if (!doc?.mappingId || doc.attempt !== job.attempt) return { status: 'skipped' };
  const [result] = await ctx.db
    .select({
      model: documentResults.model,
      extracted: documentResults.extracted,
      approved: documentResults.approved,
      approvedAt: documentResults.approvedAt,
    })
    .from(documentResults)
    .where(eq(documentResults.documentId, job.documentId));
  if (!result?.model || !result.extracted || !result.approved) return { status: 'skipped' };
  const corrections = correctedFields(result.extracted, result.approved);
  const asRead = approvedAsRead(result.extracted, result.approved);
  if (!Object.keys(corrections).length && !Object.keys(asRead).length) return { status: 'skipped' };
  const docRef = result.approved.docRef || doc.fileName;
  const mappingId = doc.mappingId;

  const learned = await ctx.db.transaction(async (tx) => {
    const [mapping] = await tx
      .select({ name: mappings.name, template: mappings.template })
      .from(mappings)
      .where(and(eq(mappings.id, mappingId), eq(mappings.companyId, job.companyId)))
      .for('update');
    if (!mapping?.template) return false;
    const source = {
      learnedFrom: docRef,
      ...(result.approvedAt ? { learnedAt: result.approvedAt.toISOString() } : {}),
    };
    const taught = Object.keys(corrections).length
      ? learnCorrection(mapping.template, result.model!, corrections, source)
      : { template: mapping.template, outcomes: [] };
    const { template, confirmed } = confirmTemplateText(taught.template, asRead);
    // the mapping's own edit time is left alone: the user did not edit it
    if (template !== mapping.template) await tx.update(mappings).set({ template }).where(eq(mappings.id, mappingId));
    const note = learningNotification(
      mapping.name,
      docRef,
      taught.outcomes,
      readingsLearned(mapping.template, taught.template),
    );
    if (note) await createNotification(tx, { companyId: job.companyId }, note);
    const trusted = confirmationNotification(mapping.name, docRef, confirmed, asRead);
    if (trusted) await createNotification(tx, { companyId: job.companyId }, trusted);
    return true;
  });
  return { status: learned ? 'success' : 'skipped' };
}
