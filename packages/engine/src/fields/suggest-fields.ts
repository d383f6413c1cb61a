import type { DocumentModel } from '@paperbridge/contracts';
import { classifyPair, type FieldGuess } from './classify-field.ts';
import { guessInParty, partySections } from './party-sections.ts';
import { rankKeyValues } from './rank-pairs.ts';

/**
 * One standard field per detected pair at most, and each field for one pair
 * at most: every pair is classified, then the guesses are granted best first
 * (the guess's confidence weighed by how likely the pair is a label and value),
 * earlier pairs winning ties. A pair whose field went to a better pair gets
 * none, so the mapping screen never pre-selects one field twice. Where the page sets the parties apart
 * under headings, a pair is read in its party's block ("Name:" under "Käufer" is the customer's name).
 */
export function suggestFields(
  doc: Pick<DocumentModel, 'keyValues' | 'tables'> & Partial<Pick<DocumentModel, 'pages'>>,
): (FieldGuess | null)[] {
  const parties = partySections(doc);
  const ranks = rankKeyValues(doc, parties);
  const guesses = doc.keyValues.map((kv, i) => guessInParty(classifyPair(kv.key, kv.value), kv, parties[i] ?? null));
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
