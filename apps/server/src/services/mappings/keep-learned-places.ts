import type { Template } from '@paperbridge/contracts';

/**
 * Saving a mapping learns its template again from the sample, which knows nothing of what reviewers'
 * corrections taught since (issue 9 point 5). On a save that keeps the same sample, each field that is
 * still found where it was on the sample keeps the places corrections added to it; a field mapped to
 * another value, or one no longer mapped, starts afresh (its corrections were about the old choice).
 * A new sample starts afresh as a whole: learned places are kept in the old sample's frame.
 */
export function keepLearnedPlaces(previous: Template | null | undefined, next: Template): Template {
  if (!previous) return next;
  let kept = 0;
  const fields = next.fields.map((f) => {
    const old = previous.fields.find((o) => o.name === f.name);
    if (!old?.alternatives?.length || old.page !== f.page || old.sampleValue !== f.sampleValue) return f;
    kept += old.alternatives.length;
    return { ...f, alternatives: old.alternatives };
  });
  if (!kept) return next;
  return { ...next, fields, ...(previous.corrections ? { corrections: previous.corrections } : {}) };
}
