import { count, desc, eq, sql } from 'drizzle-orm';
import { DOC_TYPE_CODES, DOC_TYPE_NAMES, type CardData, type DashboardCard, type DocTypeId } from '@paperbridge/contracts';
import type { AppContext } from '../../app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { clients, documents, mappings } from '../../db/schema/index.ts';
import { clientIdOf, documentScope, type DashboardScopeInput } from './dashboard-scope.ts';
import { monthRange } from './month-range.ts';

/** The card titles of spec 000 §2 ("Table titles"), one per document type. */
export const TYPE_CARD_TITLES: Record<DocTypeId, string> = {
  1: 'Commercial Invoices',
  2: 'Expense Receipts',
  3: 'Standard Leave and License agreements',
  4: 'Customised / Handwritten Documents',
};
const TYPE_COLOURS: Record<DocTypeId, string> = { 1: '#228be6', 2: '#40c057', 3: '#fab005', 4: '#be4bdb' };
const TYPE_IDS = [1, 2, 3, 4] as const;
const TOP = 10;

const month = sql<string>`to_char(date_trunc('month', ${documents.createdAt} at time zone 'UTC'), 'YYYY-MM')`;

/**
 * POST CardData: counts per type and the static cards (documents in the range, the company's
 * clients and mappings), the monthly chart per type, and the busiest clients and mappings.
 * Months are UTC calendar months.
 */
export async function cardData(ctx: AppContext, caller: CallerContext, f: DashboardScopeInput): Promise<CardData> {
  const scope = await documentScope(ctx, caller, f);
  const clientId = await clientIdOf(ctx, caller, f.supplierEmail);
  const perMonth = scope
    ? await ctx.db.select({ month, docTypeId: documents.docTypeId, n: count() }).from(documents).where(scope).groupBy(month, documents.docTypeId)
    : [];
  const byClient = scope
    ? await ctx.db
        .select({ code: clients.email, name: clients.companyName, value: count() })
        .from(documents)
        .innerJoin(clients, eq(clients.id, documents.clientId))
        .where(scope)
        .groupBy(clients.id, clients.email, clients.companyName)
        .orderBy(desc(count()))
        .limit(TOP)
    : [];
  const byMapping = scope
    ? await ctx.db
        .select({ code: sql<string>`${mappings.id}::text`, name: mappings.name, value: count() })
        .from(documents)
        .innerJoin(mappings, eq(mappings.id, documents.mappingId))
        .where(scope)
        .groupBy(mappings.id, mappings.name)
        .orderBy(desc(count()))
        .limit(TOP)
    : [];
  const byClientFilter = clientId === null ? sql`false` : clientId ? eq(clients.id, clientId) : undefined;
  const [clientCount] = await ctx.db.select({ n: count() }).from(clients).where(inCompany(clients, caller, byClientFilter));
  const [mappingCount] = await ctx.db
    .select({ n: count() })
    .from(mappings)
    .where(inCompany(mappings, caller, clientId === null ? sql`false` : clientId ? eq(mappings.clientId, clientId) : undefined));

  const total = perMonth.reduce((s, r) => s + r.n, 0);
  const typeCount = (id: number) => perMonth.filter((r) => r.docTypeId === id).reduce((s, r) => s + r.n, 0);
  const seen = perMonth.map((r) => r.month).sort();
  const from = f.startDate ? new Date(f.startDate) : seen[0] ? new Date(`${seen[0]}-01T00:00:00Z`) : new Date();
  const months = monthRange(from, f.endDate ? new Date(f.endDate) : new Date());
  const inMonth = (m: string, typeId?: number) => perMonth.filter((r) => r.month === m && (typeId === undefined || r.docTypeId === typeId)).reduce((s, r) => s + r.n, 0);

  const cards: DashboardCard[] = TYPE_IDS.map((id) => ({ code: DOC_TYPE_CODES[id], docTypeId: id, name: TYPE_CARD_TITLES[id], count: typeCount(id) }));
  const staticCards: DashboardCard[] = [
    { code: 'documents', docTypeId: null, name: 'Documents', count: total },
    { code: 'clients', docTypeId: null, name: 'Clients', count: clientCount?.n ?? 0 },
    { code: 'mappings', docTypeId: null, name: 'Mappings', count: mappingCount?.n ?? 0 },
  ];
  return {
    cards,
    staticCards,
    months,
    graphs: [{ name: 'Documents', data: months.map((m) => ({ month: m, value: inMonth(m) })) }],
    docgraph: { data: TYPE_IDS.map((id) => ({ code: DOC_TYPE_CODES[id], name: DOC_TYPE_NAMES[id], colorCode: TYPE_COLOURS[id], value: months.map((m) => inMonth(m, id)) })) },
    clientgraph: { data: byClient },
    mapgraph: { data: byMapping },
  };
}

