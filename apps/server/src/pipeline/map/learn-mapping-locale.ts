import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mappings, type ValueLocale } from '../../db/schema/index.ts';

type MappingLocale = { decimal: ',' | '.' | null; dateOrder: 'DMY' | 'MDY' | 'YMD' | null };

/**
 * A mapping keeps the conventions its documents prove (issue 30 point 1): once a page of its supplier shows a decimal
 * comma or a date that can only be day first, the next page that does not show it is read the same way. Only what
 * a page decided is kept (never the company's default), and only where the mapping has none yet.
 */
export async function learnMappingLocale(
  db: Db,
  companyId: string,
  mappingId: string,
  current: MappingLocale | null,
  seen: Pick<ValueLocale, 'decimal' | 'dateOrder' | 'dateOrderFrom' | 'evidence'>,
): Promise<void> {
  const pageDecimal = seen.evidence.some(
    (e) => /^decimal/i.test(e) && !/ of the company| learned by the mapping/.test(e),
  )
    ? seen.decimal
    : null;
  const next: MappingLocale = {
    decimal: current?.decimal ?? pageDecimal,
    dateOrder: current?.dateOrder ?? (seen.dateOrderFrom === 'document' ? seen.dateOrder : null),
  };
  if (next.decimal === (current?.decimal ?? null) && next.dateOrder === (current?.dateOrder ?? null)) return;
  await db
    .update(mappings)
    .set({ valueLocale: next })
    .where(and(eq(mappings.id, mappingId), eq(mappings.companyId, companyId)));
}
