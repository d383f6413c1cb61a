/**
 * Corrections teach the mapping (issue 9 point 5), measured on SROIE (not a test; prints figures).
 *
 * Per vendor group: a template learned on the first receipt from its key/<id>.json values (under the
 * server's Expense Receipt field names), applied to the others. For each receipt with wrong fields, those
 * fields are corrected from its ground truth with learnCorrection (one receipt at a time, starting again
 * from the sample's template), and the vendor's remaining receipts are applied again: wrong → right is a
 * fix, right → wrong a loss. "exact" compares with whitespace collapsed (SROIE's metric); "loose" also
 * ignores case and punctuation (annotators spell one printed address differently from receipt to receipt).
 *
 * Env: SROIE_MODEL_CACHE=dir keeps each receipt's extracted document model as dir/<id>.json (OCR of the
 * 119 receipts takes minutes; the template work takes seconds). SROIE_VERBOSE=1 lists every fix and loss.
 * Run: node --import tsx bench/engine/sroie-corrections.bench.ts
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocumentModel } from '@paperbridge/contracts';
import { applyTemplate, createEnginePool, learnCorrection, learnTemplate, shutdownOcr } from '@paperbridge/engine';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const corpusDir = path.resolve(repoRoot, '../shared/corpora/sroie-receipts-by-vendor');
const FIELDS = { company: 'Merchant Name', address: 'Merchant Address', date: 'Receipt Date', total: 'Total' } as const;
const NAMES = Object.values(FIELDS);

const exact = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const loose = (s: string | null | undefined) =>
  (s ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');

function truth(id: string): Record<string, string> {
  const key = JSON.parse(readFileSync(path.join(corpusDir, 'key', `${id}.json`), 'utf8')) as Record<string, string>;
  return Object.fromEntries(Object.entries(FIELDS).map(([k, name]) => [name, key[k] ?? '']));
}

async function extractAll(ids: string[]): Promise<Map<string, DocumentModel>> {
  const cache = process.env.SROIE_MODEL_CACHE;
  if (cache) mkdirSync(cache, { recursive: true });
  const pool = createEnginePool(2);
  const out = new Map<string, DocumentModel>();
  try {
    await Promise.all(
      ids.map(async (id) => {
        const cached = cache ? path.join(cache, `${id}.json`) : null;
        if (cached && existsSync(cached))
          return void out.set(id, JSON.parse(readFileSync(cached, 'utf8')) as DocumentModel);
        const r = await pool.extract(readFileSync(path.join(corpusDir, 'img', `${id}.jpg`)), { timeoutMs: 600_000 });
        if (!r.document) return;
        out.set(id, r.document);
        if (cached) writeFileSync(cached, JSON.stringify(r.document));
      }),
    );
  } finally {
    await pool.close();
    await shutdownOcr();
  }
  return out;
}

export async function runCorrectionsBench(): Promise<void> {
  if (!existsSync(path.join(corpusDir, 'manifest.csv'))) {
    console.log(`\n## SROIE corrections\n  skipped: corpus not found at ${corpusDir}`);
    return;
  }
  const groups = new Map<string, string[]>();
  for (const line of readFileSync(path.join(corpusDir, 'manifest.csv'), 'utf8').trim().split(/\r?\n/).slice(1)) {
    const [id, group] = line.split(',') as [string, string];
    groups.set(group, [...(groups.get(group) ?? []), id]);
  }
  const models = await extractAll([...groups.values()].flat());
  const statuses: Record<string, number> = {};
  const tally = { wrong: 0, applied: 0, exactFix: 0, exactLoss: 0, looseFix: 0, looseLoss: 0 };
  const cases: string[] = [];
  for (const [group, ids] of groups) {
    const sample = models.get(ids[0]!);
    if (!sample) continue;
    const template = learnTemplate(sample, { fields: truth(ids[0]!) });
    const others = ids.slice(1).filter((id) => models.has(id));
    const before = new Map(others.map((id) => [id, applyTemplate(template, models.get(id)!).fields]));
    for (const corrected of others) {
      const want = truth(corrected);
      const wrong = NAMES.filter((f) => exact(before.get(corrected)![f]?.value) !== exact(want[f]));
      if (!wrong.length) continue;
      tally.wrong += wrong.length;
      const res = learnCorrection(
        template,
        models.get(corrected)!,
        Object.fromEntries(wrong.map((f) => [f, want[f]!])),
        { learnedFrom: corrected },
      );
      for (const o of res.outcomes) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
      if (res.template === template) continue;
      for (const id of others.filter((o) => o !== corrected)) {
        const after = applyTemplate(res.template, models.get(id)!).fields;
        const right = truth(id);
        for (const f of NAMES) {
          tally.applied++;
          const was = before.get(id)![f]?.value,
            now = after[f]?.value;
          const ex = [exact(was) === exact(right[f]), exact(now) === exact(right[f])],
            lo = [loose(was) === loose(right[f]), loose(now) === loose(right[f])];
          if (!ex[0] && ex[1]) tally.exactFix++;
          if (ex[0] && !ex[1]) tally.exactLoss++;
          if (!lo[0] && lo[1]) tally.looseFix++;
          if (lo[0] && !lo[1]) tally.looseLoss++;
          if (ex[0] !== ex[1])
            cases.push(
              `${ex[1] ? 'fix ' : 'loss'} ${group} learned on ${corrected} → ${id} ${f}: "${exact(was)}" → "${exact(now)}"`,
            );
        }
      }
    }
  }
  console.log(
    '\n## SROIE: corrections teach the template (learn on the first receipt, correct one receipt, apply to the rest)',
  );
  console.log(
    `  wrong fields corrected: ${tally.wrong}; outcomes: ${Object.entries(statuses)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(
    `  on the vendors' other receipts: exact ${tally.exactFix} fixed / ${tally.exactLoss} lost; without case and punctuation ${tally.looseFix} fixed / ${tally.looseLoss} lost`,
  );
  if (process.env.SROIE_VERBOSE === '1') for (const c of cases) console.log(`  · ${c}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runCorrectionsBench();
}
