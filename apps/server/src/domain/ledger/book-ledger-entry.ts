import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { companies, ledgerEntries } from '../../db/schema/index.ts';
import { currencyOfCompany } from './currency-for-country.ts';

/** A transaction handle or the database: booking always runs inside the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface LedgerBooking {
  companyId: string;
  kind: 'credit' | 'debit';
  amountCents: number;
  reason: string;
  /** one booking per key and company (a document attempt, a provider payment or refund) */
  idempotencyKey: string;
  documentId?: string;
  pages?: number;
  paymentId?: string;
  /** a debit the balance must cover (page charges); a provider refund is booked even when it cannot */
  mustCover?: boolean;
  /**
   * the money's own currency (a provider payment): an empty ledger is opened in it, so a payment
   * made in EUR is booked in EUR even if the profile's currency changed since the checkout; a
   * ledger held in another currency refuses it ('currency_mismatch'), since nothing converts money
   */
  currency?: string;
}

export type BookingOutcome =
  | { status: 'booked'; entryId: string; balanceCents: number; currency: string }
  | { status: 'duplicate'; balanceCents: number; currency: string }
  | { status: 'insufficient'; balanceCents: number; currency: string }
  | { status: 'currency_mismatch'; balanceCents: number; currency: string };

/**
 * Locks the company's row for the rest of the transaction and answers its balance and ledger
 * currency. Every change of a company's ledger takes this lock first, so bookings of one company
 * run one after another on PostgreSQL (SELECT ... FOR UPDATE); PGlite has one connection and runs
 * transactions one at a time anyway.
 */
export async function lockCompanyBalance(
  tx: Tx,
  companyId: string,
): Promise<{ balanceCents: number; currency: string; empty: boolean } | null> {
  const [company] = await tx
    .select({ country: companies.country, currency: companies.currency })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!company) return null;
  const [agg] = await tx
    .select({
      balance: sql<string>`coalesce(sum(case when ${ledgerEntries.kind} = 'credit' then ${ledgerEntries.amountCents} else -${ledgerEntries.amountCents} end), 0)`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.companyId, companyId));
  // the ledger keeps the currency of its first entry (PaymentStatus answers in it): money paid in is
  // never relabelled; while empty, the company's currency (its profile choice, else its country's)
  const [first] = await tx
    .select({ currency: ledgerEntries.currency })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.companyId, companyId))
    .orderBy(asc(ledgerEntries.createdAt))
    .limit(1);
  return {
    balanceCents: Number(agg?.balance ?? 0),
    currency: first?.currency ?? currencyOfCompany(company),
    empty: !first,
  };
}

/**
 * Appends one ledger row under the company lock, with the balance check: the only way the ledger
 * changes (rows are never updated or deleted). A key booked before books nothing.
 */
export async function bookLedgerEntry(tx: Tx, b: LedgerBooking): Promise<BookingOutcome> {
  const locked = await lockCompanyBalance(tx, b.companyId);
  if (!locked) throw new Error(`company ${b.companyId} not found`);
  const { balanceCents, empty } = locked;
  const currency = empty && b.currency ? b.currency : locked.currency;
  const [done] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.companyId, b.companyId), eq(ledgerEntries.idempotencyKey, b.idempotencyKey)));
  if (done) return { status: 'duplicate', balanceCents, currency };
  if (b.kind === 'debit' && b.mustCover && balanceCents < b.amountCents)
    return { status: 'insufficient', balanceCents, currency };
  if (b.currency && b.currency !== currency) return { status: 'currency_mismatch', balanceCents, currency };
  const [row] = await tx
    .insert(ledgerEntries)
    .values({
      companyId: b.companyId,
      amountCents: b.amountCents,
      currency,
      kind: b.kind,
      reason: b.reason.slice(0, 300),
      idempotencyKey: b.idempotencyKey,
      documentId: b.documentId,
      pages: b.pages,
      paymentId: b.paymentId,
    })
    .returning({ id: ledgerEntries.id });
  return {
    status: 'booked',
    entryId: row!.id,
    balanceCents: balanceCents + (b.kind === 'credit' ? b.amountCents : -b.amountCents),
    currency,
  };
}
