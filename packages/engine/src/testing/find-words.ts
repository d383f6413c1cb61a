import type { DocumentModel } from '@paperbridge/contracts';

/** Texts of a model's lines on a page, for compact assertions. */
export const lineTexts = (doc: DocumentModel, page = 1): string[] => doc.pages[page - 1]!.lines.map((l) => l.text);

/** A table as rows of cell texts. */
export const tableTexts = (doc: DocumentModel, n = 0): string[][] =>
  (doc.tables[n]?.rows ?? []).map((r) => r.cells.map((c) => c.text));
