import type { DocumentModel, ExtractionResult } from '@paperbridge/contracts';

/**
 * The part of a result a golden file pins: text, structure and statuses, not
 * raw coordinates (those are checked by the stage tests), so a golden diff
 * reads as a behaviour change.
 */
export function summariseResult(r: ExtractionResult): unknown {
  return { status: r.status, errors: r.errors, document: r.document ? summariseDocument(r.document) : null };
}

function summariseDocument(d: DocumentModel): unknown {
  return {
    pageCount: d.pageCount,
    pages: d.pages.map((p) => ({
      pageNumber: p.pageNumber,
      width: p.width,
      height: p.height,
      rotation: p.rotation,
      source: p.source,
      words: p.words.length,
      rulings: p.rulings.length,
      lines: p.lines.map((l) => l.text),
    })),
    keyValues: d.keyValues.map((kv) => `${kv.page} ${kv.kind} ${kv.key} => ${kv.value}`),
    tables: d.tables.map((t) => ({
      kind: t.kind,
      pages: t.pages,
      columns: t.columns.map((c) => c.header),
      rows: t.rows.map(
        (r) =>
          (r.isHeader ? 'H ' : '  ') + r.cells.map((c) => c.text + (c.colSpan > 1 ? `{${c.colSpan}}` : '')).join(' | '),
      ),
    })),
  };
}
