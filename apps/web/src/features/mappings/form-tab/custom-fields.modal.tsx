import { ActionIcon, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { FieldOption } from '../api/mappings.api';
import type { FieldOptionsApi } from './use-field-options.hook';

function CustomFieldLine({
  option,
  api,
  taken,
}: {
  option: FieldOption;
  api: FieldOptionsApi;
  taken: ReadonlySet<number>;
}) {
  const [name, setName] = useState(option.value);
  return (
    <Group gap={4} wrap="nowrap" data-testid="custom-field-item">
      <TextInput
        style={{ flex: 1 }}
        aria-label={`Rename ${option.value}`}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void api.rename(option.id, name, taken);
          }
        }}
      />
      <ActionIcon
        variant="subtle"
        aria-label={`Save ${option.value}`}
        data-testid="custom-field-rename"
        onClick={() => void api.rename(option.id, name, taken)}
      >
        <IconCheck size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Delete ${option.value}`}
        data-testid="custom-field-delete"
        onClick={() => void api.remove(option.id, taken)}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

/** Rename or delete the company's custom fields; a field mapped in this mapping can be neither. */
export function CustomFieldsModal({
  opened,
  onClose,
  api,
  taken,
}: {
  opened: boolean;
  onClose: () => void;
  api: FieldOptionsApi;
  taken: ReadonlySet<number>;
}) {
  const custom = api.options.filter((o) => o.isCustomField);
  return (
    <Modal opened={opened} onClose={onClose} title="Custom fields" centered data-testid="custom-fields-modal">
      <Stack gap="xs">
        {custom.length === 0 ? (
          <Text c="dimmed">No custom fields yet.</Text>
        ) : (
          custom.map((o) => <CustomFieldLine key={`${o.id}-${o.value}`} option={o} api={api} taken={taken} />)
        )}
      </Stack>
    </Modal>
  );
}
