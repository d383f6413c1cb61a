import type { FormFieldRow } from '@paperbridge/contracts';
import { releaseField } from './field-holders';
import type { MappingDraft } from './mapping-draft.types';
import { assignField, listedRows, unassignField } from './sort-position';

const top = (r: FormFieldRow) => (r.polygon ? Math.min(...r.polygon.map((p) => p[1])) : 1);
const left = (r: FormFieldRow) => (r.polygon ? Math.min(...r.polygon.map((p) => p[0])) : 1);

/**
 * First load of a sample (issue 14 §2-3): the rows that likely are a label and its value are
 * listed in reading order (page, then top to bottom, then left to right), the others wait under
 * "Other text found"; each proposed field is pre-selected on its row and remembered as a
 * suggestion until the user confirms or clears it.
 */
export function withSuggestedFields(rows: readonly FormFieldRow[]): { fields: FormFieldRow[]; suggested: string[] } {
  const likely = rows
    .filter((r) => r.likely !== false)
    .sort((a, b) => (a.page ?? 1) - (b.page ?? 1) || top(a) - top(b) || left(a) - left(b));
  let fields = rows.map((r) => {
    const i = likely.indexOf(r);
    return { ...r, sortPosition: i < 0 ? 0 : i + 1, isRequired: i < 0 ? false : r.isRequired };
  });
  const suggested: string[] = [];
  const taken = new Set<number>();
  for (const r of rows) {
    // the server proposes each field once; the guard keeps that true whatever it sent
    if (r.suggestedDfId == null || r.dF_Id != null || taken.has(r.suggestedDfId)) continue;
    taken.add(r.suggestedDfId);
    fields = assignField(fields, r.unique_id, r.suggestedDfId);
    suggested.push(r.unique_id);
  }
  return { fields, suggested };
}

export const isSuggestion = (draft: MappingDraft, uniqueId: string) => !!draft.suggested?.includes(uniqueId);

const without = (draft: MappingDraft, ids: readonly string[]) =>
  (draft.suggested ?? []).filter((id) => !ids.includes(id));

/** The user keeps the suggested field: it becomes an ordinary mapping. */
export const confirmSuggestion = (draft: MappingDraft, uniqueId: string): MappingDraft => ({
  ...draft,
  suggested: without(draft, [uniqueId]),
});

/** Every suggestion still open becomes an ordinary mapping. */
export const confirmAllSuggestions = (draft: MappingDraft): MappingDraft => ({ ...draft, suggested: [] });

/** The user clears the suggestion: the row loses the field. */
export const clearSuggestion = (draft: MappingDraft, uniqueId: string): MappingDraft => ({
  ...draft,
  fields: unassignField(draft.fields, uniqueId),
  suggested: without(draft, [uniqueId]),
});

/**
 * The user picks a field for a row (or clears it; a cleared captured row is removed): that is their choice, no longer a
 * suggestion. A field another place holds (an open suggestion, another row, a table column) moves to this row, so one
 * field is never mapped twice (issue 26).
 */
export function chooseField(draft: MappingDraft, uniqueId: string, dfId: number | null): MappingDraft {
  const released = dfId == null ? draft : releaseField(draft, dfId, { kind: 'row', uniqueId });
  let fields = released.fields;
  // a captured row is there only for its field: cleared, it goes, rather than waiting among the unmapped rows (issue 30 point 7)
  const drawn = fields.find((r) => r.unique_id === uniqueId)?.drawn;
  if (dfId == null && drawn) fields = fields.filter((r) => r.unique_id !== uniqueId);
  else fields = dfId == null ? unassignField(fields, uniqueId) : assignField(fields, uniqueId, dfId);
  return { ...released, fields, suggested: without(released, [uniqueId]) };
}

/** Field ids mapped by the user's own choices (open suggestions do not hold their field against other rows). */
export const confirmedFieldIds = (draft: MappingDraft): Set<number> =>
  new Set(
    [...draft.fields, ...draft.udfFields]
      .filter((f) => f.dF_Id != null && !isSuggestion(draft, f.unique_id))
      .map((f) => f.dF_Id!),
  );

/** Suggestions left open when the mapping is saved are not the user's choice: they are sent without a field. */
export const withoutOpenSuggestions = (draft: MappingDraft): FormFieldRow[] =>
  draft.fields.map((f) => (isSuggestion(draft, f.unique_id) ? { ...f, dF_Id: null, isRequired: false } : f));

export const openSuggestionCount = (draft: MappingDraft) =>
  listedRows(draft.fields).filter((f) => isSuggestion(draft, f.unique_id)).length;
