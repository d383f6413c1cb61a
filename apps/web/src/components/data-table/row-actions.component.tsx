import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';

interface Props {
  /** the row's name, for the buttons' accessible names */
  name: string;
  /** test ids are `<testIdPrefix>-edit` and `<testIdPrefix>-delete` */
  testIdPrefix: string;
  onEdit: () => void;
  onDelete: () => void;
  /** when set, delete is disabled and this explains why */
  deleteDisabledReason?: string;
}

/** The edit and delete icons of a table row (clients, mappings). */
export function RowActions({ name, testIdPrefix, onEdit, onDelete, deleteDisabledReason }: Props) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" aria-label={`Edit ${name}`} data-testid={`${testIdPrefix}-edit`} onClick={onEdit}>
          <IconEdit size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={deleteDisabledReason ?? 'Delete'}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${name}`}
          data-testid={`${testIdPrefix}-delete`}
          disabled={!!deleteDisabledReason}
          onClick={onDelete}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
