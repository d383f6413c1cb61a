import type {
  AppliedField,
  DocumentModel,
  Template,
  TemplateField,
  TemplateFieldLocation,
  TemplateLearnedLocation,
} from '@paperbridge/contracts';
import type { Box } from '../geometry/box.ts';
import { applyField } from './apply-field.ts';
import { canLearnReading, newReading, withReading } from './apply-learned-readings.ts';
import { estimateTransform } from './apply-template.ts';
import { viewPages, type PageView } from './doc-view.ts';
import { scaleOf, type Similarity } from './fit-transform.ts';
import { learnFieldLocation } from './learn-template.ts';

/**
 * What became of one corrected value: `learned` (the field has a new place and reads the value there),
 * `known` (the template already reads it: nothing to add), `not_found` (the value is not printed on the
 * document, e.g. the reviewer typed something else), `not_readable` (it is printed, but the place found
 * does not read it back), `not_in_template` (the field is not one the template reads).
 */
export interface CorrectionOutcome {
  field: string;
  value: string;
  status: 'learned' | 'known' | 'not_found' | 'not_readable' | 'not_in_template';
  message: string;
}

export interface LearnCorrectionResult {
  /** the template with the places learned; the same object when nothing was learned */
  template: Template;
  outcomes: CorrectionOutcome[];
}

/** Places a field keeps from corrections; the oldest gives way (the layout may have changed since). */
export const MAX_LEARNED_PLACES = 6;

type Size = { width: number; height: number };

/**
 * Learns from a reviewer's corrections on a processed document: each corrected
 * value is located on that document as on a sample (label, neighbour lines,
 * shape), carried back into the template's sample frame through the page
 * transform of that document, and added as a further place of its field. The
 * template keeps every place it had; applying reads them all and keeps the read
 * whose place matches the page best. A place is added only when it reads the
 * corrected value back on the document it came from.
 */
export function learnCorrection(
  template: Template,
  doc: DocumentModel,
  corrections: Record<string, string>,
  source: { learnedFrom?: string; learnedAt?: string } = {},
): LearnCorrectionResult {
  const views = viewPages(doc);
  const outcomes: CorrectionOutcome[] = [];
  const fields = [...template.fields];
  const sizeOf = (page: number): Size =>
    template.pageSizes[page - 1] ?? template.pageSizes[0] ?? { width: 612, height: 792 };
  const transforms = new Map<number, Similarity>();
  const transformFor = (page: number) => {
    if (!transforms.has(page)) transforms.set(page, estimateTransform(template, page, views[page - 1]));
    return transforms.get(page)!;
  };
  const frameOf = (page: number) => ({ view: views[page - 1], t: transformFor(page), sample: sizeOf(page) });
  for (const [name, raw] of Object.entries(corrections)) {
    const value = raw.trim();
    const at = fields.findIndex((f) => f.name === name);
    const outcome = (status: CorrectionOutcome['status'], message: string) =>
      outcomes.push({ field: name, value, status, message });
    if (at < 0) {
      outcome('not_in_template', `${name} is not a field the template reads`);
      continue;
    }
    const field = fields[at]!;
    const before = applyField(field, frameOf, views.length);
    if (sameValue(before.value, value)) {
      outcome('known', `${name} already reads "${value}" on this document`);
      continue;
    }
    // the page misreads the value where the field is read ("SANYU" printed, "SANYO" read): no place reads it right, so
    // the reading is learned instead; tried only once no place reads the value as printed
    const learnReading = () => {
      const misread = learnedReading(field, before, value, source);
      if (!misread || !sameValue(applyField(misread, frameOf, views.length).value, value)) return false;
      fields[at] = misread;
      outcome(
        'learned',
        `the page reads "${collapse(before.readAs ?? before.value ?? '')}" where ${name} is printed; the next documents of this layout that read it so deliver "${value}"`,
      );
      return true;
    };
    const found = value ? learnFieldLocation(views, name, value) : null;
    if (!found) {
      if (learnReading()) continue;
      outcome('not_found', `"${value}" is not printed on the document, so there is nowhere to learn ${name} from`);
      continue;
    }
    const frame = frameOf(found.page);
    const place: TemplateLearnedLocation = { ...toSampleFrame(found, frame.view!, frame.t, frame.sample), ...source };
    const taught: TemplateField = {
      ...field,
      alternatives: [...(field.alternatives ?? []).filter((p) => !samePlace(p, place)), place].slice(
        -MAX_LEARNED_PLACES,
      ),
    };
    const read = applyField(taught, frameOf, views.length).value;
    if (!sameValue(read, value)) {
      if (learnReading()) continue;
      // located by a near match (the OCR misread a digit, split a number): the engine cannot read it as corrected
      const printed = collapse(found.sampleValue).includes(collapse(value));
      const reads = read === null ? 'nothing' : `"${read}"`;
      outcome(
        'not_readable',
        printed
          ? `"${value}" is printed on the document, but reading ${name} there gives ${reads}`
          : `the document reads "${found.sampleValue}" where ${name} is printed, not "${value}", so ${name} cannot be learned from it`,
      );
      continue;
    }
    fields[at] = taught;
    outcome('learned', `${name} learned from "${value}"`);
  }
  if (!outcomes.some((o) => o.status === 'learned')) return { template, outcomes };
  return { template: { ...template, fields, corrections: (template.corrections ?? 0) + 1 }, outcomes };
}

/**
 * The field with a reading learned from the reviewer's correction, when what it read is a misreading of the
 * corrected value (free text, alike enough; never a date or an amount: those differ from document to document).
 */
function learnedReading(
  field: TemplateField,
  got: AppliedField,
  value: string,
  source: { learnedFrom?: string; learnedAt?: string },
): TemplateField | null {
  const page = got.readAs ?? got.value;
  if (got.missing || page === null || !canLearnReading(field, page, value)) return null;
  return { ...field, readings: withReading(field.readings, newReading(field.name, page, value, 'review', source)) };
}

/** The value as the reviewer approved it, but for spacing: a corrected comma or capital is a correction too. */
const sameValue = (read: string | null, value: string) =>
  read !== null && value !== '' && collapse(read) === collapse(value);
const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A place learned again (the same label at the same spot) replaces the earlier one instead of piling up. */
function samePlace(a: TemplateFieldLocation, b: TemplateFieldLocation): boolean {
  const near = Math.abs(a.box.x0 - b.box.x0) < 0.02 && Math.abs(a.box.y0 - b.box.y0) < 0.02;
  return (
    a.page === b.page &&
    near &&
    (a.anchors[0]?.text ?? '') === (b.anchors[0]?.text ?? '') &&
    a.typedValue === b.typedValue
  );
}

const round = (v: number) => Math.round(v * 1e5) / 1e5;

/**
 * A place found on the corrected document, in the template's sample frame: its
 * boxes go back through the inverse page transform, its neighbour offsets are
 * rescaled, so the place is read with the same page transform as the field.
 */
export function toSampleFrame(
  place: TemplateFieldLocation,
  view: PageView,
  t: Similarity,
  sample: Size,
): TemplateFieldLocation {
  const det = t.a * t.a + t.b * t.b;
  const back = (x: number, y: number): [number, number] => {
    const dx = x - t.tx,
      dy = y - t.ty;
    return [(t.a * dx + t.b * dy) / det, (-t.b * dx + t.a * dy) / det];
  };
  const box = (b: Box): Box => {
    const [x0, y0] = back(b.x0 * view.width, b.y0 * view.height);
    const [x1, y1] = back(b.x1 * view.width, b.y1 * view.height);
    return {
      x0: Math.min(x0, x1) / sample.width,
      y0: Math.min(y0, y1) / sample.height,
      x1: Math.max(x0, x1) / sample.width,
      y1: Math.max(y0, y1) / sample.height,
    };
  };
  const s = scaleOf(t);
  return {
    ...place,
    box: box(place.box),
    anchors: place.anchors.map((a) => ({
      ...a,
      box: box(a.box),
      ...(a.context
        ? {
            context: a.context.map((c) => ({
              ...c,
              dx: round((c.dx * view.width) / (s * sample.width)),
              dy: round((c.dy * view.height) / (s * sample.height)),
            })),
          }
        : {}),
    })),
  };
}
