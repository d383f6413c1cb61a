/**
 * Greedy CTC decoding of the recognition network's output: the most likely
 * class per time step, repeats collapsed, blanks (class 0) dropped. Each
 * character keeps its probability and the time steps it spans, which place
 * it along the line (for word boxes).
 */
export interface DecodedChar {
  char: string;
  /** softmax probability of the character at its first time step, 0..1 */
  prob: number;
  /** first and last time step (inclusive) */
  from: number;
  to: number;
}

/**
 * `probs` holds `steps × classes` softmax values for one line (row-major);
 * `classes[i]` is the character of class i ('' for the blank).
 */
export function ctcGreedyDecode(probs: Float32Array, steps: number, classes: readonly string[]): DecodedChar[] {
  const n = classes.length;
  const out: DecodedChar[] = [];
  let previous = -1;
  for (let t = 0; t < steps; t++) {
    const row = t * n;
    let best = 0;
    let bestProb = probs[row]!;
    for (let c = 1; c < n; c++) {
      const p = probs[row + c]!;
      if (p > bestProb) {
        bestProb = p;
        best = c;
      }
    }
    if (best !== 0 && best === previous) out[out.length - 1]!.to = t;
    else if (best !== 0) out.push({ char: classes[best] ?? '', prob: bestProb, from: t, to: t });
    previous = best;
  }
  return out;
}
