import { sql, type SQL } from 'drizzle-orm';
import { documents } from '../../db/schema/index.ts';

/**
 * SQL: the document's current attempt has reached the end of delivery: it has a deliver record and
 * none is pending or running (every destination succeeded or failed for good; a mapping without
 * destination records 'skipped'). Used by retention (nothing removed before) and batch progress.
 */
export function deliverySettledSql(): SQL {
  const deliverOf = sql`from document_stages s where s.document_id = ${documents.id} and s.attempt = ${documents.attempt} and s.step = 'deliver'`;
  return sql`(exists (select 1 ${deliverOf}) and not exists (select 1 ${deliverOf} and s.status in ('pending', 'running')))`;
}
