/**
 * Labelled values for the confidence calibration (issue 22 point 1): every value the engine delivers on the shared
 * corpora, with the features behind its confidence (packages/engine/src/template/confidence-features.ts) and whether
 * it is right. SROIE receipts (OCR): learn on the first receipt of each vendor, apply and re-read the others, in
 * both ways a mapping is made in the product: from its key/<id>.json values as a person typed them ('confirmed', as
 * sroie.bench.ts part (c) does), and from the sample's own rows mapped as the sample reads them, text no person
 * confirmed ('as-read', as most users map and as bench:trust maps; as-read-mapping.ts). Water reports (text layer):
 * learn on one report from its CSV values, apply to the nine others, as water-reports.bench.ts does.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentModel, Template } from '@paperbridge/contracts';
import { applyTemplate, extractDocument, learnTemplate, rereadWeakFields } from '@paperbridge/engine';
import { loadImageFile } from '../../packages/engine/src/ocr/index.ts';
import type { Features } from '../../packages/engine/src/template/confidence-features.ts';
import { sameValue, type FieldKind } from '../trust/compare-values.ts';
import { asReadTemplate } from './as-read-mapping.ts';
import { corpus, ws } from './bench-utils.ts';
import { FIELDS as WATER_FIELDS, headerValues, SAMPLE as WATER_SAMPLE } from './water-reports.bench.ts';

/** How the template was learned: from values a person typed, or from the sample's rows as its OCR read them. */
export type Regime = 'confirmed' | 'as-read';

/** One delivered value: its corpus group (a vendor; the water reports are one), its features, whether it is right. */
export interface CalibrationSample {
  group: string;
  regime: Regime;
  doc: string;
  field: string;
  kind: FieldKind;
  value: string;
  features: Features;
  right: boolean;
  /** the confidence the engine reported with it (the committed model's) */
  confidence: number;
}

/** SROIE's annotated values, judged as bench:trust judges them. */
const SROIE_KINDS: Record<string, FieldKind> = { company: 'text', address: 'text', date: 'date', total: 'amount' };

type Explained = Map<string, { features: Features; confidence: number }>;

/** The applied values with the features of each one's final confidence (a re-read value's replace the first ones). */
async function applyExplained(
  template: Template,
  doc: DocumentModel,
  image?: () => Promise<unknown>,
): Promise<{ values: Record<string, { value: string | null; confidence: number }>; explained: Explained }> {
  const explained: Explained = new Map();
  const explain = (field: string, features: Features, confidence: number) =>
    void explained.set(field, { features, confidence });
  const first = applyTemplate(template, doc, { explain });
  const out = image
    ? await rereadWeakFields(template, doc, first, image as Parameters<typeof rereadWeakFields>[3], { explain })
    : first;
  return { values: out.fields, explained };
}

function labelled(
  group: string,
  regime: Regime,
  doc: string,
  applied: Awaited<ReturnType<typeof applyExplained>>,
  truth: Record<string, string>,
  kindOf: (field: string) => FieldKind,
): CalibrationSample[] {
  const out: CalibrationSample[] = [];
  for (const [field, got] of Object.entries(applied.values)) {
    const want = truth[field];
    const ex = applied.explained.get(field);
    // a value not annotated cannot be judged; a missing one is never delivered as a value
    if (!want?.trim() || got.value === null || !ex) continue;
    out.push({
      group,
      regime,
      doc,
      field,
      kind: kindOf(field),
      value: got.value,
      features: ex.features,
      right: sameValue(kindOf(field), got.value, want),
      confidence: got.confidence,
    });
  }
  return out;
}

/** The SROIE receipts: SROIE_MODEL_CACHE (default /tmp/sroie-models) keeps the OCR of each receipt between runs. */
export async function sroieSamples(log: (s: string) => void = () => {}): Promise<CalibrationSample[]> {
  const dir = corpus('sroie-receipts-by-vendor');
  if (!dir) return [];
  const cache = process.env.SROIE_MODEL_CACHE ?? '/tmp/sroie-models';
  mkdirSync(cache, { recursive: true });
  const groups = new Map<string, string[]>();
  for (const line of readFileSync(path.join(dir, 'manifest.csv'), 'utf8').trim().split(/\r?\n/).slice(1)) {
    const [id, group] = line.split(',') as [string, string];
    groups.set(group, [...(groups.get(group) ?? []), id]);
  }
  const docOf = async (id: string): Promise<DocumentModel | undefined> => {
    const file = path.join(cache, `${id}.json`);
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as DocumentModel;
    const doc = (await extractDocument(readFileSync(path.join(dir, 'img', `${id}.jpg`)), { fileName: `${id}.jpg` }))
      .document;
    if (doc) writeFileSync(file, JSON.stringify(doc));
    return doc ?? undefined;
  };
  const truthOf = (id: string) => {
    const key = JSON.parse(readFileSync(path.join(dir, 'key', `${id}.json`), 'utf8')) as Record<string, string>;
    return Object.fromEntries(Object.keys(SROIE_KINDS).map((k) => [k, key[k] ?? '']));
  };
  const out: CalibrationSample[] = [];
  for (const [group, ids] of groups) {
    if (ids.length < 2) continue;
    const sample = await docOf(ids[0]!);
    if (!sample) continue;
    // one vendor's templates, both regimes: its values stay in one cross-validation group
    const templates: [Regime, Template][] = [['confirmed', learnTemplate(sample, { fields: truthOf(ids[0]!) })]];
    const asRead = asReadTemplate(sample, truthOf(ids[0]!));
    if (asRead) templates.push(['as-read', asRead.template]);
    for (const id of ids.slice(1)) {
      const doc = await docOf(id);
      if (!doc) continue;
      const image = async () => (await loadImageFile(readFileSync(path.join(dir, 'img', `${id}.jpg`))))[0];
      for (const [regime, template] of templates)
        out.push(
          ...labelled(
            group,
            regime,
            id,
            await applyExplained(template, doc, image),
            truthOf(id),
            (f) => SROIE_KINDS[f] ?? 'text',
          ),
        );
    }
    log(
      `  ${group}: ${out.length} values so far${asRead ? ` (as read: ${asRead.mapped.join(', ')})` : ' (as read: no sample row close enough)'}`,
    );
  }
  return out;
}

/** The water reports: text layer, one layout; text compared with whitespace collapsed, as the water bench does. */
export async function waterSamples(): Promise<CalibrationSample[]> {
  const dir = corpus('tabula-water-reports');
  if (!dir) return [];
  const read = async (n: string) =>
    (await extractDocument(new Uint8Array(await readFile(path.join(dir, 'pdfs', `${n}.pdf`))))).document!;
  const csv = (n: string) => {
    const f = path.join(dir, 'expected_header_and_table', `${n}.csv`);
    return existsSync(f) ? readFileSync(f, 'utf8') : null;
  };
  const header = (n: string) => {
    const text = csv(n);
    if (!text) return null;
    const hv = headerValues(text);
    return Object.fromEntries(
      Object.entries(WATER_FIELDS)
        .filter(([, l]) => l in hv)
        .map(([k, l]) => [k, hv[l]!]),
    );
  };
  const template = learnTemplate(await read(WATER_SAMPLE), { fields: header(WATER_SAMPLE) ?? {} });
  const shape = (f: string): FieldKind => template.fields.find((t) => t.name === f)?.shape ?? 'text';
  const out: CalibrationSample[] = [];
  for (const n of readdirSync(path.join(dir, 'pdfs'))
    .filter((x) => x.endsWith('.pdf'))
    .map((x) => x.slice(0, -4))
    .sort()) {
    const truth = header(n);
    if (n === WATER_SAMPLE || !truth) continue;
    const applied = await applyExplained(template, await read(n));
    // the water bench compares exactly (whitespace collapsed): a report value is a code or a name, not a receipt's text
    out.push(
      ...labelled('water', 'confirmed', n, applied, truth, shape).map((s) => ({
        ...s,
        right: ws(s.value) === ws(truth[s.field]),
      })),
    );
  }
  return out;
}
