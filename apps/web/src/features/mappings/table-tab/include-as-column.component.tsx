import { ActionIcon, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { FieldOption } from '../api/mappings.api';
import { includeRowComplete } from '../logic/endpoint-rules';
import { fieldName } from '../logic/field-options';
import { emptyIncludeRow } from '../logic/mapping-draft';
import type { DraftTable, IncludeAsColumnRow } from '../logic/mapping-draft.types';

interface Props {
  rows: IncludeAsColumnRow[];
  onRows: (rows: IncludeAsColumnRow[]) => void;
  /** header fields that have a field assigned */
  headerFieldIds: number[];
  options: FieldOption[];
  tables: DraftTable[];
}

export const COLUMN_POSITION_MESSAGE = 'Please select the column position';

/** Include-as-column: a header field placed as a column (Field, Table number, Column position, plus). */
export function IncludeAsColumn({ rows, onRows, headerFieldIds, options, tables }: Props) {
  const [missing, setMissing] = useState<Set<number>>(new Set());
  const list = rows.length ? rows : [emptyIncludeRow()];
  const set = (i: number, patch: Partial<IncludeAsColumnRow>) =>
    onRows(list.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const used = new Set(list.map((r) => r.fieldValue).filter((v): v is number => v != null));
  const last = list[list.length - 1]!;
  return (
    <Stack gap="xs" data-testid="include-as-column">
      <Text fw={600} size="sm">
        Include a header field as a column
      </Text>
      {list.map((r, i) => {
        const table = tables.find((t) => t.tableNumber === r.tableNumberValue);
        const positions = Array.from({ length: (table?.columns.length ?? 0) + 1 }, (_, k) => String(k + 1));
        return (
          <Group key={i} gap="xs" align="flex-start" data-testid="include-row">
            <Select
              w={200}
              label="Field"
              data-testid="include-field"
              clearable
              data={headerFieldIds
                .filter((id) => id === r.fieldValue || !used.has(id))
                .map((id) => ({ value: String(id), label: fieldName(options, id) }))}
              value={r.fieldValue == null ? null : String(r.fieldValue)}
              onChange={(v) =>
                set(i, {
                  fieldValue: v == null ? null : Number(v),
                  columnPositionValue: v == null ? null : r.columnPositionValue,
                })
              }
            />
            <Select
              w={130}
              label="Table number"
              data-testid="include-table"
              data={tables.map((t) => String(t.tableNumber))}
              value={r.tableNumberValue == null ? null : String(r.tableNumberValue)}
              onChange={(v) => set(i, { tableNumberValue: v == null ? null : Number(v), columnPositionValue: null })}
            />
            <Select
              w={150}
              label="Column position"
              data-testid="include-position"
              disabled={r.fieldValue == null || r.tableNumberValue == null}
              data={positions}
              value={r.columnPositionValue == null ? null : String(r.columnPositionValue)}
              onChange={(v) => {
                set(i, { columnPositionValue: v == null ? null : Number(v) });
                setMissing((m) => new Set([...m].filter((x) => x !== i)));
              }}
              onDropdownClose={() =>
                r.fieldValue != null && r.columnPositionValue == null && setMissing((m) => new Set(m).add(i))
              }
              error={missing.has(i) && r.columnPositionValue == null ? COLUMN_POSITION_MESSAGE : undefined}
            />
            <ActionIcon
              mt={26}
              variant="subtle"
              color="red"
              aria-label={`Remove include row ${i + 1}`}
              data-testid="include-remove"
              onClick={() => onRows(list.filter((_, j) => j !== i))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <ActionIcon
          variant="light"
          aria-label="Add include-as-column row"
          data-testid="include-add"
          disabled={!includeRowComplete(last)}
          onClick={() => onRows([...list, emptyIncludeRow()])}
        >
          <IconPlus size={16} />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
