import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { FieldOption } from '../api/mappings.api';
import type { MappingDraft } from '../logic/mapping-draft.types';
import { confirmRows } from './confirm-rows';

interface Props {
  draft: MappingDraft;
  options: FieldOption[];
  docTypeName: string;
  /**
   * warn that the user decided to process without review: on any type whose documents may go out unseen, i.e.
   * "Review only when unsure" (spec 001 §4 states the warning for review off; with the trust model review is off
   * for the documents read with confidence, and the rest still stop, which the last sentence says)
   */
  reviewOff: boolean;
  onBack: () => void;
  onNext: () => void;
  onSaveDraft: () => void;
  saving?: boolean;
}

/** The Confirm tab: 'Information on the {document type}' against 'Your selection'. */
export function ConfirmTab({ draft, options, docTypeName, reviewOff, onBack, onNext, onSaveDraft, saving }: Props) {
  const rows = confirmRows(draft, options);
  return (
    <Stack gap="sm" data-testid="confirm-tab">
      <Table withTableBorder withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Information on the {docTypeName}</Table.Th>
            <Table.Th>Your selection</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={2}>
                <Text c="dimmed" ta="center">
                  Nothing is mapped yet.
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((r) => (
              <Table.Tr key={r.id} data-testid="confirm-row">
                <Table.Td>{r.information}</Table.Td>
                <Table.Td>{r.selection}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      {reviewOff && (
        <Alert color="yellow" data-testid="confirm-review-warning">
          Reviewing the output lets you correct discrepancies before the data is delivered, which is useful for
          handwritten documents. You have decided to process documents without review. A document with a value we are
          unsure of still stops for review.
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} data-testid="confirm-back">
          Back To Mapping
        </Button>
        <Group>
          <Button variant="light" onClick={onSaveDraft} loading={saving} data-testid="confirm-save-draft">
            Save as draft
          </Button>
          <Button onClick={onNext} data-testid="confirm-next">
            Next
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
