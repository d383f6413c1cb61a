import { count, eq, inArray, sql } from 'drizzle-orm';
import {
  DOC_TYPE_CODES,
  DOC_TYPE_NAMES,
  type CardData,
  type DashboardCard,
  type DocTypeId,
} from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
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

/** A document's UTC calendar month; grouped on as a timestamp, formatted once per group (to_char per row costs). */
const monthStart = sql`date_trunc('month', ${documents.createdAt} at time zone 'UTC')`;
const month = sql<string>`to_char(${monthStart}, 'YYYY-MM')`;

interface Group {
  month: string;
  docTypeId: number | null;
  clientId: string | null;
  mappingId: string | null;
  n: number;
}

/** The TOP keys with the most documents, busiest first (ties by key, so the chart does not reshuffle). */
function busiest(groups: Group[], key: 'clientId' | 'mappingId'): [string, number][] {
  const sums = new Map<string, number>();
  for (const g of groups) if (g[key]) sums.set(g[key], (sums.get(g[key]) ?? 0) + g.n);
  return [...sums].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, TOP);
}

/**
 * POST CardData: counts per type and the static cards (documents in the range, the company's
 * clients and mappings), the monthly chart per type, and the busiest clients and mappings.
 * Months are UTC calendar months.
 */
export async function cardData(ctx: AppContext, caller: CallerContext, f: DashboardScopeInput): Promise<CardData> {
  const scope = await documentScope(ctx, caller, f);
  const clientId = await clientIdOf(ctx, caller, f.supplierEmail);
  // One pass over the range instead of one per chart: grouped by month, type, client and mapping (a mapping fixes
  // its client and type, so a few thousand groups at most), everything below is summed from these groups.
  const groups: Group[] = scope
    ? await ctx.db
        .select({
          month,
          docTypeId: documents.docTypeId,
          clientId: documents.clientId,
          mappingId: documents.mappingId,
          n: count(),
        })
        .from(documents)
        .where(scope)
        .groupBy(monthStart, documents.docTypeId, documents.clientId, documents.mappingId)
    : [];
  const topClients = busiest(groups, 'clientId');
  const topMappings = busiest(groups, 'mappingId');
  const clientNames = topClients.length
    ? await ctx.db
        .select({ id: clients.id, email: clients.email, name: clients.companyName })
        .from(clients)
        .where(
          inCompany(
            clients,
            caller,
            inArray(
              clients.id,
              topClients.map(([id]) => id),
            ),
          ),
        )
    : [];
  const mappingNames = topMappings.length
    ? await ctx.db
        .select({ id: mappings.id, name: mappings.name })
        .from(mappings)
        .where(
          inCompany(
            mappings,
            caller,
            inArray(
              mappings.id,
              topMappings.map(([id]) => id),
            ),
          ),
        )
    : [];
  const byClient = topClients.flatMap(([id, value]) =>
    clientNames.filter((c) => c.id === id).map((c) => ({ code: c.email, name: c.name, value })),
  );
  const byMapping = topMappings.flatMap(([id, value]) =>
    mappingNames.filter((m) => m.id === id).map((m) => ({ code: m.id, name: m.name, value })),
  );
  const byClientFilter = clientId === null ? sql`false` : clientId ? eq(clients.id, clientId) : undefined;
  const [clientCount] = await ctx.db
    .select({ n: count() })
    .from(clients)
    .where(inCompany(clients, caller, byClientFilter));
  const [mappingCount] = await ctx.db
    .select({ n: count() })
    .from(mappings)
    .where(
      inCompany(
        mappings,
        caller,
        clientId === null ? sql`false` : clientId ? eq(mappings.clientId, clientId) : undefined,
      ),
    );

  const total = groups.reduce((s, r) => s + r.n, 0);
  const typeCount = (id: number) => groups.filter((r) => r.docTypeId === id).reduce((s, r) => s + r.n, 0);
  const seen = groups.map((r) => r.month).sort();
  const from = f.startDate ? new Date(f.startDate) : seen[0] ? new Date(`${seen[0]}-01T00:00:00Z`) : new Date();
  const months = monthRange(from, f.endDate ? new Date(f.endDate) : new Date());
  const inMonth = (m: string, typeId?: number) =>
    groups
      .filter((r) => r.month === m && (typeId === undefined || r.docTypeId === typeId))
      .reduce((s, r) => s + r.n, 0);

  const cards: DashboardCard[] = TYPE_IDS.map((id) => ({
    code: DOC_TYPE_CODES[id],
    docTypeId: id,
    name: TYPE_CARD_TITLES[id],
    count: typeCount(id),
  }));
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
    docgraph: {
      data: TYPE_IDS.map((id) => ({
        code: DOC_TYPE_CODES[id],
        name: DOC_TYPE_NAMES[id],
        colorCode: TYPE_COLOURS[id],
        value: months.map((m) => inMonth(m, id)),
      })),
    },
    clientgraph: { data: byClient },
    mapgraph: { data: byMapping },
  };
}
