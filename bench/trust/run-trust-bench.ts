/**
 * `npm run bench:trust` (issue 22): the held-out measurement of trust, run on the shared SROIE receipts through
 * the product itself. Per vendor, a mapping is made through the API from its first receipt (the sample rows most
 * alike to the true merchant name, address, date and total mapped, review left to the product: "Review only when
 * unsure"); the vendor's other receipts go through the pipeline (upload, OCR, map, review decision). Printed:
 * - silent errors: documents that went out without review carrying a wrong or missing mapped value;
 * - the review rate; mapped values right (all documents) per field;
 * - the reliability table of the values' reported confidence.
 * Modes (TRUST_MODES, default all three): `as-read` maps the sample rows as the sample reads them; `corrected` is what a
 * careful user does with the mapping screen's text tools (issue 22 point 4): each mapped name is checked against the
 * print, confirmed where the sample reads it right and corrected where it misreads it; `reviewed` is
 * `as-read` with each vendor's receipts sent one after the other and every document that waits for review approved
 * with the true values, so the mapping learns from the corrections as it would in use (issue 22 point 3): it also
 * prints how often a value the reviewers had corrected came back wrong the same way.
 * Not a test: figures only. Env: TRUST_LIMIT=N vendors (default all).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { ApprovalData } from '@paperbridge/contracts';
import { startTestApp } from '../../apps/server/src/testing/start-test-app.ts';
import { seedUser } from '../../apps/server/src/testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { documentResults, documents, documentStages } from '../../apps/server/src/db/schema/index.ts';
import { drainPipeline } from '../../apps/server/src/pipeline/test-support/drain-pipeline.ts';
import { submitDocument } from '../../apps/server/src/pipeline/test-support/submit-document.ts';
import { approveAsTruth } from './approve-as-truth.ts';
import { formatReliability, type ScoredValue } from '../engine/reliability-table.ts';
import { sameValue } from './compare-values.ts';
import { mapVendorSample, RECEIPT_FIELDS } from './map-vendor-sample.ts';

const corpus = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../shared/corpora/sroie-receipts-by-vendor',
);

interface Receipt {
  id: string;
  group: string;
}

function vendors(): Map<string, Receipt[]> {
  const lines = fs.readFileSync(path.join(corpus, 'manifest.csv'), 'utf8').trim().split(/\r?\n/).slice(1);
  const groups = new Map<string, Receipt[]>();
  for (const l of lines) {
    const [id, group] = l.split(',') as [string, string];
    groups.set(group, [...(groups.get(group) ?? []), { id, group }]);
  }
  const limit = Number(process.env.TRUST_LIMIT);
  const all = [...groups].filter(([, m]) => m.length >= 2);
  return new Map(Number.isInteger(limit) && limit > 0 ? all.slice(0, limit) : all);
}

const truthOf = (id: string) =>
  JSON.parse(fs.readFileSync(path.join(corpus, 'key', `${id}.json`), 'utf8')) as Record<string, string>;
const photo = (id: string) => fs.readFileSync(path.join(corpus, 'img', `${id}.jpg`));

interface DocOutcome {
  id: string;
  group: string;
  status: string;
  reviewed: boolean;
  failed: boolean;
  values: (ScoredValue & { key: string; got: string })[];
  reasons: string[];
}
type Mode = 'as-read' | 'corrected' | 'reviewed';
/** reviewed mode: wrong values that the reviewers had already corrected on an earlier receipt of the vendor, read the same way */
interface Repeats {
  corrected: number;
  repeated: number;
  cameBack: string[];
}

async function runMode(mode: Mode): Promise<void> {
  const started = performance.now();
  const saved = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  const t = await startTestApp({ LOG_LEVEL: 'silent', PAGE_PRICE: '0.01', BILLING_WELCOME_CREDIT: '100000' });
  if (saved) process.env.DATABASE_URL = saved;
  try {
    const user = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    await callApi(t.url, 'GET', '/api/admin/User/RedeemCoupon', { token: user.token, query: { FirstLogin: true } });
    const fieldIds: Record<string, number> = {};
    for (const f of (
      await callApi(t.url, 'GET', '/api/Admin/Map/GetDocFields', { token: user.token, query: { docTypeId: 2 } })
    ).result)
      fieldIds[f.value] = f.id;

    const sent: { dtId: string; receipt: Receipt; mapped: string[] }[] = [];
    const reviewedOutcomes: DocOutcome[] = [];
    // reviewed mode: per vendor and field, the wrong values reviewers corrected so far
    const seen = new Map<string, Set<string>>();
    const repeats: Repeats = { corrected: 0, repeated: 0, cameBack: [] };
    const processAndReview = async (
      app: typeof t,
      token: string,
      dtId: string,
      r: Receipt,
      mapped: string[],
      memory: typeof seen,
    ): Promise<DocOutcome> => {
      await drainPipeline(app);
      const o = await outcomeOf(app, dtId, r, mapped);
      for (const v of o.values.filter((x) => !x.right && x.got)) {
        if (memory.get(`${r.group}/${v.key}`)?.has(v.got)) {
          repeats.repeated++;
          repeats.cameBack.push(`${r.id} ${v.key} "${v.got}"`);
        }
      }
      if (o.reviewed) {
        for (const c of await approveAsTruth(app.url, token, dtId, truthOf(r.id))) {
          repeats.corrected++;
          const k = `${r.group}/${c.field}`;
          memory.set(k, new Set([...(memory.get(k) ?? []), c.was]));
        }
        await drainPipeline(app, ['learn-from-approval']);
      }
      return o;
    };
    let mappedSamples = 0,
      possible = 0,
      corrected = 0;
    const unusable: string[] = [];
    for (const [group, members] of vendors()) {
      const [sample, ...others] = members as [Receipt, ...Receipt[]];
      const truth = truthOf(sample.id);
      try {
        const m = await mapVendorSample(t.url, user.token, {
          configName: `TRUST${group.toUpperCase()}`,
          clientEmail: `${group}@bench.example`,
          sample: { name: `${sample.id}.jpg`, bytes: photo(sample.id) },
          truth,
          fieldIds,
          correctText: mode === 'corrected',
        });
        mappedSamples += m.mapped.length;
        possible += RECEIPT_FIELDS.length;
        corrected += m.corrected.length;
        if (!m.mapped.length) {
          unusable.push(`${group} (${sample.id}): no sample row close enough to any value`);
          continue;
        }
        for (const r of others) {
          const dtId = await submitDocument(t.url, user.token, m.cnId, { name: `${r.id}.jpg`, bytes: photo(r.id) });
          sent.push({ dtId, receipt: r, mapped: m.mapped });
          if (mode === 'reviewed')
            reviewedOutcomes.push(await processAndReview(t, user.token, dtId, r, m.mapped, seen));
        }
      } catch (e) {
        unusable.push(`${group} (${sample.id}): ${(e as Error).message}`);
      }
    }
    if (mode === 'reviewed') {
      report(
        mode,
        reviewedOutcomes,
        { mappedSamples, possible, corrected, unusable, seconds: (performance.now() - started) / 1000 },
        repeats,
      );
      return;
    }
    await drainPipeline(t);

    const outcomes: DocOutcome[] = [];
    for (const x of sent) outcomes.push(await outcomeOf(t, x.dtId, x.receipt, x.mapped));
    report(mode, outcomes, {
      mappedSamples,
      possible,
      corrected,
      unusable,
      seconds: (performance.now() - started) / 1000,
    });
  } finally {
    await t.close();
  }
}

/** What the product made of one document: whether it waits for review, each mapped value against the truth, the review reasons. */
async function outcomeOf(
  t: Awaited<ReturnType<typeof startTestApp>>,
  dtId: string,
  receipt: Receipt,
  mapped: string[],
): Promise<DocOutcome> {
  const [doc] = await t.ctx.db.select({ status: documents.status }).from(documents).where(eq(documents.id, dtId));
  const [result] = await t.ctx.db
    .select({ extracted: documentResults.extracted })
    .from(documentResults)
    .where(eq(documentResults.documentId, dtId));
  const data = result?.extracted as ApprovalData | null | undefined;
  const truth = truthOf(receipt.id);
  // a value the annotators left empty cannot be judged (SROIE 033 has no total): it is left out, not counted wrong
  const values = RECEIPT_FIELDS.filter((f) => mapped.includes(f.key) && (truth[f.key] ?? '').trim()).map((f) => {
    const got = data?.form.find((v) => v.label === f.field);
    return {
      key: f.key,
      got: got?.value ?? '',
      confidence: (got?.confidence ?? 0) / 100,
      right: sameValue(f.kind, got?.value, truth[f.key] ?? ''),
    };
  });
  const stages = await t.ctx.db
    .select({ step: documentStages.step, errors: documentStages.errors })
    .from(documentStages)
    .where(eq(documentStages.documentId, dtId));
  const reasons = stages.filter((st) => st.step === 'review').flatMap((st) => st.errors.map((n) => n.message));
  return {
    id: receipt.id,
    group: receipt.group,
    status: doc?.status ?? 'missing',
    reviewed: doc?.status === 'awaiting_review',
    failed: !data || doc?.status === 'failed',
    values,
    reasons,
  };
}

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)}%` : '-');

function report(
  mode: string,
  outcomes: DocOutcome[],
  m: { mappedSamples: number; possible: number; corrected: number; unusable: string[]; seconds: number },
  repeats?: Repeats,
): void {
  const out = outcomes.filter((o) => !o.reviewed && !o.failed);
  const silent = out.filter((o) => o.values.some((v) => !v.right));
  const reviewed = outcomes.filter((o) => o.reviewed);
  const values = outcomes.flatMap((o) => o.values);
  const right = values.filter((v) => v.right).length;
  const perField = RECEIPT_FIELDS.map((f) => {
    const vs = values.filter((v) => v.key === f.key);
    return `${f.field} ${vs.filter((v) => v.right).length}/${vs.length}`;
  });
  const flagged = reviewed.filter((o) => o.values.some((v) => !v.right)).length;
  console.log(
    `\n## Trust on SROIE receipts through the pipeline, mode "${mode}" (${outcomes.length} documents, ${(m.seconds / 60).toFixed(1)} min)`,
  );
  console.log(
    `  samples: ${m.mappedSamples} of ${m.possible} values had a sample row close enough to map${mode === 'corrected' ? `; ${m.corrected} sample texts corrected by the user` : ''}`,
  );
  console.log('| measure | figure | target |');
  console.log('|---|---|---|');
  console.log(
    `| documents delivered without review carrying a wrong or missing value (silent errors) | ${silent.length} of ${out.length} = ${pct(silent.length, out.length)} | <= 2% |`,
  );
  console.log(
    `| documents sent to review | ${reviewed.length} of ${outcomes.length} = ${pct(reviewed.length, outcomes.length)} (${flagged} of them had a wrong or missing value) | <= 40% |`,
  );
  console.log(
    `| mapped values right (all documents) | ${right} of ${values.length} = ${pct(right, values.length)} (${perField.join(', ')}) | >= 95% |`,
  );
  if (repeats)
    console.log(
      `| a value reviewers had corrected on an earlier receipt, read wrong the same way again | ${repeats.repeated} (after ${repeats.corrected} corrections) | learned: 0 |`,
    );
  // a file sent twice is held as a duplicate by the product (SROIE 625 is byte for byte 076): not processed, not counted
  if (outcomes.some((o) => o.failed))
    console.log(
      `  not processed: ${outcomes
        .filter((o) => o.failed)
        .map((o) => `${o.id} (${o.status})`)
        .join(', ')}`,
    );
  console.log('\n  Reliability of the reported confidence (every mapped value of every document):');
  for (const l of formatReliability(values)) console.log(`  ${l}`);
  const reasons = new Map<string, number>();
  for (const o of reviewed)
    for (const r of o.reasons) {
      const kind = r.replace(/"[^"]*"/g, '…').replace(/\d+(\.\d+)?%/g, 'N%');
      reasons.set(kind, (reasons.get(kind) ?? 0) + 1);
    }
  console.log('\n  Why documents went to review (reason kinds):');
  for (const [r, n] of [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  - ${n} × ${r}`);
  for (const s of silent)
    console.log(
      `  silent error: ${s.id} (${s.group}): wrong ${s.values
        .filter((v) => !v.right)
        .map((v) => `${v.key} "${v.got}" (want "${truthOf(s.id)[v.key] ?? ''}") at ${(v.confidence * 100).toFixed(0)}%`)
        .join(', ')}`,
    );
  for (const u of m.unusable) console.log(`  sample not used: ${u}`);
  // the values the product was sure of and got wrong, reviewed or not: what calibration must learn to doubt
  for (const o of outcomes)
    for (const v of o.values.filter((x) => !x.right && x.confidence >= 0.9))
      console.log(
        `  confident and wrong: ${o.id} (${o.group}) ${v.key} "${v.got}" (want "${truthOf(o.id)[v.key] ?? ''}") at ${(v.confidence * 100).toFixed(0)}%`,
      );
  for (const c of repeats?.cameBack ?? []) console.log(`  came back after a correction: ${c}`);
}

if (!fs.existsSync(path.join(corpus, 'manifest.csv'))) {
  console.log(`bench:trust skipped: corpus not found at ${corpus}`);
} else {
  const modes = (process.env.TRUST_MODES ?? 'as-read,corrected,reviewed').split(',') as Mode[];
  for (const mode of modes) await runMode(mode);
  process.exit(0);
}
