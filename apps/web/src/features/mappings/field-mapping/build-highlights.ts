import type { DocumentModel, Polygon } from '@paperbridge/contracts';
import type { PdfHighlight } from '../../../components/pdf-viewer/pdf-viewer.types';
import type { DraftTable, MappingDraft } from '../logic/mapping-draft.types';
import type { TableSelection } from '../table-tab/table-grid.component';

/** The box around several polygons (a column or row from its cells). */
export function unionPolygon(polys: readonly Polygon[]): Polygon | null {
  if (!polys.length) return null;
  const xs = polys.flatMap((p) => p.map((q) => q[0]));
  const ys = polys.flatMap((p) => p.map((q) => q[1]));
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

/** Page of a table cell: the engine's document model knows it; otherwise the table's first page. */
export function cellPage(
  model: DocumentModel | null | undefined,
  table: DraftTable,
  rowNumber: number,
  columnNumber: number,
): number {
  const t = model?.tables.find((x) => x.tableNumber === table.tableNumber);
  const c = t?.rows.find((r) => r.rowNumber === rowNumber)?.cells.find((x) => x.columnNumber === columnNumber);
  return c?.page ?? table.pages?.[0] ?? 1;
}

export const fieldHighlightId = (uniqueId: string) => `field:${uniqueId}`;
export const columnHighlightId = (table: number, column: number) => `column:${table}:${column}`;

/** Form tab: one box per header row with a polygon; the selected row is active, rows with a field are 'mapped'. */
export function formHighlights(draft: MappingDraft, selectedId: string | null): PdfHighlight[] {
  return draft.fields
    .filter((f) => f.polygon)
    .map((f) => ({
      id: fieldHighlightId(f.unique_id),
      page: f.page ?? 1,
      polygon: f.polygon!,
      label: f.key || f.label,
      tone: f.unique_id === selectedId ? 'active' : f.dF_Id != null ? 'mapped' : 'idle',
    }));
}

/** Table tab: one box per column (per page), plus the selected row or cell. */
export function tableHighlights(
  table: DraftTable,
  model: DocumentModel | null | undefined,
  selection: TableSelection,
): PdfHighlight[] {
  const out: PdfHighlight[] = [];
  const cells = table.rows.flatMap((r) =>
    r.cells
      .filter((c) => c.polygon)
      .map((c) => ({ row: r.rowNumber, c, page: cellPage(model, table, r.rowNumber, c.columnNumber) })),
  );
  const columnNumbers = [...new Set(cells.map((x) => x.c.columnNumber))];
  for (const n of columnNumbers) {
    const byPage = new Map<number, Polygon[]>();
    for (const x of cells.filter((y) => y.c.columnNumber === n))
      byPage.set(x.page, [...(byPage.get(x.page) ?? []), x.c.polygon!]);
    const mapped = table.columns.find((c) => c.columnNumber === n)?.dF_Id != null;
    const active = selection?.kind === 'column' && selection.column === n;
    for (const [page, polys] of byPage) {
      const polygon = unionPolygon(polys);
      const header = table.columns.find((c) => c.columnNumber === n)?.header;
      if (polygon)
        out.push({
          id: `${columnHighlightId(table.tableNumber, n)}:${page}`,
          page,
          polygon,
          label: header ?? `Column ${n}`,
          tone: active ? 'active' : mapped ? 'mapped' : 'idle',
        });
    }
  }
  if (selection?.kind === 'row' || selection?.kind === 'cell') {
    const picked = cells.filter(
      (x) => x.row === selection.row && (selection.kind === 'row' || x.c.columnNumber === selection.column),
    );
    const polygon = unionPolygon(picked.map((x) => x.c.polygon!));
    if (polygon && picked[0])
      out.push({
        id: `selection:${table.tableNumber}`,
        page: picked[0].page,
        polygon,
        label: picked.map((x) => x.c.text).join(' '),
        tone: 'active',
      });
  }
  if (!out.length && table.polygon)
    out.push({
      id: `table:${table.tableNumber}`,
      page: table.pages?.[0] ?? 1,
      polygon: table.polygon,
      label: `Table ${table.tableNumber}`,
      tone: 'idle',
    });
  return out;
}

/** Reads a clicked highlight id back into what it selects. */
export function parseHighlightId(
  id: string,
): { kind: 'field'; uniqueId: string } | { kind: 'column'; table: number; column: number } | null {
  if (id.startsWith('field:')) return { kind: 'field', uniqueId: id.slice(6) };
  const m = /^column:(\d+):(\d+)/.exec(id);
  return m ? { kind: 'column', table: Number(m[1]), column: Number(m[2]) } : null;
}
