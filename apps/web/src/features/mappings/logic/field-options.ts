import type { FieldOption } from '../api/mappings.api';

/**
 * Dropdown filtering (spec 001 §5): options whose label starts with the search first, then those
 * containing it, each alphabetical and case-insensitive. An empty search lists all alphabetically.
 */
export function filterFieldOptions<T extends { label: string }>(options: readonly T[], search: string): T[] {
  const q = search.trim().toLowerCase();
  const byLabel = (a: T, b: T) => a.label.localeCompare(b.label, undefined, { sensitivity: 'base' });
  if (!q) return [...options].sort(byLabel);
  const prefix = options.filter((o) => o.label.toLowerCase().startsWith(q)).sort(byLabel);
  const contains = options
    .filter((o) => !o.label.toLowerCase().startsWith(q) && o.label.toLowerCase().includes(q))
    .sort(byLabel);
  return [...prefix, ...contains];
}

/** Which options a dropdown offers: header fields in the Form tab, column fields in the table dialogs; custom fields in both. */
export function optionsOfKind(all: readonly FieldOption[], kind: 'header' | 'column'): FieldOption[] {
  return all.filter((o) => !o.kind || o.kind === kind || o.isCustomField);
}

/** Typing an existing name (case-insensitive) selects that field instead of creating one. */
export const findByName = (all: readonly FieldOption[], name: string) =>
  all.find((o) => o.value.trim().toLowerCase() === name.trim().toLowerCase());

export const fieldName = (all: readonly FieldOption[], id: number | null | undefined) =>
  id == null ? '' : (all.find((o) => o.id === id)?.value ?? `Field ${id}`);
