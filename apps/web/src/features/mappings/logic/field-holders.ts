import { isFieldlessCapture } from '@paperbridge/contracts';
import type { DraftTable, MappingDraft } from './mapping-draft.types';
import { listedRows, unassignField } from './sort-position';
import { unmapCell, unmapColumn } from './table-rules';

/** A place that can hold a field: a Form row, a custom field row, a table column or a table row's include rule. */
export type HolderPlace =
  | { kind: 'row'; uniqueId: string }
  | { kind: 'custom'; uniqueId: string }
  | { kind: 'column'; tableNumber: number; columnNumber: number }
  | { kind: 'cell'; tableNumber: number; rowNumber: number };

/** Where a field is mapped now, with the words that find it on the screen. */
export type FieldHolder = HolderPlace & { text: string };

const SHORT = 28;
const short = (text: string) => (text.length > SHORT ? `${text.slice(0, SHORT - 1)}…` : text);
const named = (base: string, name: string | null | undefined) =>
  name?.trim() ? `${base} (${short(name.trim())})` : base;

const isSuggested = (draft: MappingDraft, uniqueId: string) => !!draft.suggested?.includes(uniqueId);

const placeKey = (p: HolderPlace) => {
  if (p.kind === 'row' || p.kind === 'custom') return `${p.kind}:${p.uniqueId}`;
  if (p.kind === 'column') return `column:${p.tableNumber}:${p.columnNumber}`;
  return `cell:${p.tableNumber}:${p.rowNumber}`;
};
export const samePlace = (a: HolderPlace, b: HolderPlace | undefined) => !!b && placeKey(a) === placeKey(b);

function tableHolders(table: DraftTable): [number, FieldHolder][] {
  const columns = table.columns
    .filter((c) => c.dF_Id != null)
    .map((c): [number, FieldHolder] => [
      c.dF_Id!,
      {
        kind: 'column',
        tableNumber: table.tableNumber,
        columnNumber: c.columnNumber,
        text: named(`Table ${table.tableNumber}, column ${c.columnNumber}`, c.header),
      },
    ]);
  const cells = table.rule
    .filter((r) => r.dF_Id != null && r.rowNumber != null)
    .map((r): [number, FieldHolder] => [
      r.dF_Id!,
      {
        kind: 'cell',
        tableNumber: table.tableNumber,
        rowNumber: r.rowNumber!,
        text: named(`Table ${table.tableNumber}, row ${r.rowNumber}`, r.columnKeyName),
      },
    ]);
  return [...columns, ...cells];
}

/**
 * Who holds each field the user has mapped, in words a person can find on the screen ("row 3 (Invoice No)":
 * the Form list's numbering). An open suggestion holds nothing: it is not a mapping until confirmed.
 */
export function fieldHolders(draft: MappingDraft): Map<number, FieldHolder> {
  const out = new Map<number, FieldHolder>();
  const put = (id: number, h: FieldHolder) => {
    if (!out.has(id)) out.set(id, h);
  };
  listedRows(draft.fields).forEach((r, i) => {
    if (r.dF_Id == null || isSuggested(draft, r.unique_id)) return;
    put(r.dF_Id, { kind: 'row', uniqueId: r.unique_id, text: named(`row ${i + 1}`, r.key || r.label || r.value) });
  });
  draft.udfFields.forEach((r, i) => {
    if (r.dF_Id != null) put(r.dF_Id, { kind: 'custom', uniqueId: r.unique_id, text: `custom field ${i + 1}` });
  });
  for (const t of draft.tables) for (const [id, h] of tableHolders(t)) put(id, h);
  return out;
}

/** What a picker shows beside each field another place holds: "used by row 3 (Invoice No)". */
export function takenLabels(holders: ReadonlyMap<number, FieldHolder>, own?: HolderPlace): Map<number, string> {
  const out = new Map<number, string>();
  for (const [id, h] of holders) if (!samePlace(h, own)) out.set(id, h.text);
  return out;
}

/** The toast after a move: the user sees at once which place lost the field. */
export const moveNotice = (field: string, from: string) => `${field} moved here from ${from}, which has no field now.`;

/**
 * Choosing a field another place holds moves it (issue 26): every other holder lets it go (a Form row
 * becomes unmapped, a captured row without a field goes, a column is unmapped, a row's include rule is
 * removed), so one field is never mapped twice. `keep` is the place the field moves to.
 */
export function releaseField(draft: MappingDraft, dfId: number, keep?: HolderPlace): MappingDraft {
  const stays = (p: HolderPlace) => samePlace(p, keep);
  let fields = draft.fields;
  const released: string[] = [];
  for (const r of draft.fields) {
    if (r.dF_Id !== dfId || stays({ kind: 'row', uniqueId: r.unique_id })) continue;
    fields = unassignField(fields, r.unique_id);
    released.push(r.unique_id);
  }
  // a captured row is there only for its field (issue 30 point 7)
  fields = fields.filter((f) => !(released.includes(f.unique_id) && isFieldlessCapture(f)));
  const udfFields = draft.udfFields.map((r) =>
    r.dF_Id === dfId && !stays({ kind: 'custom', uniqueId: r.unique_id })
      ? { ...r, dF_Id: null, key: '', label: '', isRequired: false }
      : r,
  );
  const tables = draft.tables.map((t) => {
    let next = t;
    for (const c of t.columns)
      if (c.dF_Id === dfId && !stays({ kind: 'column', tableNumber: t.tableNumber, columnNumber: c.columnNumber }))
        next = unmapColumn(next, c.columnNumber);
    for (const r of t.rule)
      if (
        r.dF_Id === dfId &&
        r.rowNumber != null &&
        !stays({ kind: 'cell', tableNumber: t.tableNumber, rowNumber: r.rowNumber })
      )
        next = unmapCell(next, r.rowNumber);
    return next;
  });
  const suggested = draft.suggested?.filter((id) => !released.includes(id));
  return { ...draft, fields, udfFields, tables, ...(suggested ? { suggested } : {}) };
}
