import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { DOC_TYPE, MAP_MSG, type FormFieldRow } from '@paperbridge/contracts';
import { useState } from 'react';
import { toastWarning } from '../../../components/toast';
import { optionsFor, optionsOfKind } from '../logic/field-options';
import type { MappingDraft } from '../logic/mapping-draft.types';
import { takenFieldIds } from '../logic/mapping-draft';
import { assignField, listedRows, moveRow, setRequired, unassignField, unmappedRows } from '../logic/sort-position';
import { CustomFieldsModal } from './custom-fields.modal';
import { CustomRow } from './custom-row.component';
import { FormRow } from './form-row.component';
import type { FieldOptionsApi } from './use-field-options.hook';

interface Props {
  draft: MappingDraft;
  onDraft: (update: (d: MappingDraft) => MappingDraft) => void;
  docTypeId: number;
  fields: FieldOptionsApi;
  selectedId: string | null;
  onSelect: (uniqueId: string) => void;
}

const newCustomRow = (n: number): FormFieldRow => ({
  key: '', label: '', value: '', polygon: null, dF_Id: null, confidence: 90, includeAsColumn: false, tableNumber: 0, columnNumber: 0,
  isUniqueKey: false, unique_id: `udf-${Date.now()}-${n}`, isCustomField: true, isNewInStack: true, sortPosition: 0, orderIndex: 0, isRequired: false,
});

/** The Form tab (spec 001 §2 Field mapping 1). */
export function FormTab({ draft, onDraft, docTypeId, fields, selectedId, onSelect }: Props) {
  const [manageOpen, setManageOpen] = useState(false);
  const customised = docTypeId === DOC_TYPE.customised;
  const taken = takenFieldIds(draft);
  const headerOptions = optionsOfKind(fields.options, 'header');
  const listed = listedRows(draft.fields);
  const unmapped = unmappedRows(draft.fields);
  const create = customised ? fields.create : undefined;
  const setFields = (f: (rows: FormFieldRow[]) => FormFieldRow[]) => onDraft((d) => ({ ...d, fields: f(d.fields) }));

  const rowProps = (row: FormFieldRow, index: number, isListed: boolean) => ({
    row,
    index,
    listed: isListed,
    count: listed.length,
    options: optionsFor(headerOptions, taken, row.dF_Id),
    selected: selectedId === row.unique_id,
    onSelect: () => onSelect(row.unique_id),
    onField: (id: number | null) => setFields((rows) => (id == null ? unassignField(rows, row.unique_id) : assignField(rows, row.unique_id, id))),
    onRequired: (v: boolean) => setFields((rows) => setRequired(rows, row.unique_id, v)),
    onMove: (from: number, to: number) => setFields((rows) => moveRow(rows, from, to)),
    onCreate: create,
  });

  const addCustomRow = () => {
    const last = draft.udfFields[draft.udfFields.length - 1];
    if (last && last.dF_Id == null) return toastWarning(MAP_MSG.noInput);
    onDraft((d) => ({ ...d, udfFields: [...d.udfFields, newCustomRow(d.udfFields.length + 1)] }));
  };

  return (
    <Stack gap="sm" data-testid="form-tab">
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Mandatory</Table.Th>
              <Table.Th>Data from the Document</Table.Th>
              <Table.Th>Select Field</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {listed.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Text c="dimmed" ta="center">
                    No header fields are listed.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {listed.map((row, i) => (
              <FormRow key={row.unique_id} {...rowProps(row, i, true)} />
            ))}
            {draft.udfFields.map((row, i) => (
              <CustomRow
                key={row.unique_id}
                row={row}
                index={i}
                options={fields.options}
                onCreate={fields.create}
                onChange={(next) => onDraft((d) => ({ ...d, udfFields: d.udfFields.map((r) => (r.unique_id === row.unique_id ? next : r)) }))}
                onRemove={() => onDraft((d) => ({ ...d, udfFields: d.udfFields.filter((r) => r.unique_id !== row.unique_id) }))}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {customised && (
        <Group gap="xs">
          <Text size="sm">
            Can not find the field you need? Click{' '}
            <Anchor component="button" type="button" onClick={addCustomRow} data-testid="form-add-custom-field">
              here
            </Anchor>{' '}
            to add a new custom field.
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => setManageOpen(true)} data-testid="form-manage-custom-fields">
            Manage custom fields
          </Button>
        </Group>
      )}
      {unmapped.length > 0 && (
        <Stack gap={4} data-testid="form-unmapped">
          <Text fw={600} size="sm">
            Unmapped rows
          </Text>
          <Table verticalSpacing="xs">
            <Table.Tbody>
              {unmapped.map((row, i) => (
                <FormRow key={row.unique_id} {...rowProps(row, i, false)} />
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      <CustomFieldsModal opened={manageOpen} onClose={() => setManageOpen(false)} api={fields} taken={taken} />
    </Stack>
  );
}
