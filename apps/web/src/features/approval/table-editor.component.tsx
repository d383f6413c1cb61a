import { ActionIcon, Group, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { allCellsDeleted, isRowDeleted, rowCount, type ReviewTable } from './review-markers';
import { REVIEW_INPUT } from './review-keys';

interface Props {
  table: ReviewTable;
  readOnly?: boolean;
  onCell: (tableNumber: number, col: number, row: number, value: string) => void;
  onToggleCell: (tableNumber: number, col: number, row: number) => void;
  onToggleRow: (tableNumber: number, row: number) => void;
  onToggleColumn: (tableNumber: number, col: number) => void;
}

function MarkerButton({
  deleted,
  label,
  onClick,
  testId,
}: {
  deleted: boolean;
  label: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Tooltip label={`${deleted ? 'Restore' : 'Delete'} ${label}`}>
      <ActionIcon
        variant="subtle"
        size="sm"
        color={deleted ? 'blue' : 'red'}
        onClick={onClick}
        aria-label={`${deleted ? 'Restore' : 'Delete'} ${label}`}
        data-testid={testId}
      >
        {deleted ? <IconArrowBackUp size={14} /> : <IconTrash size={14} />}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * One line-item table: cells editable, and cells, rows and columns deletable and restorable with the
 * column rules of spec 000 §5. In the read-only review, deleted rows, columns and cells are hidden.
 */
export function TableEditor({ table, readOnly, onCell, onToggleCell, onToggleRow, onToggleColumn }: Props) {
  const t = table.tableNumber;
  const columns = table.columns.map((c, k) => ({ c, k })).filter(({ c }) => !readOnly || !c.isDelete);
  const rows = Array.from({ length: rowCount(table) }, (_, r) => r).filter(
    (r) => !readOnly || !allCellsDeleted(table, r),
  );
  if (!columns.length || !rows.length) return <Text c="dimmed">No rows left in this table.</Text>;
  return (
    <Table.ScrollContainer minWidth={Math.max(400, columns.length * 180)}>
      <Table withTableBorder withColumnBorders striped data-testid={`table-${t}`}>
        <Table.Thead>
          <Table.Tr>
            {!readOnly && <Table.Th w={40} />}
            {columns.map(({ c, k }) => (
              <Table.Th key={k} data-testid={`column-${t}-${k}`} data-deleted={c.isDelete || undefined}>
                <Group gap={4} justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={600} td={c.isDelete ? 'line-through' : undefined}>
                    {c.columnHeader}
                  </Text>
                  {!readOnly && (
                    <MarkerButton
                      deleted={c.isDelete}
                      label={`column ${c.columnHeader}`}
                      onClick={() => onToggleColumn(t, k)}
                      testId={`column-delete-${t}-${k}`}
                    />
                  )}
                </Group>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => {
            const rowDeleted = isRowDeleted(table, r);
            return (
              <Table.Tr key={r} data-testid={`row-${t}-${r}`} data-deleted={rowDeleted || undefined}>
                {!readOnly && (
                  <Table.Td>
                    <MarkerButton
                      deleted={rowDeleted}
                      label={`row ${r + 1}`}
                      onClick={() => onToggleRow(t, r)}
                      testId={`row-delete-${t}-${r}`}
                    />
                  </Table.Td>
                )}
                {columns.map(({ c, k }) => {
                  const cell = c.cells[r]!;
                  if (readOnly)
                    return (
                      <Table.Td key={k} data-testid={`cell-${t}-${k}-${r}`}>
                        {cell.isDelete ? '' : cell.value}
                      </Table.Td>
                    );
                  return (
                    <Table.Td key={k}>
                      <Group gap={2} wrap="nowrap">
                        <TextInput
                          size="xs"
                          style={{ flex: 1 }}
                          value={cell.value}
                          disabled={cell.isDelete}
                          styles={cell.isDelete ? { input: { textDecoration: 'line-through' } } : undefined}
                          onChange={(e) => onCell(t, k, r, e.currentTarget.value)}
                          aria-label={`${c.columnHeader}, row ${r + 1}`}
                          {...{ [REVIEW_INPUT]: '' }}
                          data-testid={`cell-${t}-${k}-${r}`}
                        />
                        {!c.isDelete && !rowDeleted && (
                          <MarkerButton
                            deleted={cell.isDelete}
                            label={`${c.columnHeader}, row ${r + 1}`}
                            onClick={() => onToggleCell(t, k, r)}
                            testId={`cell-delete-${t}-${k}-${r}`}
                          />
                        )}
                      </Group>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
