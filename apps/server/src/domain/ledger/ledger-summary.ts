import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { inCompany } from '../../db/company-scope.ts';
import { ledgerEntries } from '../../db/schema/index.ts';

export interface LedgerSummary {
  entries: number;
  balanceCents: number;
  /** the currency of the ledger's first entry; null while it is empty */
  currency: string | null;
}

/** The caller's prepaid balance: credits minus debits, in integer cents. */
export async function ledgerSummary(db: Db, caller: CallerContext): Promise<LedgerSummary> {
  const [agg] = await db
    .select({
      entries: sql<string>`count(*)`,
      balance: sql<string>`coalesce(sum(case when ${ledgerEntries.kind} = 'credit' then ${ledgerEntries.amountCents} else -${ledgerEntries.amountCents} end), 0)`,
    })
    .from(ledgerEntries)
    .where(inCompany(ledgerEntries, caller));
  const [first] = await db
    .select({ currency: ledgerEntries.currency })
    .from(ledgerEntries)
    .where(inCompany(ledgerEntries, caller))
    .orderBy(asc(ledgerEntries.createdAt))
    .limit(1);
  return {
    entries: Number(agg?.entries ?? 0),
    balanceCents: Number(agg?.balance ?? 0),
    currency: first?.currency ?? null,
  };
}

export const centsToAmount = (cents: number) => Math.round(cents) / 100;
export const amountToCents = (amount: number) => Math.round(amount * 100);
