import { Badge, Group, Tooltip } from '@mantine/core';
import type { ApprovalField } from '@paperbridge/contracts';

/** Below this confidence (percent) a value of data stored before calibrated thresholds is marked for a closer look. */
export const LOW_CONFIDENCE_PCT = 50;

/** Low confidence as the server judged it against the calibrated threshold of the value's kind (issue 22), else the old bar. */
export const isLowConfidence = (f: Pick<ApprovalField, 'confidence' | 'missing' | 'lowConfidence'>) =>
  !f.missing && f.confidence !== null && (f.lowConfidence ?? f.confidence < LOW_CONFIDENCE_PCT);

/** What the "Corrected" mark's tooltip says: the value is the page's text with look-alike characters put back as the sample prints them. */
export const correctedNote = (f: Pick<ApprovalField, 'readAs'>) =>
  `Corrected from the page's text${f.readAs ? ` (read as "${f.readAs}")` : ''}: characters the scan makes look alike, or the spacing, put back as the mapping's sample prints them`;

/** What the "Learned" mark says: the page misreads this text, and a person confirmed what it means (issue 22). */
export const learnedNote = (f: Pick<ApprovalField, 'readAs'>) =>
  `Learned from an earlier correction: the page reads${f.readAs ? ` "${f.readAs}"` : ' it differently'} here, and a person confirmed it is this text. The rule is listed on the mapping screen, where it can be removed.`;

/** What the "Fixed value" mark says: the mapping always delivers this value. */
export const fixedNote = (f: Pick<ApprovalField, 'readAs'>) =>
  `The mapping always delivers this value${f.readAs ? ` (the page reads "${f.readAs}")` : ''}. It is set on the mapping screen.`;

/**
 * What the "E-invoice" mark says (issue 25): the value is the exact one of the document's e-invoice; where the
 * printed page says otherwise, both are shown and the document waits for a person.
 */
export const einvoiceNote = (f: Pick<ApprovalField, 'readAs'>) =>
  f.readAs
    ? `From the e-invoice in this document. The printed page says "${f.readAs}": check which is right before approving.`
    : 'From the e-invoice in this document: the exact value its XML carries, not read from the page.';

/** How a value not delivered as the page reads it is marked: corrected towards the sample, a learned reading, a fixed value. */
const SOURCE_MARKS = {
  corrected: { label: 'Corrected', testId: 'corrected', color: 'grape', note: correctedNote },
  learned: { label: 'Learned', testId: 'learned', color: 'teal', note: learnedNote },
  fixed: { label: 'Fixed value', testId: 'fixed', color: 'blue', note: fixedNote },
  einvoice: { label: 'E-invoice', testId: 'einvoice', color: 'green', note: einvoiceNote },
} as const;

function SourceMark({
  id,
  label,
  testId,
  color,
  note,
}: {
  id: number;
  label: string;
  testId: string;
  color: string;
  note: string;
}) {
  return (
    <Tooltip label={note} multiline w={320}>
      <Badge size="xs" color={color} variant="light" data-testid={`mark-${testId}-${id}`}>
        {label}
      </Badge>
    </Tooltip>
  );
}

/** The marks beside a value: not found on the page, read with low confidence, corrected towards the mapping's sample (beyond the spec, as review tools show them). */
export type MarkedValue = Pick<
  ApprovalField,
  'id' | 'confidence' | 'isRequired' | 'missing' | 'source' | 'readAs' | 'lowConfidence'
>;

export function ValueMarks({ field }: { field: MarkedValue }) {
  return (
    <Group gap={4} wrap="nowrap">
      {field.missing && (
        <Tooltip label={field.isRequired ? 'Required, and not found on the document' : 'Not found on the document'}>
          <Badge size="xs" color={field.isRequired ? 'red' : 'gray'} data-testid={`mark-missing-${field.id}`}>
            Not found
          </Badge>
        </Tooltip>
      )}
      {!field.missing && field.source && field.source !== 'page' && (
        <SourceMark id={field.id} {...SOURCE_MARKS[field.source]} note={SOURCE_MARKS[field.source].note(field)} />
      )}
      {isLowConfidence(field) && (
        <Tooltip label="Read with low confidence: please check it against the document">
          <Badge size="xs" color="orange" data-testid={`mark-low-${field.id}`}>
            {`Low confidence ${Math.round(field.confidence!)}%`}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
