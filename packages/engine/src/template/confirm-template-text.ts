import type { Template } from '@paperbridge/contracts';
import { readingKey as key } from './apply-learned-readings.ts';

/**
 * A reviewer who approves a value unchanged confirms it (issue 22 point 4): a field whose sample text was only the
 * sample's OCR reading (`unconfirmed`) becomes confirmed when an approved value is that very text, so later
 * documents that read it are no longer doubted for it and readings may be corrected towards it. Answers the same
 * template object when nothing was confirmed, and the fields confirmed.
 */
export function confirmTemplateText(
  template: Template,
  approvedUnchanged: Readonly<Record<string, string>>,
): { template: Template; confirmed: string[] } {
  const confirmed: string[] = [];
  const fields = template.fields.map((f) => {
    const approved = approvedUnchanged[f.name];
    if (
      !f.unconfirmed ||
      approved === undefined ||
      !approved.trim() ||
      key(approved) !== key(f.typedValue ?? f.sampleValue)
    )
      return f;
    confirmed.push(f.name);
    const { unconfirmed: _dropped, ...rest } = f;
    return rest;
  });
  return confirmed.length ? { template: { ...template, fields }, confirmed } : { template, confirmed };
}
