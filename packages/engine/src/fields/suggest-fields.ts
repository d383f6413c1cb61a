import type { DocumentModel } from '@paperbridge/contracts';
import { classifyPair, type FieldGuess } from './classify-field.ts';
import { rankKeyValues } from './rank-pairs.ts';

/**
 * One standard field per detected pair at most, and each field for one pair
 * at most: every pair is classified, then the guesses are granted best first
 * (the guess's confidence weighed by how likely the pair is a label and value),
 * earlier pairs winning ties. A pair whose field went to a better pair gets
 * none, so the mapping screen never pre-selects one field twice.
 */
export function suggestFields(doc: Pick<DocumentModel, 'keyValues' | 'tables'>): (FieldGuess | null)[] {
  const ranks = rankKeyValues(doc);
  const guesses = doc.keyValues.map((kv) => classifyPair(kv.key, kv.value));
  const order = guesses
    .map((g, i) => ({ g, i, score: g ? g.confidence * (0.5 + 0.5 * ranks[i]!.likelihood) : 0 }))
    .filter((x) => x.g)
    .sort((a, b) => b.score - a.score || a.i - b.i);
  const out: (FieldGuess | null)[] = doc.keyValues.map(() => null);
  const taken = new Set<string>();
  for (const { g, i, score } of order) {
    if (taken.has(g!.field)) continue;
    taken.add(g!.field);
    out[i] = { ...g!, confidence: Math.round(score * 1000) / 1000 };
  }
  return out;
}
