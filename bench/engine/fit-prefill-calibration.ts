/**
 * Fits the pre-fill's confidence calibrator (issue 27 point 2; packages/engine/src/fields/prefill-confidence.ts) and
 * reports how honest it is, before (the rules' raw ranks) and after. Not a test.
 *
 * Every value the pre-fill suggests for a field the corpus gives is labelled right or wrong as the pre-fill benches
 * judge it (invoice2data's expected values; the FX printed pages against their CII twins), with the features behind
 * its confidence. A small sign-constrained logistic model is fitted (bench/engine/logistic-fit.ts, as the template
 * calibrator); its regularisation is chosen, and its figures reported, by leave-one-group-out cross-validation, a
 * group being one layout (an invoice2data issuer, the FX series): each layout predicted by a model that never saw it.
 *
 * Run: node --import tsx bench/engine/fit-prefill-calibration.ts [--write]
 *   --write   rewrites packages/engine/src/fields/prefill-confidence-model.ts with the fitted model
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shutdownOcr } from '@paperbridge/engine';
import {
  PREFILL_FEATURE_NAMES,
  type PrefillFeatureName,
} from '../../packages/engine/src/fields/prefill-confidence-features.ts';
import { pct, printTable } from './bench-utils.ts';
import { crossValidate, fitSigned, logLoss, predict, type LogisticModel } from './logistic-fit.ts';
import { prefillSamples, type PrefillSample } from './prefill-calibration-samples.ts';
import { atOrAbove, brierScore, reliabilityTable, type ScoredValue } from './reliability-table.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const modelFile = path.resolve(here, '../../packages/engine/src/fields/prefill-confidence-model.ts');
const LAMBDAS = [0.1, 0.3, 1, 3, 10];
/**
 * Signals whose direction is known: a higher rank, the field's own kind, a known label and sums that add up never
 * lower a confidence; a layout guess or a value without its own label (rather than a label) and sums that do not add
 * up never raise it. Others are free.
 */
const SIGNS: Partial<Record<PrefillFeatureName, 1 | -1>> = {
  rank: 1,
  kind_match: 1,
  label_known: 1,
  amounts_agree: 1,
  amounts_disagree: -1,
  by_layout_guess: -1,
  by_layout_rule: -1,
  by_shape: -1,
};
const signs = PREFILL_FEATURE_NAMES.map((f) => SIGNS[f] ?? 0);

const scored = (xs: readonly PrefillSample[], ps: readonly number[]): (ScoredValue & { s: PrefillSample })[] =>
  xs.map((s, i) => ({ confidence: ps[i]!, right: s.right, s }));

function main(all: PrefillSample[]): void {
  const xs = all.map((s) => PREFILL_FEATURE_NAMES.map((f) => s.features[f]));
  const ys = all.map((s) => (s.right ? 1 : 0));
  const groups = all.map((s) => s.group);
  const fx = (p: { s: PrefillSample }) => p.s.group === 'fx';
  const count = (xs: readonly PrefillSample[]) =>
    `${xs.length} (${xs.filter((s) => s.group !== 'fx').length} invoice2data, ${xs.filter((s) => s.group === 'fx').length} FX), ${xs.filter((s) => s.right).length} right`;
  console.log(
    `\nsuggested values ${count(all.filter((s) => s.suggested))}; other rules' values ${count(all.filter((s) => !s.suggested))}; ${new Set(groups).size} groups`,
  );

  const byLambda = LAMBDAS.map((lambda) => ({ lambda, cv: crossValidate(xs, ys, groups, lambda, signs) }));
  for (const b of byLambda)
    console.log(
      `  lambda ${b.lambda}: cross-validated log-loss ${logLoss(b.cv, ys).toFixed(4)}, Brier ${brierScore(scored(all, b.cv)).toFixed(4)}`,
    );
  const best = byLambda.reduce((a, b) => (logLoss(b.cv, ys) < logLoss(a.cv, ys) ? b : a));
  const model = fitSigned(xs, ys, best.lambda, signs);
  // what the pre-fill delivers: the suggested values (the other rules' values only inform the fit)
  const suggested = (p: { s: PrefillSample }) => p.s.suggested;
  const raw = scored(
    all,
    all.map((s) => s.rank),
  ).filter(suggested);
  const committed = scored(
    all,
    all.map((s) => s.confidence),
  ).filter(suggested);
  const inSample = scored(
    all,
    xs.map((x) => predict(model, x)),
  );
  const cvAll = scored(all, best.cv);
  const cv = cvAll.filter(suggested);

  printTable(reliabilityTable("Before: the rules' raw ranks, suggested values (invoice2data + FX)", raw));
  printTable(
    reliabilityTable('Confidence reported by the committed model, suggested values (invoice2data + FX)', committed),
  );
  printTable(
    reliabilityTable(
      `In-sample, lambda ${best.lambda}, suggested values (invoice2data + FX)`,
      inSample.filter(suggested),
    ),
  );
  printTable(reliabilityTable('Cross-validated (leave one layout out), suggested values (invoice2data + FX)', cv));
  printTable(
    reliabilityTable(
      'Cross-validated, suggested values, invoice2data only',
      cv.filter((p) => !fx(p)),
    ),
  );
  printTable(
    reliabilityTable('Cross-validated, suggested values, FX only (predicted from invoice2data alone)', cv.filter(fx)),
  );
  printTable(
    reliabilityTable(
      "Before: raw ranks, every rule's values (suggested or not)",
      scored(
        all,
        all.map((s) => s.rank),
      ),
    ),
  );
  printTable(reliabilityTable("Cross-validated, every rule's values (suggested or not)", cvAll));

  const rules = [...new Set(all.map((s) => s.rule))].sort();
  printTable({
    title: 'Per rule: values, right, mean raw rank → mean cross-validated confidence',
    rows: rules.map((r) => {
      const xs = cvAll.filter((p) => p.s.rule === r);
      const mean = (f: (p: (typeof xs)[number]) => number) => xs.reduce((a, p) => a + f(p), 0) / xs.length;
      return [
        r,
        `${xs.length} values (${xs.filter(suggested).length} suggested), ${xs.filter((p) => p.right).length} right; rank ${pct(mean((p) => p.s.rank))} → ${pct(mean((p) => p.confidence))}`,
      ];
    }),
  });
  printTable({
    title: 'Weights (log-odds per unit of the feature)',
    rows: [
      ['bias', model.bias.toFixed(3)],
      ...PREFILL_FEATURE_NAMES.map((f, j) => [f, model.weights[j]!.toFixed(3)] as [string, string]),
    ],
  });
  for (const p of cv.filter((p) => !p.right).sort((a, b) => b.confidence - a.confidence)) {
    // the suggested values that are wrong, with the confidence a model that never saw their layout gives them
    console.log(
      `  wrong at ${pct(p.confidence)} (cross-validated; rank ${pct(p.s.rank)}, ${p.s.rule}): ${p.s.doc} (${p.s.group}) ${p.s.field} "${p.s.value}"`,
    );
  }

  if (process.argv.includes('--write')) {
    writeModel(model, best.lambda, {
      values: all.length,
      right: all.filter((s) => s.right).length,
      groups: new Set(groups).size,
      brierRaw: brierScore(raw),
      brierCv: brierScore(cv),
      cvAt90: atOrAbove(cv, 0.9),
      suggested: cv.length,
    });
    console.log(`\nwrote ${path.relative(process.cwd(), modelFile)}`);
  }
}

interface Figures {
  suggested: number;
  values: number;
  right: number;
  groups: number;
  brierRaw: number;
  brierCv: number;
  cvAt90: { values: number; share: number };
}

function writeModel(m: LogisticModel, lambda: number, fig: Figures): void {
  const weights = PREFILL_FEATURE_NAMES.map((f, j) => `    ${f}: ${m.weights[j]!.toFixed(4)},`).join('\n');
  writeFileSync(
    modelFile,
    `/**
 * Written by \`node --import tsx bench/engine/fit-prefill-calibration.ts --write\` (issue 27 point 2): do not edit by hand.
 * A logistic model of "the pre-filled value is right" over the features of prefill-confidence-features.ts, fitted on
 * the invoice2data invoices and the FX printed pages (against their CII twins): ${fig.values} values found by the rules
 * (suggested or not), ${fig.right} right, ${fig.groups} layouts, L2 ${lambda} chosen by leave-one-layout-out cross-validation. Over the
 * ${fig.suggested} suggested values: Brier score raw ranks ${fig.brierRaw.toFixed(4)}, cross-validated ${fig.brierCv.toFixed(4)}; cross-validated values at ≥ 90%
 * ${fig.cvAt90.values}, ${(fig.cvAt90.share * 100).toFixed(1)}% right.
 */
export const PREFILL_CONFIDENCE_MODEL: PrefillConfidenceModel = {
  bias: ${m.bias.toFixed(4)},
  weights: {
${weights}
  },
};

export interface PrefillConfidenceModel {
  bias: number;
  weights: Readonly<Record<string, number>>;
}
`,
  );
}

try {
  main(await prefillSamples());
} finally {
  await shutdownOcr();
}
