import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ledgerEntries } from '../../db/schema/index.ts';
import { bookLedgerEntry } from '../../domain/ledger/book-ledger-entry.ts';

/** `balanceCents` after a charge is the balance it left (what the low-balance notice compares); absent when nothing was booked. */
export type ChargeOutcome =
  | { status: 'charged'; amountCents: number; balanceCents?: number; currency?: string }
  | { status: 'already_charged'; amountCents: number }
  | { status: 'insufficient'; amountCents: number; balanceCents: number };

/**
 * Charges a document's pages to the company's prepaid ledger, once per document and attempt
 * (the idempotency key), in one transaction with the balance check (bookLedgerEntry: the company
 * row is locked, so concurrent charges never take the balance below zero); the row names the
 * document and its pages, which the billing page lists.
 */
export async function chargePages(
  db: Db,
  input: {
    companyId: string;
    documentId: string;
    attempt: number;
    pages: number;
    pricePerPageCents: number;
    fileName: string;
  },
): Promise<ChargeOutcome> {
  const amountCents = input.pages * input.pricePerPageCents;
  const key = `doc:${input.documentId}:${input.attempt}`;
  return db.transaction(async (tx) => {
    if (amountCents === 0) {
      const [done] = await tx
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.companyId, input.companyId), eq(ledgerEntries.idempotencyKey, key)));
      return done
        ? ({ status: 'already_charged', amountCents } as const)
        : ({ status: 'charged', amountCents } as const);
    }
    const booked = await bookLedgerEntry(tx, {
      companyId: input.companyId,
      kind: 'debit',
      amountCents,
      reason: `${input.pages} page${input.pages === 1 ? '' : 's'}: ${input.fileName}`,
      idempotencyKey: key,
      documentId: input.documentId,
      pages: input.pages,
      mustCover: true,
    });
    if (booked.status === 'duplicate') return { status: 'already_charged', amountCents } as const;
    if (booked.status === 'insufficient')
      return { status: 'insufficient', amountCents, balanceCents: booked.balanceCents } as const;
    return { status: 'charged', amountCents, balanceCents: booked.balanceCents, currency: booked.currency } as const;
  });
}

/** Gives a charge back when the engine could not read a document at all (once per attempt). */
export async function refundPages(
  db: Db,
  input: { companyId: string; documentId: string; attempt: number; fileName: string },
): Promise<void> {
  const key = `doc:${input.documentId}:${input.attempt}`;
  await db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.companyId, input.companyId), eq(ledgerEntries.idempotencyKey, key)));
    if (!charge) return;
    await bookLedgerEntry(tx, {
      companyId: input.companyId,
      kind: 'credit',
      amountCents: charge.amountCents,
      reason: `refund, not readable: ${input.fileName}`,
      idempotencyKey: `refund:${key}`,
      documentId: input.documentId,
      pages: charge.pages ?? undefined,
    });
  });
}
