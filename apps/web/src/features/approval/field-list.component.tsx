import { ActionIcon, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import type { ApprovalField } from '@paperbridge/contracts';
import type { FieldGroup } from './review-markers';
import { DeliveredAs } from './delivered-as.component';
import { readingOf, type DeliveredValues } from './delivered-as';
import { REVIEW_INPUT } from './review-keys';
import { isLowConfidence, ValueMarks } from './value-marks.component';
import { FIELD_KEY_ATTR } from './word-fill';

interface Props {
  group: FieldGroup;
  fields: ApprovalField[];
  readOnly?: boolean;
  onValue: (group: FieldGroup, id: number, value: string) => void;
  onToggleDelete: (group: FieldGroup, id: number) => void;
  onFocusField?: (key: string | null) => void;
  /** what each value as loaded will be delivered as (issue 30); absent for data without it */
  delivered?: DeliveredValues;
}

export const fieldKey = (group: FieldGroup, id: number) => `${group}-${id}`;

/**
 * The header values (form data or values taken from a table row): each editable, deletable and
 * restorable (spec 000 §4 step 1); a deleted one is disabled, and hidden in the read-only review (§5).
 * Under each, what it will be delivered as while it is as loaded (issue 30).
 */
export function FieldList({ group, fields, readOnly, onValue, onToggleDelete, onFocusField, delivered }: Props) {
  const shown = readOnly ? fields.filter((f) => !f.isDelete) : fields;
  if (!shown.length) return null;
  return (
    <Stack gap="xs" data-testid={`fields-${group}`}>
      {shown.map((f) => {
        const key = fieldKey(group, f.id);
        return (
          <Stack key={f.id} gap={2}>
            <Group
              gap="xs"
              align="flex-end"
              wrap="nowrap"
              data-testid={`field-${key}`}
              data-deleted={f.isDelete || undefined}
            >
              <TextInput
                style={{ flex: 1 }}
                label={
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={500} td={f.isDelete ? 'line-through' : undefined}>
                      {f.label}
                      {f.isRequired && (
                        <Text span c="red">
                          {' *'}
                        </Text>
                      )}
                    </Text>
                    <ValueMarks field={f} />
                  </Group>
                }
                value={f.value}
                disabled={f.isDelete}
                readOnly={readOnly}
                error={!readOnly && !f.isDelete && f.isRequired && !f.value.trim() ? 'Required' : undefined}
                styles={
                  isLowConfidence(f) && !readOnly
                    ? { input: { borderColor: 'var(--mantine-color-orange-5)' } }
                    : undefined
                }
                onChange={(e) => onValue(group, f.id, e.currentTarget.value)}
                onFocus={() => onFocusField?.(key)}
                {...{ [REVIEW_INPUT]: '', [FIELD_KEY_ATTR]: key }}
                data-testid={`field-input-${key}`}
                aria-label={f.label}
              />
              {!readOnly && (
                <Tooltip label={f.isDelete ? 'Restore' : 'Delete'}>
                  <ActionIcon
                    variant="subtle"
                    color={f.isDelete ? 'blue' : 'red'}
                    size="lg"
                    mb={f.isRequired && !f.value.trim() && !f.isDelete ? 22 : 0}
                    onClick={() => onToggleDelete(group, f.id)}
                    aria-label={`${f.isDelete ? 'Restore' : 'Delete'} ${f.label}`}
                    data-testid={`field-delete-${key}`}
                  >
                    {f.isDelete ? <IconArrowBackUp size={18} /> : <IconTrash size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
            <DeliveredAs reading={readingOf(delivered, f)} value={f.value} testId={key} />
          </Stack>
        );
      })}
    </Stack>
  );
}
