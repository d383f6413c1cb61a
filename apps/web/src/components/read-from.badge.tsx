import { Badge, Tooltip } from '@mantine/core';
import type { ReadFrom } from '@paperbridge/contracts';

const MARK: Record<ReadFrom, { label: string; color: string; note: string }> = {
  einvoice: {
    label: 'E-invoice',
    color: 'green',
    note: 'Its values come from the e-invoice it carries (Factur-X, ZUGFeRD, XRechnung or Peppol XML): exact, not read from the page.',
  },
  page: {
    label: 'Read from page',
    color: 'gray',
    note: "Its values were read from the document's pages (text or OCR) by the mapping's template.",
  },
};

/** Where a document's values were read (issue 25): the dashboard's and the Process Log's rows show it. */
export function ReadFromBadge({ readFrom, testId }: { readFrom: ReadFrom | undefined; testId: string }) {
  if (!readFrom) return null;
  const m = MARK[readFrom];
  return (
    <Tooltip label={m.note} multiline w={300}>
      <Badge size="xs" variant="light" color={m.color} data-testid={testId} data-read-from={readFrom}>
        {m.label}
      </Badge>
    </Tooltip>
  );
}
