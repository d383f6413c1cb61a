import type { Db } from '../../db/database.ts';
import { notifications, sourceReceipts } from '../../db/schema/index.ts';

export interface Refusal {
  /** the Message-ID (the whole message) or Message-ID#n (its n-th attachment) */
  ref: string;
  reason: string;
  /** what the notification names: 'invoice.docx' or 'the e-mail' */
  what: string;
  /** false for things worth keeping but not worth a notification (a signature logo) */
  notify: boolean;
}

/**
 * Records refused items of one message in source_receipts and tells the company in one bell
 * notification, in one transaction so a crash cannot keep one without the other. An item already
 * recorded (a redelivered message) is neither recorded nor notified again.
 */
export async function recordRefusals(
  db: Db,
  target: { companyId: string; mappingId: string | null; mappingName: string },
  message: { sender: string; subject: string },
  refusals: Refusal[],
  header = 'E-mail not processed',
): Promise<number> {
  if (!refusals.length) return 0;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(sourceReceipts)
      .values(
        refusals.map((r) => ({
          companyId: target.companyId,
          mappingId: target.mappingId,
          source: 'email' as const,
          ref: r.ref,
          status: 'refused' as const,
          reason: r.reason,
          sender: message.sender || null,
          // kept for the Process Log's refused e-mails (issue 30 point 7)
          item: r.what,
          subject: message.subject.slice(0, 500) || null,
        })),
      )
      .onConflictDoNothing()
      .returning({ ref: sourceReceipts.ref });
    const fresh = new Set(inserted.map((r) => r.ref));
    const lines = refusals.filter((r) => r.notify && fresh.has(r.ref)).map((r) => `${r.what}: ${r.reason}`);
    if (lines.length) {
      const subject = message.subject ? ` "${message.subject.slice(0, 120)}"` : '';
      await tx.insert(notifications).values({
        companyId: target.companyId,
        header,
        message: [
          `Mapping ${target.mappingName}: e-mail from ${message.sender || 'an unknown sender'}${subject}`,
          ...lines,
        ],
      });
    }
    return inserted.length;
  });
}
