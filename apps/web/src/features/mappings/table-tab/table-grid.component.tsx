import { Badge, Checkbox, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { FieldOption } from '../api/mappings.api';
import { fieldName } from '../logic/field-options';
import type { DraftTable } from '../logic/mapping-draft.types';
import { columnStatus, isCellClickable, isRowIncluded, rowStatus } from '../logic/table-rules';
import { ColumnStatusIcon, RowStatusIcon } from './status-icons.component';

export type TableSelection =
  | { kind: 'column'; column: number }
  | { kind: 'row'; row: number }
  | { kind: 'cell'; row: number; column: number }
  | null;

interface Props {
  table: DraftTable;
  options: FieldOption[];
  selection: TableSelection;
  onSelect: (s: TableSelection) => void;
  onColumnCheck: (column: number, checked: boolean) => void;
  onRowCheck: (row: number, included: boolean) => void;
  onCellClick: (row: number, column: number) => void;
}

/**
 * Spec 001 §2 and §9: columns are at least 120 px wide, beside the document too (issue 26: they shrank
 * to 64 px there). A table wider than the panel scrolls sideways in its own box; the panel and the page
 * do not (issue 14 §5).
 */
const MIN_COL = 120;

/** The extracted table: column checkboxes (map), row checkboxes (exclude), clickable cells (include). */
export function TableGrid({ table, options, selection, onSelect, onColumnCheck, onRowCheck, onCellClick }: Props) {
  const columnNumbers = table.columns.length
    ? table.columns.map((c) => c.columnNumber)
    : [...new Set(table.rows.flatMap((r) => r.cells.map((c) => c.columnNumber)))].sort((a, b) => a - b);
  const headerOf = (n: number) => table.columns.find((c) => c.columnNumber === n)?.header ?? `Column ${n}`;
  const dataRows = table.rows.filter((r) => !r.isHeader);
  const disabled = !table.capture;
  return (
    <Table.ScrollContainer
      minWidth={MIN_COL * (columnNumbers.length + 1)}
      data-testid="table-grid"
      data-table={table.tableNumber}
    >
      <Table withColumnBorders withTableBorder verticalSpacing={6} style={{ opacity: disabled ? 0.55 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={MIN_COL}>Include row</Table.Th>
            {columnNumbers.map((n) => {
              const col = table.columns.find((c) => c.columnNumber === n);
              const mapped = col?.dF_Id != null;
              return (
                <Table.Th
                  key={n}
                  miw={MIN_COL}
                  bg={
                    selection?.kind === 'column' && selection.column === n
                      ? 'var(--mantine-color-orange-light)'
                      : undefined
                  }
                >
                  {/* controls above the heading: a narrow column wraps its heading between words, never inside one */}
                  <Stack gap={4}>
                    <Group gap={6} wrap="nowrap">
                      <Checkbox
                        aria-label={`Map column ${headerOf(n)}`}
                        data-testid={`table-col-check-${n}`}
                        checked={mapped}
                        disabled={disabled}
                        onChange={(e) => onColumnCheck(n, e.currentTarget.checked)}
                      />
                      <ColumnStatusIcon status={columnStatus(table, n)} />
                    </Group>
                    <UnstyledButton
                      onClick={() => onSelect({ kind: 'column', column: n })}
                      aria-label={`Show column ${headerOf(n)} on the document`}
                      data-testid={`table-col-head-${n}`}
                    >
                      <Text size="sm" fw={600}>
                        {headerOf(n)}
                      </Text>
                    </UnstyledButton>
                    {mapped && (
                      <Badge
                        size="sm"
                        variant="light"
                        style={{ textTransform: 'none' }}
                        data-testid={`table-col-field-${n}`}
                      >
                        {fieldName(options, col!.dF_Id)}
                      </Badge>
                    )}
                  </Stack>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {dataRows.map((row) => {
            const status = rowStatus(table, row.rowNumber);
            const rowSelected = selection?.kind === 'row' && selection.row === row.rowNumber;
            return (
              <Table.Tr
                key={row.rowNumber}
                data-testid="table-row"
                data-row={row.rowNumber}
                bg={rowSelected ? 'var(--mantine-color-orange-light)' : undefined}
              >
                <Table.Td>
                  <Stack gap={2}>
                    <Group gap={6} wrap="nowrap">
                      <Checkbox
                        aria-label={`Include row ${row.rowNumber}`}
                        data-testid={`table-row-check-${row.rowNumber}`}
                        checked={isRowIncluded(table, row.rowNumber)}
                        disabled={disabled || status === 3}
                        onChange={(e) => onRowCheck(row.rowNumber, e.currentTarget.checked)}
                      />
                      <RowStatusIcon status={status} />
                    </Group>
                    <UnstyledButton
                      onClick={() => onSelect({ kind: 'row', row: row.rowNumber })}
                      aria-label={`Show row ${row.rowNumber} on the document`}
                    >
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        Row {row.rowNumber}
                      </Text>
                    </UnstyledButton>
                  </Stack>
                </Table.Td>
                {columnNumbers.map((n) => {
                  const cell = row.cells.find((c) => c.columnNumber === n);
                  const text = cell?.text ?? '';
                  const clickable = isCellClickable(table, text);
                  const cellSelected =
                    selection?.kind === 'cell' && selection.row === row.rowNumber && selection.column === n;
                  return (
                    <Table.Td key={n} miw={MIN_COL} bg={cellSelected ? 'var(--mantine-color-orange-light)' : undefined}>
                      {clickable ? (
                        <UnstyledButton
                          onClick={() => onCellClick(row.rowNumber, n)}
                          data-testid={`table-cell-${row.rowNumber}-${n}`}
                          aria-label={`Map value ${text}`}
                          style={{ textDecoration: 'underline dotted' }}
                        >
                          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                            {text}
                          </Text>
                        </UnstyledButton>
                      ) : (
                        <Text
                          size="sm"
                          c={disabled ? 'dimmed' : undefined}
                          style={{ overflowWrap: 'anywhere' }}
                          data-testid={`table-cell-${row.rowNumber}-${n}`}
                        >
                          {text}
                        </Text>
                      )}
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
