import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { companies, ledgerEntries } from '../../db/schema/index.ts';
import { currencyForCountry } from '../billing/currency-for-country.ts';

/** `balanceCents` after a charge is the balance it left (what the low-balance notice compares); absent when nothing was booked. */
export type ChargeOutcome =
  | { status: 'charged'; amountCents: number; balanceCents?: number; currency?: string }
  | { status: 'already_charged'; amountCents: number }
  | { status: 'insufficient'; amountCents: number; balanceCents: number };

/**
 * Charges a document's pages to the company's prepaid ledger, once per document and attempt
 * (the idempotency key), in one transaction with the balance check: the company row is locked,
 * so concurrent charges never take the balance below zero.
 */
export async function chargePages(db: Db, input: { companyId: string; documentId: string; attempt: number; pages: number; pricePerPageCents: number; fileName: string }): Promise<ChargeOutcome> {
  const amountCents = input.pages * input.pricePerPageCents;
  const key = `doc:${input.documentId}:${input.attempt}`;
  return db.transaction(async (tx) => {
    const [company] = await tx.select({ country: companies.country }).from(companies).where(eq(companies.id, input.companyId)).for('update');
    const [done] = await tx.select({ id: ledgerEntries.id }).from(ledgerEntries).where(and(eq(ledgerEntries.companyId, input.companyId), eq(ledgerEntries.idempotencyKey, key)));
    if (done) return { status: 'already_charged', amountCents } as const;
    if (amountCents === 0) return { status: 'charged', amountCents } as const;
    const [agg] = await tx
      .select({ balance: sql<string>`coalesce(sum(case when ${ledgerEntries.kind} = 'credit' then ${ledgerEntries.amountCents} else -${ledgerEntries.amountCents} end), 0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.companyId, input.companyId));
    const balanceCents = Number(agg?.balance ?? 0);
    if (balanceCents < amountCents) return { status: 'insufficient', amountCents, balanceCents } as const;
    const currency = currencyForCountry(company?.country);
    await tx.insert(ledgerEntries).values({
      companyId: input.companyId,
      amountCents,
      currency,
      kind: 'debit',
      reason: `${input.pages} page${input.pages === 1 ? '' : 's'}: ${input.fileName}`.slice(0, 300),
      idempotencyKey: key,
    });
    return { status: 'charged', amountCents, balanceCents: balanceCents - amountCents, currency } as const;
  });
}

/** Gives a charge back when the engine could not read a document at all (once per attempt). */
export async function refundPages(db: Db, input: { companyId: string; documentId: string; attempt: number; fileName: string }): Promise<void> {
  const key = `doc:${input.documentId}:${input.attempt}`;
  const [charge] = await db.select().from(ledgerEntries).where(and(eq(ledgerEntries.companyId, input.companyId), eq(ledgerEntries.idempotencyKey, key)));
  if (!charge) return;
  await db
    .insert(ledgerEntries)
    .values({ companyId: input.companyId, amountCents: charge.amountCents, currency: charge.currency, kind: 'credit', reason: `refund, not readable: ${input.fileName}`.slice(0, 300), idempotencyKey: `refund:${key}` })
    .onConflictDoNothing();
}
