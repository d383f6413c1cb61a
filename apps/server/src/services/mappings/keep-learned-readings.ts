import { readingKey as key } from '@paperbridge/engine';
import type { LearnedReading, Template, TemplateField } from '@paperbridge/contracts';

/**
 * Saving a mapping learns its template again (issue 22 point 3). Readings learned from the sample's corrected
 * text come from that new learn (they follow the rows as saved now) and keep the date they were first learned;
 * readings reviewers taught are kept for every field that still exists, whatever the sample: they say what a
 * misread text means, not where it is printed. Where the new learn confirms a reading of the same text, the
 * newer confirmation wins. The corrections count survives with what it counted.
 */
export function keepLearnedReadings(previous: Template | null | undefined, next: Template, now: Date): Template {
  let keptReview = 0;
  const fields = next.fields.map((f): TemplateField => {
    const old = previous?.fields.find((o) => o.name === f.name);
    const fromSample = (f.readings ?? []).map((r) => dated(r, old?.readings, now));
    const fromReview = (old?.readings ?? []).filter(
      (r) => r.origin === 'review' && !fromSample.some((s) => key(s.read) === key(r.read)),
    );
    keptReview += fromReview.length;
    const readings = [...fromReview, ...fromSample];
    if (!readings.length) return f;
    return { ...f, readings };
  });
  const corrections = next.corrections ?? (keptReview ? previous?.corrections : undefined);
  return { ...next, fields, ...(corrections ? { corrections } : {}) };
}

/** A reading learned again on a later save keeps the time it was first learned. */
function dated(reading: LearnedReading, before: readonly LearnedReading[] | undefined, now: Date): LearnedReading {
  if (reading.learnedAt) return reading;
  const same = before?.find((b) => b.id === reading.id);
  return { ...reading, learnedAt: same?.learnedAt ?? now.toISOString() };
}
