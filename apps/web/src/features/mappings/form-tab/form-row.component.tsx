import { ActionIcon, Badge, Checkbox, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { FormFieldRow } from '@paperbridge/contracts';
import { IconArrowDown, IconArrowUp, IconCheck, IconGripVertical, IconTrash, IconX } from '@tabler/icons-react';
import type { DragEvent } from 'react';
import type { FieldOption } from '../api/mappings.api';
import { FieldSelect } from './field-select.component';
import { RowTextTools } from './row-text-tools.component';

interface Props {
  row: FormFieldRow;
  options: FieldOption[];
  /** fields other places hold, with where: shown as taken, choosing one moves it to this row */
  takenBy?: ReadonlyMap<number, string>;
  selected: boolean;
  /** listed rows can be reordered and made mandatory; unmapped rows show a disabled checkbox */
  listed: boolean;
  index: number;
  count: number;
  onSelect: () => void;
  onField: (id: number | null) => void;
  onRequired: (required: boolean) => void;
  onMove: (from: number, to: number) => void;
  onCreate?: (name: string) => Promise<number | null>;
  /** the field shown is the engine's suggestion, not yet confirmed (issue 14 §2) */
  suggested?: boolean;
  onPick?: (id: number) => void;
  onConfirm?: () => void;
  onClear?: () => void;
  /** the row's text corrected where the sample misreads it (issue 22 point 4) */
  onText?: (text: string) => void;
  /** the field's fixed value; blank removes it (issue 22 point 3) */
  onFixed?: (value: string) => void;
}

/** One Form-tab row: Mandatory, Data from the Document (key and value), Select Field with a delete icon. */
export function FormRow({
  row,
  options,
  takenBy,
  selected,
  listed,
  index,
  count,
  onSelect,
  onField,
  onRequired,
  onMove,
  onCreate,
  suggested,
  onPick,
  onConfirm,
  onClear,
  onText,
  onFixed,
}: Props) {
  const name = row.key || row.label || `Row ${index + 1}`;
  const drag = listed
    ? {
        draggable: true,
        onDragStart: (e: DragEvent) => e.dataTransfer.setData('text/plain', String(index)),
        onDragOver: (e: DragEvent) => e.preventDefault(),
        onDrop: (e: DragEvent) => {
          e.preventDefault();
          const from = Number(e.dataTransfer.getData('text/plain'));
          if (Number.isInteger(from) && from !== index) onMove(from, index);
        },
      }
    : {};
  return (
    <Table.Tr
      {...drag}
      data-testid={listed ? 'form-row' : 'form-row-unmapped'}
      data-key={row.key || row.label}
      data-row-id={row.unique_id}
      data-selected={selected || undefined}
      data-suggested={suggested || undefined}
      onClick={onSelect}
      bg={selected ? 'var(--mantine-color-orange-light)' : undefined}
      style={{ cursor: 'pointer' }}
    >
      <Table.Td w={90}>
        <Group gap={4} wrap="nowrap">
          {/* the number a taken field's "used by row 3" points at */}
          {listed && (
            <Text size="xs" c="dimmed" w={18} ta="right" data-testid="form-row-number">
              {index + 1}
            </Text>
          )}
          {listed && <IconGripVertical size={16} style={{ cursor: 'grab' }} aria-hidden />}
          <Checkbox
            aria-label={`Mandatory ${name}`}
            data-testid="form-row-mandatory"
            checked={row.isRequired}
            disabled={!listed || row.dF_Id == null}
            onChange={(e) => onRequired(e.currentTarget.checked)}
            onClick={(e) => e.stopPropagation()}
          />
        </Group>
      </Table.Td>
      <Table.Td>
        <Stack gap={0}>
          <Text
            size="sm"
            fw={600}
            data-testid="form-row-key"
            c={row.key ? undefined : 'dimmed'}
            fs={row.key ? undefined : 'italic'}
          >
            {row.key || row.label}
          </Text>
          <Text size="sm" c="dimmed" data-testid="form-row-value" lineClamp={2}>
            {row.value}
          </Text>
          {listed && row.dF_Id != null && !suggested && onText && onFixed && (
            <RowTextTools row={row} name={name} onText={onText} onFixed={onFixed} />
          )}
        </Stack>
      </Table.Td>
      <Table.Td w="44%" miw={200} onClick={(e) => e.stopPropagation()}>
        <Group gap={4} wrap="nowrap">
          <div style={{ flex: 1 }} onFocus={onSelect}>
            <FieldSelect
              options={options}
              takenBy={takenBy}
              value={row.dF_Id}
              onChange={onField}
              onPick={onPick}
              onCreate={onCreate}
              ariaLabel={`Field for ${name}`}
              testId="form-row-field"
            />
            {suggested && (
              <Group gap={4} mt={4} wrap="nowrap" data-testid="form-row-suggestion">
                <Tooltip label="Proposed from the label and the value's shape: confirm it or clear it">
                  <Badge size="sm" color="grape" variant="outline" style={{ textTransform: 'none' }}>
                    Suggested{row.suggestionConfidence != null ? ` · ${row.suggestionConfidence}%` : ''}
                  </Badge>
                </Tooltip>
                <ActionIcon
                  size="sm"
                  variant="light"
                  color="teal"
                  aria-label={`Confirm the suggested field for ${name}`}
                  data-testid="form-row-confirm"
                  onClick={onConfirm}
                >
                  <IconCheck size={14} />
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="light"
                  color="gray"
                  aria-label={`Clear the suggested field for ${name}`}
                  data-testid="form-row-clear"
                  onClick={onClear}
                >
                  <IconX size={14} />
                </ActionIcon>
              </Group>
            )}
          </div>
          {listed && (
            <>
              <ActionIcon
                variant="subtle"
                aria-label={`Move ${name} up`}
                data-testid="form-row-up"
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
              >
                <IconArrowUp size={14} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`Move ${name} down`}
                data-testid="form-row-down"
                disabled={index >= count - 1}
                onClick={() => onMove(index, index + 1)}
              >
                <IconArrowDown size={14} />
              </ActionIcon>
              <Tooltip label="Remove the field from this row">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Unmap ${name}`}
                  data-testid="form-row-delete"
                  onClick={() => onField(null)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
