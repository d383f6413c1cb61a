import { and, eq } from 'drizzle-orm';
import type { ApprovalData } from '@paperbridge/contracts';
import { parseDate } from '@paperbridge/engine';
import type { Db } from '../../../db/database.ts';
import { documentResults, mappings } from '../../../db/schema/index.ts';
import { companyLocale } from '../../../domain/company/company-locale.ts';

type Order = 'DMY' | 'MDY' | 'YMD';

/**
 * A reviewer who approves a date the page left ambiguous (issue 30 point 1) tells the order: approved as read, the
 * order it was read in (shown in the reason); typed another way ("2018-05-03", "3 May 2018"), the order that reads
 * the page's text as that date. The document is delivered by it and its mapping keeps it for the next documents.
 */
export async function learnApprovedDateOrder(
  db: Db,
  companyId: string,
  doc: { id: string; mappingId: string | null },
  approved: ApprovalData,
): Promise<Order | null> {
  const [r] = await db
    .select({
      values: documentResults.mappedValues,
      locale: documentResults.valueLocale,
      extracted: documentResults.extracted,
    })
    .from(documentResults)
    .where(and(eq(documentResults.documentId, doc.id), eq(documentResults.companyId, companyId)));
  const ambiguous = (r?.values ?? []).filter((v) => v.problem?.code === 'date_ambiguous').map((v) => v.label);
  if (!r?.locale || !r.extracted || !ambiguous.length) return null;
  const used = r.locale.dateOrder ?? (await companyLocale(db, companyId)).dateOrder;
  const valueOf = (data: ApprovalData, label: string) =>
    [...data.form, ...data.extactedFromTable].find((f) => f.label === label && !f.isDelete)?.value.trim() ?? '';
  let order: Order | null = null;
  for (const label of ambiguous) {
    const read = valueOf(r.extracted, label);
    const given = valueOf(approved, label);
    if (!read || !given) continue;
    if (given === read) {
      order = used;
      break;
    }
    const meant = parseDate(given, null);
    if (!meant.ok) continue;
    const found = (['DMY', 'MDY'] as const).find((o) => {
      const p = parseDate(read, o);
      return p.ok && p.iso === meant.iso;
    });
    if (found) {
      order = found;
      break;
    }
  }
  if (!order) return null;
  await db
    .update(documentResults)
    .set({ valueLocale: { ...r.locale, dateOrder: order, dateOrderFrom: 'reviewer' } })
    .where(eq(documentResults.documentId, doc.id));
  if (doc.mappingId) {
    const [m] = await db
      .select({ locale: mappings.valueLocale })
      .from(mappings)
      .where(and(eq(mappings.id, doc.mappingId), eq(mappings.companyId, companyId)));
    if (m && !m.locale?.dateOrder)
      await db
        .update(mappings)
        .set({ valueLocale: { decimal: m.locale?.decimal ?? null, dateOrder: order } })
        .where(and(eq(mappings.id, doc.mappingId), eq(mappings.companyId, companyId)));
  }
  return order;
}
