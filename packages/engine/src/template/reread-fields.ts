import type {
  AppliedField,
  DocumentModel,
  FailedCheck,
  Template,
  TemplateApplyResult,
  TemplateField,
} from '@paperbridge/contracts';
import { centerX, centerY, median, type Box } from '../geometry/box.ts';
import { polygonToBox } from '../geometry/polygon.ts';
import { groupLines, makeLine } from '../layout/group-lines.stage.ts';
import type { PWord } from '../model/internal.types.ts';
import { loadOcrModule } from '../load/ocr-bridge.ts';
import type { RegionReadOptions } from '../ocr/read-region.ts';
import type { GreyImage } from '../ocr/grey-image.ts';
import type { RawImage } from '../ocr/ocr.types.ts';
import { groupRows } from '../tables/group-rows.ts';
import { applyField, isFixedTextCandidate } from './apply-field.ts';
import { estimateTransform } from './apply-template.ts';
import { viewPages, type PageView } from './doc-view.ts';
import { cents, isTotalField, receiptDue } from './check-total.ts';
import { plausibleDate } from './plausible-date.ts';
import { rereadPartByPart, valueRows, valueWords } from './reread-parts.ts';
import { applySimilarity } from './fit-transform.ts';
import { documentConfidence, finishField, type ExplainConfidence } from './calibrate-confidence.ts';
import type { ReadField } from './read-evidence.ts';

/** The page image of an OCR page of the document (as it was given to extraction), or undefined. */
export type PageImageOf = (pageNumber: number) => Promise<RawImage | undefined>;

/** One way of reading a region again. */
export interface RereadVariant {
  /** the text height (pixels) the region is read at; the page itself is read at 20 */
  targetTextHeight: number;
  /** Sauvola-binarised after enlarging */
  binarise?: boolean;
}

export interface RereadOptions {
  /** tried in order until one gives a better reading (default REREAD_VARIANTS) */
  variants?: readonly RereadVariant[];
  deadline?: number;
  /** called with the features behind each re-read value's calibrated confidence (calibrate-confidence.ts) */
  explain?: ExplainConfidence;
}

/**
 * Tesseract's reading of a small region changes with its scale and threshold, and a misread at one is
 * often read right at another: the variants are tried in turn until one is better (measured on SROIE,
 * docs/engine.md session 20: 52.6% → 55.9% of template fields; each added variant gained, the reading
 * at 32 px first, as before). A variant's reading is kept only by the same test of "better" as the first one's.
 */
export const REREAD_VARIANTS: readonly RereadVariant[] = [
  { targetTextHeight: 32 },
  { targetTextHeight: 32, binarise: true },
  { targetTextHeight: 24 },
  { targetTextHeight: 48 },
  { targetTextHeight: 24, binarise: true },
  { targetTextHeight: 48, binarise: true },
  { targetTextHeight: 40 },
];
/** How far above and below a value not found its region reaches, as a share of the page height. */
const MISSING_REACH = 0.06;
/** A read value's row is read again with this share of its height above and below (more takes in rulings). */
const PAD = 0.25;

/**
 * A second OCR opinion for the fields a template expects but did not read, or
 * read doubtfully (fixed text that does not read as the sample prints it; a
 * date no calendar has; a total that the printed cash minus change contradicts,
 * taken again only as the amount they prove): the field's region is read again, enlarged, as one
 * line or one block (ocr/read-region.ts), its words stand in for the page's
 * words there, and the field is applied again. The new reading is kept only
 * when it is better (found where nothing was; fixed text now read as printed on
 * the sample; a possible date for an impossible one). Every value still comes
 * from the page. A value merely read with low confidence is not read again:
 * measured on SROIE, that changed one right total to a wrong one and fixed none.
 */
export async function rereadWeakFields(
  template: Template,
  doc: DocumentModel,
  applied: TemplateApplyResult,
  imageOf: PageImageOf,
  opts: RereadOptions = {},
): Promise<TemplateApplyResult> {
  const variants = opts.variants ?? REREAD_VARIANTS;
  // OCR (tesseract, sharp) is loaded only when a document needs it, as extraction does
  const views = viewPages(doc);
  const dues = new Map<number, number | null>();
  const dueOn = (page: number) => {
    if (!dues.has(page)) dues.set(page, views[page - 1] ? receiptDue(views[page - 1]!, true) : null);
    return dues.get(page)!;
  };
  const dueFor = (f: TemplateField) => (isTotalField(f) ? dueOn(applied.fields[f.name]?.page ?? f.page) : null);
  const weak = template.fields.filter((f) => applied.fields[f.name] && isWeak(f, applied.fields[f.name]!, dueFor(f)));
  const ocr = weak.length && doc.pages.some((p) => p.source === 'ocr') ? await loadOcrModule() : null;
  if (!ocr) return applied;
  const fields: Record<string, AppliedField> = { ...applied.fields };
  // the re-read values are calibrated again, knowing what the second reading said; their checks are run again
  const finished = new Map<string, FailedCheck[]>();
  const images = new Map<number, Promise<GreyImage | undefined>>();
  const upright = (page: number) => {
    const p = doc.pages[page - 1];
    if (!images.has(page))
      images.set(
        page,
        imageOf(page).then((img) => (img && p ? ocr.uprightGrey(img, p.rotation, p.skew) : undefined)),
      );
    return images.get(page)!;
  };
  for (const field of weak) {
    const before = fields[field.name]!;
    const page = before.page ?? field.page;
    const view = views[page - 1];
    const model = doc.pages[page - 1];
    if (!view || !model || model.source !== 'ocr') continue;
    const image = await upright(page);
    if (!image) continue;
    const px = image.width / view.width;
    const region = regionOf(field, before, view, template, page);
    const inRegion = view.words.filter((w) => inside(w.box, region));
    const textHeight =
      median(inRegion.map((w) => w.box.y1 - w.box.y0)) || median(view.words.map((w) => w.box.y1 - w.box.y0)) || 12;
    // a value read on one line is read again as one line; a value not found, or over several lines, as a block
    const valueBox = !before.missing && before.polygon ? polygonToBox(before.polygon, view.width, view.height) : null;
    const mode: RegionReadOptions['mode'] =
      valueBox && valueBox.y1 - valueBox.y0 <= 1.6 * textHeight ? 'line' : 'block';
    const t = estimateTransform(template, page, view);
    const sizeOf = (p: number) =>
      template.pageSizes[p - 1] ?? template.pageSizes[0] ?? { width: view.width, height: view.height };
    const valueOn = (again: PageView) =>
      applyField(field, (p) => ({ view: p === page ? again : views[p - 1], t, sample: sizeOf(p) }), views.length);
    const readAgain = async (on: PageView, r: Box, v: RereadVariant, m: RegionReadOptions['mode']) => {
      const read = await ocr.readRegion(
        image,
        { x0: r.x0 * px, y0: r.y0 * px, x1: r.x1 * px, y1: r.y1 * px },
        {
          mode: m,
          textHeight: textHeight * px,
          targetTextHeight: v.targetTextHeight,
          binarise: v.binarise,
          deadline: opts.deadline,
        },
      );
      if (!read.length) return null;
      const words: PWord[] = read.map((w) => {
        const box = { x0: w.box.x0 / px, y0: w.box.y0 / px, x1: w.box.x1 / px, y1: w.box.y1 / px };
        return {
          text: w.text,
          box,
          confidence: w.confidence,
          source: 'ocr',
          fontSize: box.y1 - box.y0,
          fontName: 'ocr',
        };
      });
      return withWords(on, r, words);
    };
    let found: ReadField | null = null,
      agreed = false,
      differed = false;
    for (const v of variants) {
      const again = await readAgain(view, region, v, mode);
      if (!again) continue;
      const after = valueOn(again);
      if (isBetter(field, before, after, dueFor(field))) {
        found = after;
        break;
      }
      if (after.missing) continue;
      if (collapse(after.value) === collapse(before.value)) agreed = true;
      else differed = true;
    }
    // fixed text no variant reads right as a whole: its rows (a block), then its words, each read on its own (reread-parts.ts)
    if (!found && valueBox && fixedText(field)) {
      for (const parts of mode === 'block'
        ? [valueRows(view, valueBox), valueWords(view, valueBox)]
        : [valueWords(view, valueBox)]) {
        const byParts = await rereadPartByPart(
          view,
          parts,
          variants.length,
          (on, r, i) => readAgain(on, r, variants[i]!, 'line'),
          valueOn,
          field.typedValue!,
        );
        if (byParts && isBetter(field, before, byParts, null)) {
          found = byParts;
          break;
        }
      }
    }
    // the first reading again, with its evidence, when no second one replaced it
    const chosen = found ?? valueOn(view);
    if (!found && collapse(chosen.value) !== collapse(before.value)) continue;
    const done = finishField(
      field,
      chosen,
      view,
      found ? 'replaced' : agreed ? 'agreed' : differed ? 'differed' : 'none',
      opts.explain,
    );
    fields[field.name] = done.out;
    finished.set(field.name, done.checks);
  }
  const { checks: earlier, ...rest } = applied;
  const checks = [...(earlier ?? []).filter((c) => !finished.has(c.field)), ...[...finished.values()].flat()];
  return {
    ...rest,
    fields,
    ...(checks.length ? { checks } : {}),
    confidence: documentConfidence(Object.values(fields), applied.tables),
  };
}

const collapse = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const fixedText = (f: TemplateField) =>
  (f.shape ?? 'text') === 'text' && !!f.typedValue && isFixedTextCandidate(f.typedValue);
const readsAsSample = (f: TemplateField, a: AppliedField) => !a.missing && collapse(a.value) === collapse(f.typedValue);

/** `due`: what the receipt's arithmetic proves a total field holds, in cents (template/check-total.ts), or null */
function isWeak(field: TemplateField, got: AppliedField, due: number | null): boolean {
  // a field never located on the sample has no place to read again
  if (got.missing || got.value === null) return field.located;
  if (fixedText(field)) return !readsAsSample(field, got);
  if (due !== null) return cents(got.value) !== due;
  return field.shape === 'date' && !plausibleDate(got.value);
}

function isBetter(field: TemplateField, before: AppliedField, after: AppliedField, due: number | null): boolean {
  if (after.missing || after.value === null) return false;
  if (before.missing || before.value === null) return field.shape !== 'date' || plausibleDate(after.value);
  if (fixedText(field)) return readsAsSample(field, after) && !readsAsSample(field, before);
  // a total the arithmetic contradicts is taken again only as the amount it proves
  if (due !== null) return cents(after.value) === due;
  return field.shape === 'date' && plausibleDate(after.value) && !plausibleDate(before.value ?? '');
}

/**
 * Where to read again: the row band of the value read (its label with it), or,
 * for a value not found, a band around where the page transform puts the
 * sample's value (the label may be among the lines the page reading dropped).
 */
function regionOf(field: TemplateField, got: AppliedField, view: PageView, template: Template, page: number): Box {
  if (!got.missing && got.polygon) {
    const b = polygonToBox(got.polygon, view.width, view.height);
    const h = Math.min(b.y1 - b.y0, 3 * (median(view.words.map((w) => w.box.y1 - w.box.y0)) || 12));
    const pad = PAD * h;
    // the row's words, from the label to the value, not the page's borders and rulings around them
    const row = view.words.filter((w) => centerY(w.box) >= b.y0 && centerY(w.box) <= b.y1);
    // unlabelled fixed text on one line (a vendor's name) is read across the page: the page reading may have dropped its
    // first letters ("EO HENG" for "TEO HENG"), and the region of the words it kept would leave them out again. Not
    // over several lines (an address): measured, the wider block took in other text and lost five addresses.
    if (fixedText(field) && field.lineCount === 1 && !field.anchors.some((a) => a.relation === 'left'))
      return { x0: 0, y0: Math.max(0, b.y0 - pad), x1: view.width, y1: Math.min(view.height, b.y1 + pad) };
    const x0 = Math.min(b.x0, ...row.map((w) => w.box.x0)) - h,
      x1 = Math.max(b.x1, ...row.map((w) => w.box.x1)) + h;
    return {
      x0: Math.max(0, x0),
      y0: Math.max(0, b.y0 - pad),
      x1: Math.min(view.width, x1),
      y1: Math.min(view.height, b.y1 + pad),
    };
  }
  const size = template.pageSizes[page - 1] ?? template.pageSizes[0] ?? { width: view.width, height: view.height };
  const t = estimateTransform(template, page, view);
  const [, y0] = applySimilarity(t, field.box.x0 * size.width, field.box.y0 * size.height);
  const [, y1] = applySimilarity(t, field.box.x1 * size.width, field.box.y1 * size.height);
  const reach = MISSING_REACH * view.height;
  return {
    x0: 0,
    y0: Math.max(0, Math.min(y0, y1) - reach),
    x1: view.width,
    y1: Math.min(view.height, Math.max(y0, y1) + reach),
  };
}

const inside = (b: Box, r: Box) => centerX(b) >= r.x0 && centerX(b) <= r.x1 && centerY(b) >= r.y0 && centerY(b) <= r.y1;

/** The page with the region's words replaced by the second reading. */
function withWords(view: PageView, region: Box, words: PWord[]): PageView {
  const kept = view.words.filter((w) => !inside(w.box, region));
  const keptLines = view.lines.map((l) => l.words.filter((w) => !inside(w.box, region))).filter((ws) => ws.length);
  const lines = [...keptLines.map((ws) => makeLine(ws)), ...groupLines(words)];
  return { ...view, words: [...kept, ...words], lines, rows: groupRows(lines) };
}
