import { Badge, Group, Text, Tooltip } from '@mantine/core';
import type { DocumentFacts, ReviewReason } from '@paperbridge/contracts';

export const CREDIT_NOTE_LABEL = 'Credit note';

interface Props {
  facts: DocumentFacts | undefined;
  reasons?: readonly ReviewReason[];
}

/**
 * What the document is and who it is from (issue 30 points 3 and 4), under its reference: a credit note is
 * marked (its amounts go out negative; why it was taken for one in the tooltip), and the supplier the page
 * names, emphasised when it is not the mapping's supplier.
 */
export function DocumentFactsLine({ facts, reasons }: Props) {
  if (!facts) return null;
  const credit = facts.documentKind === 'credit_note';
  if (!credit && !facts.appearsFrom) return null;
  const stranger = reasons?.some((r) => r.code === 'other_supplier') ?? false;
  return (
    <Group gap="sm" data-testid="document-facts">
      {credit && (
        <Tooltip
          label={facts.documentKindEvidence ?? 'Taken for a credit note: its amounts are delivered negative.'}
          multiline
          w={320}
        >
          <Badge color="grape" variant="light" data-testid="document-kind">
            {CREDIT_NOTE_LABEL}
          </Badge>
        </Tooltip>
      )}
      {facts.appearsFrom && (
        <Text
          size="sm"
          c={stranger ? 'orange.8' : 'dimmed'}
          fw={stranger ? 700 : undefined}
          data-testid="appears-from"
          data-emphasised={stranger || undefined}
        >
          {`Appears to be from: ${facts.appearsFrom}`}
        </Text>
      )}
    </Group>
  );
}
