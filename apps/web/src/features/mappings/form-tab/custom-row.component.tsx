import { ActionIcon, Checkbox, Group, Table, TextInput } from '@mantine/core';
import type { FormFieldRow } from '@paperbridge/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { FieldOption } from '../api/mappings.api';
import { fieldName } from '../logic/field-options';

interface Props {
  row: FormFieldRow;
  index: number;
  options: FieldOption[];
  onChange: (row: FormFieldRow) => void;
  onRemove: () => void;
  onCreate: (name: string) => Promise<number | null>;
}

/** An extra header row of the customised type: field name (Enter creates or picks it), value, mandatory. */
export function CustomRow({ row, index, options, onChange, onRemove, onCreate }: Props) {
  const [name, setName] = useState(fieldName(options, row.dF_Id));
  // the field list can arrive (or change by a rename) after the row is drawn: an edit opens with the
  // saved custom fields before GetDocFields answers; show the field's name, never the 'Field {id}' fallback
  const known = row.dF_Id == null ? undefined : options.find((o) => o.id === row.dF_Id)?.value;
  useEffect(() => {
    if (known !== undefined) setName(known);
  }, [known]);
  return (
    <Table.Tr data-testid="form-custom-row">
      <Table.Td w={90}>
        <Checkbox
          aria-label={`Mandatory custom field ${index + 1}`}
          data-testid="form-custom-mandatory"
          checked={row.isRequired}
          disabled={row.dF_Id == null}
          onChange={(e) => onChange({ ...row, isRequired: e.currentTarget.checked })}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={`Value of custom field ${index + 1}`}
          placeholder="Value (optional)"
          data-testid="form-custom-value"
          value={row.value}
          onChange={(e) => onChange({ ...row, value: e.currentTarget.value })}
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={`Name of custom field ${index + 1}`}
            placeholder="Type a field name and press Enter"
            data-testid="form-custom-name"
            value={name}
            error={row.dF_Id == null && name ? 'Press Enter to save this field name' : undefined}
            onChange={(e) => {
              setName(e.currentTarget.value);
              if (row.dF_Id != null) onChange({ ...row, dF_Id: null, label: '', key: '' });
            }}
            onKeyDown={async (e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              const id = await onCreate(name);
              if (id != null) onChange({ ...row, dF_Id: id, label: name.trim(), key: name.trim() });
              else setName('');
            }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove custom field ${index + 1}`}
            data-testid="form-custom-remove"
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
