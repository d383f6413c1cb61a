import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FieldOption } from '../api/mappings.api';
import { FieldSelect } from '../form-tab/field-select.component';

interface Props {
  opened: boolean;
  columnLabel: string;
  options: FieldOption[];
  /** fields other places hold, with where: choosing one moves it here */
  takenBy?: ReadonlyMap<number, string>;
  onCreate?: (name: string) => Promise<number | null>;
  onAdd: (fieldId: number) => void;
  /** closing with X cancels the mapping */
  onCancel: () => void;
}

/** 'Map selected column to a field' (or create a new field for the customised type). */
export function ColumnMapDialog({ opened, columnLabel, options, takenBy, onCreate, onAdd, onCancel }: Props) {
  const [field, setField] = useState<number | null>(null);
  useEffect(() => {
    if (opened) setField(null);
  }, [opened]);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Map selected column to a field"
      centered
      data-testid="column-map-dialog"
    >
      <Stack>
        <Text size="sm">
          Column: <b>{columnLabel}</b>
        </Text>
        <FieldSelect
          label="Field"
          options={options}
          takenBy={takenBy}
          value={field}
          onChange={setField}
          onCreate={onCreate}
          ariaLabel="Field for the selected column"
          testId="column-map-field"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-testid="column-map-cancel">
            Cancel
          </Button>
          <Button disabled={field == null} onClick={() => field != null && onAdd(field)} data-testid="column-map-add">
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
