import type { DocumentModel, Template, TemplateAnchor, TemplateField, TemplateValues } from '@paperbridge/contracts';
import { overlap1d, unionBoxes, type Box } from '../geometry/box.ts';
import type { PWord } from '../model/internal.types.ts';
import { viewPages, toNormBox, type PageView } from './doc-view.ts';
import { findPhrase, type PhraseMatch } from './find-phrase.ts';
import { learnTable } from './learn-table.ts';

/** Words further left than this share of the page width are not a value's label. */
const MAX_LABEL_GAP = 0.4;

/**
 * Learns a template from a sample document and the values the user mapped on
 * it: each value is located (fuzzy, multi-word, whitespace-insensitive), and
 * the labels beside or above it are recorded as anchors with the value's
 * position relative to them; tables record their header words, column ranges
 * and the line that ends them.
 */
export function learnTemplate(doc: DocumentModel, values: TemplateValues): Template {
  const views = viewPages(doc);
  const warnings: string[] = [];
  const fields: TemplateField[] = [];
  for (const [name, printed] of Object.entries(values.fields)) {
    const match = bestMatch(views, printed);
    if (!match) {
      warnings.push(`field "${name}": value "${printed}" not found on the sample`);
      fields.push({ name, page: 1, sampleValue: printed, box: { x0: 0, y0: 0, x1: 0, y1: 0 }, lineCount: 1, anchors: [], located: false });
      continue;
    }
    const view = views.find((v) => v.pageNumber === match.page)!;
    fields.push({
      name,
      page: match.page,
      sampleValue: match.words.map((w) => w.text).join(' '),
      box: toNormBox(match.box, view),
      lineCount: match.lineCount,
      anchors: findAnchors(view, match).map((a) => ({ ...a, box: toNormBox(a.box, view) })),
      located: true,
    });
  }
  const tables = (values.tables ?? []).map((t, i) => {
    const learned = learnTable(views, t.columns);
    if (!learned) warnings.push(`table ${i + 1}: headers not found on the sample`);
    return learned;
  }).filter((t) => t !== null);
  return { version: 1, pageSizes: doc.pages.map((p) => ({ width: p.width, height: p.height })), fields, tables, warnings };
}

function bestMatch(views: readonly PageView[], printed: string): PhraseMatch | null {
  let best: PhraseMatch | null = null;
  for (const v of views) {
    for (const m of findPhrase(v, printed, 0.75)) {
      if (!best || m.similarity > best.similarity) best = m;
    }
  }
  return best;
}

type LocalAnchor = Omit<TemplateAnchor, 'box'> & { box: Box };

/** The label left of the value on its row, and the line just above it; labels ending in ':' first. */
export function findAnchors(view: PageView, value: PhraseMatch): LocalAnchor[] {
  const out: LocalAnchor[] = [];
  const left = leftLabel(view, value);
  if (left) out.push({ text: left.map((w) => w.text).join(' '), relation: 'left', box: unionBoxes(left.map((w) => w.box)) });
  const above = aboveLabel(view, value);
  if (above) out.push({ text: above.map((w) => w.text).join(' '), relation: 'above', box: unionBoxes(above.map((w) => w.box)) });
  const endsColon = (a: LocalAnchor) => (a.text.trim().endsWith(':') ? 0 : 1);
  return out.sort((a, b) => endsColon(a) - endsColon(b));
}

function leftLabel(view: PageView, value: PhraseMatch): PWord[] | null {
  const first = value.words[0]!;
  const row = view.rows.find((r) => r.lines.some((l) => l.words.includes(first)));
  if (!row) return null;
  const before = row.lines.flatMap((l) => l.words).filter((w) => w.box.x1 <= first.box.x0 + 0.5 && !value.words.includes(w)).sort((a, b) => b.box.x0 - a.box.x0);
  const nearest = before[0];
  if (!nearest || first.box.x0 - nearest.box.x1 > view.width * MAX_LABEL_GAP) return null;
  // the nearest run to the left, at most six words, stopping at a word that ends another label's value
  const label: PWord[] = [nearest];
  for (const w of before.slice(1)) {
    const last = label[label.length - 1]!;
    if (label.length >= 6 || last.box.x0 - w.box.x1 > 0.9 * Math.max(w.fontSize, last.fontSize)) break;
    label.push(w);
  }
  return label.reverse();
}

function aboveLabel(view: PageView, value: PhraseMatch): PWord[] | null {
  const h = value.words[0]!.box.y1 - value.words[0]!.box.y0;
  const candidates = view.lines
    .filter((l) => l.box.y1 <= value.box.y0 + 0.2 * h && value.box.y0 - l.box.y1 < 3 * h)
    .filter((l) => overlap1d(l.box.x0, l.box.x1, value.box.x0, value.box.x1) > 0 && !l.words.some((w) => value.words.includes(w)))
    .sort((a, b) => b.box.y1 - a.box.y1);
  const line = candidates[0];
  return line ? line.words.slice(0, 6) : null;
}
