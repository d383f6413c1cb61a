import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FieldOption } from '../api/mappings.api';
import { FieldSelect } from '../form-tab/field-select.component';

export interface CellTarget {
  rowNumber: number;
  columnNumber: number;
  text: string;
  /** the other cells of the row with text: the data column choices */
  dataColumns: { columnNumber: number; text: string }[];
  /** the field already mapped from this row, if any */
  currentField: number | null;
}

interface Props {
  target: CellTarget | null;
  options: FieldOption[];
  /** fields other places hold, with where: choosing one moves it here */
  takenBy?: ReadonlyMap<number, string>;
  onCreate?: (name: string) => Promise<number | null>;
  onAdd: (fieldId: number, dataColumn: number | null) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** Cell click: 'Map selected value to one of the fields in the dropdown shown below:' (an include rule). */
export function CellMapDialog({ target, options, takenBy, onCreate, onAdd, onRemove, onClose }: Props) {
  const [field, setField] = useState<number | null>(null);
  const [dataColumn, setDataColumn] = useState<string | null>(null);
  useEffect(() => {
    setField(target?.currentField ?? null);
    const last = target?.dataColumns[target.dataColumns.length - 1];
    setDataColumn(last ? String(last.columnNumber) : null);
  }, [target]);
  return (
    <Modal
      opened={!!target}
      onClose={onClose}
      title="Here, You can include data"
      centered
      data-testid="cell-map-dialog"
    >
      <Stack>
        <Text size="sm">Map selected value to one of the fields in the dropdown shown below:</Text>
        <Text size="sm">
          Selected value: <b data-testid="cell-map-value">{target?.text}</b>
        </Text>
        <FieldSelect
          label="Field"
          options={options}
          takenBy={takenBy}
          value={field}
          onChange={setField}
          onCreate={onCreate}
          ariaLabel="Field for the selected value"
          testId="cell-map-field"
        />
        <Select
          label="Value taken from column"
          data-testid="cell-map-data-column"
          data={(target?.dataColumns ?? []).map((c) => ({
            value: String(c.columnNumber),
            label: `Column ${c.columnNumber}: ${c.text}`,
          }))}
          value={dataColumn}
          onChange={setDataColumn}
        />
        <Group justify="space-between">
          {target?.currentField != null ? (
            <Button variant="subtle" color="red" onClick={onRemove} data-testid="cell-map-remove">
              Remove
            </Button>
          ) : (
            <span />
          )}
          <Group>
            <Button variant="default" onClick={onClose} data-testid="cell-map-cancel">
              Cancel
            </Button>
            <Button
              disabled={field == null}
              onClick={() => field != null && onAdd(field, dataColumn ? Number(dataColumn) : null)}
              data-testid="cell-map-add"
            >
              {target?.currentField != null ? 'Update' : 'Add'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
