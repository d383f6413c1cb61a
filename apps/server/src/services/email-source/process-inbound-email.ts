import { and, eq, like } from 'drizzle-orm';
import { simpleParser, type AddressObject } from 'mailparser';
import { EMAIL_REFUSAL, type ReceiveEmailJob } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany } from '../../db/company-scope.ts';
import { mappings, sourceReceipts } from '../../db/schema/index.ts';
import { isDomainError } from '../../lib/errors/domain-error.ts';
import { storageFor } from '../../connectors/storage/storage-for.ts';
import { sha256Hex } from '../../pipeline/intake/sha256-hex.ts';
import { cleanFileName } from '../../pipeline/intake/document-files.ts';
import { takesEmail } from './find-inbound-mapping.ts';
import { attachmentKind } from './attachment-kind.ts';
import { senderAllowed } from './sender-check.ts';
import { recordRefusals, type Refusal } from './record-refusals.ts';
import { takeAttachment } from './take-attachment.ts';

export interface InboundEmailOutcome {
  status: 'success' | 'skipped' | 'failed';
  taken: string[];
  refused: number;
  errors: { ref: string; message: string }[];
}

const addressesOf = (o: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(o) ? o : o ? [o] : []).flatMap((a) => a.value.map((v) => v.address ?? '')).filter(Boolean);
const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

/**
 * The receive-email job's work: reads a stored message, checks its sender against the mapping's
 * list, and turns each PDF or photo attachment into a document. Everything refused is recorded
 * with its reason and notified (record-refusals.ts); everything done is recorded per item, so a
 * retry or a redelivered message (same Message-ID) takes nothing twice. The raw message is
 * removed once every item is taken or refused; an unexpected error keeps it for the retry.
 */
export async function processInboundEmail(ctx: AppContext, job: ReceiveEmailJob): Promise<InboundEmailOutcome> {
  const storage = storageFor(ctx);
  const raw = await storage.get(job.companyId, job.rawKey);
  // already processed by an earlier run of this job, which removed it at the end
  if (!raw) return { status: 'skipped', taken: [], refused: 0, errors: [] };
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
  const messageRef = mail.messageId?.trim() || `sha256:${sha256Hex(raw)}`;
  const fromHeader = addressesOf(mail.from);
  const message = { sender: fromHeader[0] ?? job.mailFrom, subject: mail.subject ?? '' };
  const [mapping] = await ctx.db
    .select()
    .from(mappings)
    .where(inCompany(mappings, { companyId: job.companyId }, eq(mappings.id, job.mappingId)));
  const target = {
    companyId: job.companyId,
    mappingId: mapping?.id ?? null,
    mappingName: mapping?.name ?? '(deleted)',
  };
  const finish = async (outcome: InboundEmailOutcome) => {
    if (outcome.status !== 'failed') await storage.delete(job.companyId, job.rawKey);
    return outcome;
  };
  const refuseMessage = async (reason: string) => {
    const refused = await recordRefusals(ctx.db, target, message, [
      { ref: messageRef, reason, what: 'the e-mail', notify: true },
    ]);
    return finish({ status: refused ? 'success' : 'skipped', taken: [], refused, errors: [] });
  };

  if (!mapping || !takesEmail(mapping)) return refuseMessage(EMAIL_REFUSAL.mappingUnavailable);
  if (!senderAllowed(mapping.endpoints.emailList, job.mailFrom, fromHeader))
    return refuseMessage(EMAIL_REFUSAL.unknownSender);

  const earlier = await ctx.db
    .select({ ref: sourceReceipts.ref, status: sourceReceipts.status })
    .from(sourceReceipts)
    .where(
      inCompany(
        sourceReceipts,
        { companyId: job.companyId },
        and(eq(sourceReceipts.source, 'email'), like(sourceReceipts.ref, `${messageRef.replace(/[\\%_]/g, '\\$&')}#%`)),
      ),
    );
  const seen = new Map(earlier.map((r) => [r.ref, r.status]));
  const maxBytes = ctx.config.pipeline.uploadMaxFileBytes;
  const outcome: InboundEmailOutcome = { status: 'success', taken: [], refused: 0, errors: [] };
  const refusals: Refusal[] = [];
  let takenBefore = 0;
  for (const [i, a] of mail.attachments.entries()) {
    const ref = `${messageRef}#${i + 1}`;
    const fileName = cleanFileName(a.filename ?? `attachment-${i + 1}`);
    if (seen.has(ref)) {
      if (seen.get(ref) === 'taken') takenBefore++;
      continue;
    }
    const kind = attachmentKind(a, maxBytes);
    if (kind === 'inline_image')
      refusals.push({ ref, reason: EMAIL_REFUSAL.inlineImage, what: fileName, notify: false });
    else if (kind === 'not_document')
      refusals.push({ ref, reason: EMAIL_REFUSAL.notADocument, what: fileName, notify: true });
    else if (kind === 'too_large')
      refusals.push({ ref, reason: EMAIL_REFUSAL.tooLarge(mb(maxBytes)), what: fileName, notify: true });
    else {
      try {
        outcome.taken.push(
          await takeAttachment(ctx, mapping, { ref, fileName, content: a.content, sender: message.sender }),
        );
      } catch (err) {
        // the file's own check refused it (not readable, password protected, too large): a refusal, not a failure
        if (isDomainError(err)) refusals.push({ ref, reason: err.message, what: fileName, notify: true });
        else outcome.errors.push({ ref, message: err instanceof Error ? err.message : String(err) });
      }
    }
  }
  const nothingTaken = outcome.taken.length === 0 && takenBefore === 0 && outcome.errors.length === 0;
  if (nothingTaken)
    refusals.push({ ref: messageRef, reason: EMAIL_REFUSAL.noUsableAttachment, what: 'the e-mail', notify: true });
  outcome.refused = await recordRefusals(
    ctx.db,
    target,
    message,
    refusals,
    nothingTaken ? 'E-mail not processed' : 'E-mail attachment refused',
  );
  if (outcome.errors.length) outcome.status = 'failed';
  else if (!outcome.taken.length && !outcome.refused) outcome.status = 'skipped';
  return finish(outcome);
}
