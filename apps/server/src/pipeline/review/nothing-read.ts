import type { ApprovalData } from '@paperbridge/contracts';

/**
 * Issue 24 point 7: whether the data the map stage built holds nothing read from the page. Judged on the values
 * themselves, as they would be delivered, not on the flags beside them: a value "found" but empty, or a table
 * found with rows but no filled cell, is as empty as one not found. Values the mapping fixes are not read, so
 * they do not count either way; a mapping that reads nothing from the page (fixed values only) is not blank.
 */
export function nothingRead(data: Pick<ApprovalData, 'form' | 'extactedFromTable' | 'tables'>): boolean {
  const read = [...data.form, ...data.extactedFromTable].filter((f) => !f.isDelete && f.source !== 'fixed');
  if (!read.length && !data.tables.length) return false;
  const filled = (v: string) => v.trim() !== '';
  return (
    !read.some((f) => filled(f.value)) &&
    !data.tables.some((t) => t.columns.some((c) => c.cells.some((cell) => filled(cell.value))))
  );
}
