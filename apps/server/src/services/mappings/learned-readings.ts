import { eq } from 'drizzle-orm';
import { LEARNED_READING_MSG, MAP_MSG, type LearnedReadings, type Template } from '@paperbridge/contracts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { mappings } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors/domain-error.ts';
import { findMapping } from './find-mapping.ts';

/** The fields of a template that learned a reading, each with its readings in the order they were learned. */
export function learnedReadingsOf(cnId: string, template: Template | null | undefined): LearnedReadings {
  const fields = (template?.fields ?? [])
    .filter((f) => f.readings?.length)
    .map((f) => ({ field: f.name, readings: f.readings! }));
  return { cnId, fields };
}

/** GetLearnedReadings?cnId (issue 22 point 3): what the mapping learned to read; another company's mapping is not found. */
export async function listLearnedReadings(db: Db, caller: CallerContext, cnId: string): Promise<LearnedReadings> {
  const m = await findMapping(db, caller, cnId, 'cnId');
  return learnedReadingsOf(m.id, m.template);
}

/**
 * RemoveLearnedReading {cnId, field, id}: the reading leaves the stored template, so the next documents deliver
 * what the page reads. Read and written under the row lock, as approvals learn (learn-from-approval.ts): a
 * correction learned at the same moment is not lost. Answers what is left.
 */
export async function removeLearnedReading(
  db: Db,
  caller: CallerContext,
  body: { cnId: string; field: string; id: string },
): Promise<LearnedReadings> {
  return db.transaction(async (tx) => {
    const [m] = await tx
      .select({ id: mappings.id, template: mappings.template })
      .from(mappings)
      .where(inCompany(mappings, caller, eq(mappings.id, body.cnId)))
      .for('update');
    if (!m) throw notFound(MAP_MSG.mappingNotFound, [{ field: 'cnId', message: MAP_MSG.mappingNotFound }]);
    const field = m.template?.fields.find((f) => f.name === body.field);
    if (!m.template || !field?.readings?.some((r) => r.id === body.id))
      throw notFound(LEARNED_READING_MSG.notFound, [{ field: 'id', message: LEARNED_READING_MSG.notFound }]);
    const fields = m.template.fields.map((f) => {
      if (f !== field) return f;
      const { readings, ...rest } = f;
      const left = readings!.filter((r) => r.id !== body.id);
      return left.length ? { ...rest, readings: left } : rest;
    });
    const template: Template = { ...m.template, fields };
    await tx
      .update(mappings)
      .set({ template, updatedAt: new Date() })
      .where(inCompany(mappings, caller, eq(mappings.id, m.id)));
    return learnedReadingsOf(m.id, template);
  });
}
