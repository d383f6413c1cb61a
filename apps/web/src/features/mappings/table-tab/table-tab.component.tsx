import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { DOC_TYPE } from '@paperbridge/contracts';
import { useState } from 'react';
import type { FieldOptionsApi } from '../form-tab/use-field-options.hook';
import { toastSuccess } from '../../../components/toast';
import {
  fieldHolders,
  moveNotice,
  releaseField,
  samePlace,
  takenLabels,
  type HolderPlace,
} from '../logic/field-holders';
import { fieldName, optionsOfKind } from '../logic/field-options';
import type { DraftTable, MappingDraft } from '../logic/mapping-draft.types';
import { isTableNavBlocked, mapCell, mapColumn, setRowIncluded, unmapCell, unmapColumn } from '../logic/table-rules';
import { CellMapDialog, type CellTarget } from './cell-map.dialog';
import { ColumnMapDialog } from './column-map.dialog';
import { IncludeAsColumn } from './include-as-column.component';
import { TableGrid, type TableSelection } from './table-grid.component';

interface Props {
  draft: MappingDraft;
  onDraft: (update: (d: MappingDraft) => MappingDraft) => void;
  tableNumber: number;
  docTypeId: number;
  fields: FieldOptionsApi;
  selection: TableSelection;
  onSelect: (s: TableSelection) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * One Table tab: whether the table is captured, then its columns and cells mapped to fields and its
 * rows kept or excluded (spec 001 §2).
 */
export function TableTab({
  draft,
  onDraft,
  tableNumber,
  docTypeId,
  fields,
  selection,
  onSelect,
  onPrevious,
  onNext,
}: Props) {
  const table = draft.tables.find((t) => t.tableNumber === tableNumber)!;
  const [pendingColumn, setPendingColumn] = useState<number | null>(null);
  const [cell, setCell] = useState<CellTarget | null>(null);
  const holders = fieldHolders(draft);
  const create = docTypeId === DOC_TYPE.customised ? fields.create : undefined;
  const setTable = (f: (t: DraftTable) => DraftTable) =>
    onDraft((d) => ({ ...d, tables: d.tables.map((t) => (t.tableNumber === tableNumber ? f(t) : t)) }));
  const blocked = isTableNavBlocked(table);
  /** A field another place holds moves to this table (issue 26): that place lets it go, and the toast says which. */
  const moveInto = (id: number, place: HolderPlace, map: (t: DraftTable) => DraftTable) => {
    const from = holders.get(id);
    if (from && !samePlace(from, place)) toastSuccess(moveNotice(fieldName(fields.options, id), from.text));
    onDraft((d) => {
      const released = releaseField(d, id, place);
      return { ...released, tables: released.tables.map((t) => (t.tableNumber === tableNumber ? map(t) : t)) };
    });
  };

  const openCell = (rowNumber: number, columnNumber: number) => {
    const row = table.rows.find((r) => r.rowNumber === rowNumber)!;
    const rule = table.rule.find((r) => r.rowNumber === rowNumber && r.dF_Id != null);
    onSelect({ kind: 'cell', row: rowNumber, column: columnNumber });
    setCell({
      rowNumber,
      columnNumber,
      text: row.cells.find((c) => c.columnNumber === columnNumber)?.text ?? '',
      dataColumns: row.cells
        .filter((c) => c.columnNumber !== columnNumber && c.text.trim())
        .map((c) => ({ columnNumber: c.columnNumber, text: c.text })),
      currentField: rule?.dF_Id ?? null,
    });
  };
  const headerFieldIds = [...draft.fields, ...draft.udfFields]
    .map((f) => f.dF_Id)
    .filter((id): id is number => id != null);

  return (
    <Stack gap="sm" data-testid={`table-tab-${tableNumber}`}>
      <Group justify="space-between">
        <Text fw={600}>
          Table {tableNumber} of {draft.tables.length}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onPrevious} disabled={blocked} data-testid="table-previous">
            Previous
          </Button>
          <Button size="xs" variant="default" onClick={onNext} disabled={blocked} data-testid="table-next">
            Next
          </Button>
        </Group>
      </Group>
      <Radio.Group
        label="Do you require to capture below information?"
        value={table.capture ? 'yes' : 'no'}
        onChange={(v) => setTable((t) => ({ ...t, capture: v === 'yes' }))}
        data-testid="table-capture"
      >
        <Group mt={4}>
          <Radio value="yes" label="Yes" data-testid="table-capture-yes" />
          <Radio value="no" label="No" data-testid="table-capture-no" />
        </Group>
      </Radio.Group>
      {blocked && (
        <Text size="sm" c="orange" data-testid="table-map-hint">
          Tick a column header to map at least one column of this table.
        </Text>
      )}
      <TableGrid
        table={table}
        options={fields.options}
        selection={selection}
        onSelect={onSelect}
        onColumnCheck={(n, checked) => {
          onSelect({ kind: 'column', column: n });
          if (checked) setPendingColumn(n);
          else setTable((t) => unmapColumn(t, n));
        }}
        onRowCheck={(r, included) => setTable((t) => setRowIncluded(t, r, included))}
        onCellClick={openCell}
      />
      <IncludeAsColumn
        rows={draft.includeRows}
        onRows={(rows) => onDraft((d) => ({ ...d, includeRows: rows }))}
        headerFieldIds={headerFieldIds}
        options={fields.options}
        tables={draft.tables}
      />
      <ColumnMapDialog
        opened={pendingColumn != null}
        columnLabel={table.columns.find((c) => c.columnNumber === pendingColumn)?.header ?? `Column ${pendingColumn}`}
        options={optionsOfKind(fields.options, 'column')}
        takenBy={takenLabels(holders)}
        onCreate={create}
        onAdd={(id) => {
          const columnNumber = pendingColumn!;
          moveInto(id, { kind: 'column', tableNumber, columnNumber }, (t) => mapColumn(t, columnNumber, id));
          setPendingColumn(null);
        }}
        onCancel={() => setPendingColumn(null)}
      />
      <CellMapDialog
        target={cell}
        options={optionsOfKind(fields.options, 'header')}
        takenBy={takenLabels(holders, cell ? { kind: 'cell', tableNumber, rowNumber: cell.rowNumber } : undefined)}
        onCreate={create}
        onAdd={(id, dataColumn) => {
          const { rowNumber, columnNumber } = cell!;
          moveInto(id, { kind: 'cell', tableNumber, rowNumber }, (t) =>
            mapCell(t, rowNumber, columnNumber, id, dataColumn),
          );
          setCell(null);
        }}
        onRemove={() => {
          setTable((t) => unmapCell(t, cell!.rowNumber));
          setCell(null);
        }}
        onClose={() => setCell(null)}
      />
      {table.rule.some((r) => r.dF_Id != null) && (
        <Text size="xs" c="dimmed">
          Values mapped from rows:{' '}
          {table.rule
            .filter((r) => r.dF_Id != null)
            .map((r) => `${r.columnKeyName} → ${fieldName(fields.options, r.dF_Id)}`)
            .join(', ')}
        </Text>
      )}
    </Stack>
  );
}
