/**
 * A small L2-regularised logistic regression (Newton's method), and its leave-one-group-out cross-validation: what
 * fit-calibration.ts fits the confidence calibrator with. The intercept is not penalised.
 */

export interface LogisticModel {
  bias: number;
  weights: number[];
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function predict(m: LogisticModel, x: readonly number[]): number {
  let z = m.bias;
  for (let j = 0; j < x.length; j++) z += m.weights[j]! * x[j]!;
  return sigmoid(z);
}

/** Solves A x = b (A symmetric positive definite here) by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    const d = m[c]![c]!;
    if (Math.abs(d) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / d;
      if (f) for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => (Math.abs(row[i]!) < 1e-12 ? 0 : row[n]! / row[i]!));
}

/** Fits y ~ sigmoid(bias + w·x) minimising log-loss + lambda/2 |w|². */
export function fitLogistic(
  xs: readonly (readonly number[])[],
  ys: readonly number[],
  lambda: number,
  iterations = 50,
): LogisticModel {
  const k = xs[0]?.length ?? 0;
  // beta[0] is the intercept
  let beta = new Array<number>(k + 1).fill(0);
  for (let it = 0; it < iterations; it++) {
    const g = new Array<number>(k + 1).fill(0);
    const h = Array.from({ length: k + 1 }, () => new Array<number>(k + 1).fill(0));
    xs.forEach((x, i) => {
      const row = [1, ...x];
      const p = sigmoid(row.reduce((a, v, j) => a + v * beta[j]!, 0));
      const w = Math.max(p * (1 - p), 1e-9);
      for (let a = 0; a <= k; a++) {
        g[a]! += (ys[i]! - p) * row[a]!;
        for (let b = a; b <= k; b++) h[a]![b]! += w * row[a]! * row[b]!;
      }
    });
    for (let a = 0; a <= k; a++) for (let b = 0; b < a; b++) h[a]![b] = h[b]![a]!;
    for (let a = 1; a <= k; a++) {
      g[a]! -= lambda * beta[a]!;
      h[a]![a]! += lambda;
    }
    const step = solve(h, g);
    beta = beta.map((v, j) => v + step[j]!);
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return { bias: beta[0]!, weights: beta.slice(1) };
}

/**
 * A fit whose weights keep their known direction (`signs[j]`: 1 never lowers the odds, -1 never raises them, 0 free):
 * a feature whose fitted weight points the wrong way (small data: a few odd values) is left out and the rest refitted,
 * until every weight agrees. Evidence of doubt can then never raise a confidence.
 */
export function fitSigned(
  xs: readonly (readonly number[])[],
  ys: readonly number[],
  lambda: number,
  signs: readonly number[],
): LogisticModel {
  const off = new Set<number>();
  for (;;) {
    const m = fitLogistic(
      xs.map((x) => x.map((v, j) => (off.has(j) ? 0 : v))),
      ys,
      lambda,
    );
    let worst = -1;
    m.weights.forEach((w, j) => {
      if (!off.has(j) && signs[j]! * w < 0 && (worst < 0 || Math.abs(w) > Math.abs(m.weights[worst]!))) worst = j;
    });
    if (worst < 0) return { bias: m.bias, weights: m.weights.map((w, j) => (off.has(j) ? 0 : w)) };
    off.add(worst);
  }
}

/** Out-of-group predictions: each group's values predicted by a model fitted on all other groups. */
export function crossValidate(
  xs: readonly (readonly number[])[],
  ys: readonly number[],
  groups: readonly string[],
  lambda: number,
  signs: readonly number[],
): number[] {
  const out = new Array<number>(ys.length).fill(0);
  for (const g of new Set(groups)) {
    const train = groups.map((x, i) => (x === g ? -1 : i)).filter((i) => i >= 0);
    const m = fitSigned(
      train.map((i) => xs[i]!),
      train.map((i) => ys[i]!),
      lambda,
      signs,
    );
    groups.forEach((x, i) => {
      if (x === g) out[i] = predict(m, xs[i]!);
    });
  }
  return out;
}

export const logLoss = (ps: readonly number[], ys: readonly number[]): number =>
  ps.reduce((a, p, i) => a - (ys[i] ? Math.log(Math.max(p, 1e-9)) : Math.log(Math.max(1 - p, 1e-9))), 0) /
  Math.max(1, ps.length);
