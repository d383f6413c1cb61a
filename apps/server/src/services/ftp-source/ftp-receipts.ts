import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sourceReceipts } from '../../db/schema/index.ts';
import { createNotification } from '../../domain/notifications/create-notification.ts';
import { FTP_SOURCE_MSG } from './ftp-source-messages.ts';

export type FtpReceipt = typeof sourceReceipts.$inferSelect;

const byRef = (companyId: string, ref: string) =>
  and(eq(sourceReceipts.companyId, companyId), eq(sourceReceipts.source, 'ftp'), eq(sourceReceipts.ref, ref));

/** The file's receipt when it was offered before (taken, being taken, or refused). */
export async function findFtpReceipt(db: Db, companyId: string, ref: string): Promise<FtpReceipt | null> {
  const [row] = await db.select().from(sourceReceipts).where(byRef(companyId, ref));
  return row ?? null;
}

/**
 * Claims a file before anything else happens to it: a 'taken' receipt without a document yet.
 * The unique (company, source, ref) key makes the claim once only; a second claimer reads the
 * first one's row.
 */
export async function claimFtpReceipt(
  db: Db,
  input: { companyId: string; mappingId: string; ref: string; sender: string },
): Promise<FtpReceipt> {
  const [row] = await db
    .insert(sourceReceipts)
    .values({
      companyId: input.companyId,
      mappingId: input.mappingId,
      source: 'ftp',
      ref: input.ref,
      status: 'taken',
      sender: input.sender,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? (await findFtpReceipt(db, input.companyId, input.ref))!;
}

export async function linkFtpReceipt(db: Db, receipt: FtpReceipt, documentId: string): Promise<void> {
  await db
    .update(sourceReceipts)
    .set({ documentId })
    .where(and(eq(sourceReceipts.id, receipt.id), eq(sourceReceipts.companyId, receipt.companyId)));
}

/** A refused file: the reason on its receipt and on the company's bell, together or not at all. */
export async function refuseFtpReceipt(db: Db, receipt: FtpReceipt, fileName: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(sourceReceipts)
      .set({ status: 'refused', reason, item: fileName })
      .where(and(eq(sourceReceipts.id, receipt.id), eq(sourceReceipts.companyId, receipt.companyId)));
    await createNotification(
      tx as unknown as Db,
      { companyId: receipt.companyId },
      { header: FTP_SOURCE_MSG.refusedHeader, message: [`${fileName}: ${reason}`] },
    );
  });
}
