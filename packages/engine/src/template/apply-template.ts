import type { AppliedField, DocumentModel, FailedCheck, Template, TemplateApplyResult } from '@paperbridge/contracts';
import { centerX, centerY } from '../geometry/box.ts';
import { applyField } from './apply-field.ts';
import { applyTable } from './apply-table.ts';
import { documentConfidence, finishField, type ExplainConfidence } from './calibrate-confidence.ts';
import { checkTotal } from './check-total.ts';
import { viewPages, type PageView } from './doc-view.ts';
import { findPhrase } from './find-phrase.ts';
import { fitSimilarity, IDENTITY, type Similarity } from './fit-transform.ts';

/**
 * Applies a learned template to a document of the same layout. Per page, the
 * anchors that occur exactly once give a robust similarity transform (shift,
 * scale, small rotation) from the sample; each field's anchor is then picked
 * near its predicted position, so repeated labels and inserted lines are
 * tolerated. A field that cannot be read is reported missing, never guessed.
 * Each value's confidence is the calibrated probability that it is right (calibrate-confidence.ts); checks that
 * failed (a total its subtotal and tax contradict, an impossible date) are listed. `explain` receives the
 * features behind each confidence (the calibration fit collects them).
 */
export function applyTemplate(
  template: Template,
  doc: DocumentModel,
  opts: { explain?: ExplainConfidence } = {},
): TemplateApplyResult {
  const views = viewPages(doc);
  const transforms = new Map<number, Similarity>();
  const transformFor = (page: number): Similarity => {
    if (!transforms.has(page)) transforms.set(page, estimateTransform(template, page, views[page - 1]));
    return transforms.get(page)!;
  };
  const sizeOf = (page: number) => template.pageSizes[page - 1] ?? template.pageSizes[0] ?? { width: 612, height: 792 };
  const frameOf = (page: number) => ({ view: views[page - 1], t: transformFor(page), sample: sizeOf(page) });
  const fields: Record<string, AppliedField> = {};
  const checks: FailedCheck[] = [];
  for (const f of template.fields) {
    const got = applyField(f, frameOf, views.length);
    const view = views[(got.page ?? f.page) - 1];
    // each value's confidence is the calibrated probability that it is right (issue 22 point 1)
    const done = finishField(f, checkTotal(f, got, view), view, 'none', opts.explain);
    fields[f.name] = done.out;
    checks.push(...done.checks);
  }
  const tables = template.tables.map((t) => applyTable(t, views, transformFor(t.page), sizeOf(t.page)));
  return {
    fields,
    tables,
    ...(checks.length ? { checks } : {}),
    confidence: documentConfidence(Object.values(fields), tables),
  };
}

/** The page transform from the template's sample page to a page of the document, fitted on the anchors found once. */
export function estimateTransform(template: Template, page: number, view: PageView | undefined): Similarity {
  if (!view) return IDENTITY;
  const size = template.pageSizes[page - 1] ?? { width: view.width, height: view.height };
  const anchors = [
    ...template.fields.filter((f) => f.page === page).flatMap((f) => f.anchors.filter((a) => !a.inLine)),
    ...template.tables
      .filter((t) => t.page === page)
      .flatMap((t) => t.columns.map((c) => ({ text: c.header, box: c.headerBox }))),
  ];
  const seen = new Set<string>();
  const pairs: { from: [number, number]; to: [number, number] }[] = [];
  for (const a of anchors) {
    if (seen.has(a.text)) continue;
    seen.add(a.text);
    const hits = findPhrase(view, a.text, 0.85);
    if (hits.length !== 1) continue; // only unambiguous anchors vote
    // a label run that holds a value ("Rechnung Nr. 471102 vom") is found again around another value of another
    // length: its centre moved with the value, not with the page, so only labels found as printed vote
    if (/\d{3}/.test(a.text) && hits[0]!.similarity < 0.95) continue;
    const from: [number, number] = [
      ((a.box.x0 + a.box.x1) / 2) * size.width,
      ((a.box.y0 + a.box.y1) / 2) * size.height,
    ];
    pairs.push({ from, to: [centerX(hits[0]!.box), centerY(hits[0]!.box)] });
  }
  // without enough anchors the scale is the ratio of the page widths (a photo at another resolution)
  return fitSimilarity(pairs, size.width > 0 && view.width > 0 ? view.width / size.width : 1);
}
