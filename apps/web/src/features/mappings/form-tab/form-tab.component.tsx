import { Alert, Anchor, Button, Collapse, Group, Stack, Table, Text } from '@mantine/core';
import { DOC_TYPE, MAP_MSG, type FormFieldRow } from '@paperbridge/contracts';
import { useState } from 'react';
import { toastSuccess, toastWarning } from '../../../components/toast';
import { fieldHolders, moveNotice, samePlace, takenLabels } from '../logic/field-holders';
import { fieldName, optionsOfKind } from '../logic/field-options';
import type { MappingDraft } from '../logic/mapping-draft.types';
import { takenFieldIds } from '../logic/mapping-draft';
import { listedRows, moveRow, setRequired, unmappedRows } from '../logic/sort-position';
import { correctRowText, setFixedValue, updateRow } from '../logic/row-text';
import {
  chooseField,
  clearSuggestion,
  confirmAllSuggestions,
  confirmSuggestion,
  isSuggestion,
  openSuggestionCount,
} from '../logic/suggestions';
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
  key: '',
  label: '',
  value: '',
  polygon: null,
  dF_Id: null,
  confidence: 90,
  includeAsColumn: false,
  tableNumber: 0,
  columnNumber: 0,
  isUniqueKey: false,
  unique_id: `udf-${Date.now()}-${n}`,
  isCustomField: true,
  isNewInStack: true,
  sortPosition: 0,
  orderIndex: 0,
  isRequired: false,
});

/** The Form tab: the sample's header values, each with a mandatory checkbox and the field it maps to (spec 001 §2). */
export function FormTab({ draft, onDraft, docTypeId, fields, selectedId, onSelect }: Props) {
  const [manageOpen, setManageOpen] = useState(false);
  const [otherOpen, setOtherOpen] = useState(false);
  const customised = docTypeId === DOC_TYPE.customised;
  const taken = takenFieldIds(draft);
  const headerOptions = optionsOfKind(fields.options, 'header');
  const listed = listedRows(draft.fields);
  // rows the user unmapped stay in view; rows unlikely to be a label and value fold under "Other text found" (issue 14 §3)
  const unmapped = unmappedRows(draft.fields).filter((r) => r.likely !== false);
  const otherText = unmappedRows(draft.fields).filter((r) => r.likely === false);
  const openSuggestions = openSuggestionCount(draft);
  const create = customised ? fields.create : undefined;
  const setFields = (f: (rows: FormFieldRow[]) => FormFieldRow[]) => onDraft((d) => ({ ...d, fields: f(d.fields) }));

  const holders = fieldHolders(draft);
  // a field another place holds is moved here: say from where, since that place loses it (issue 26)
  const chooseFor = (row: FormFieldRow, id: number | null) => {
    const from = id == null ? undefined : holders.get(id);
    if (from && !samePlace(from, { kind: 'row', uniqueId: row.unique_id }))
      toastSuccess(moveNotice(fieldName(fields.options, id), from.text));
    onDraft((d) => chooseField(d, row.unique_id, id));
  };

  const rowProps = (row: FormFieldRow, index: number, isListed: boolean) => ({
    row,
    index,
    listed: isListed,
    count: listed.length,
    options: headerOptions,
    takenBy: takenLabels(holders, { kind: 'row', uniqueId: row.unique_id }),
    selected: selectedId === row.unique_id,
    onSelect: () => onSelect(row.unique_id),
    onField: (id: number | null) => chooseFor(row, id),
    onPick: (id: number) => onDraft((d) => chooseField(d, row.unique_id, id)),
    suggested: isSuggestion(draft, row.unique_id),
    onConfirm: () => onDraft((d) => confirmSuggestion(d, row.unique_id)),
    onClear: () => onDraft((d) => clearSuggestion(d, row.unique_id)),
    onRequired: (v: boolean) => setFields((rows) => setRequired(rows, row.unique_id, v)),
    onMove: (from: number, to: number) => setFields((rows) => moveRow(rows, from, to)),
    onCreate: create,
    onText: (text: string) => setFields((rows) => updateRow(rows, row.unique_id, (r) => correctRowText(r, text))),
    onFixed: (value: string) => setFields((rows) => updateRow(rows, row.unique_id, (r) => setFixedValue(r, value))),
  });

  const addCustomRow = () => {
    const last = draft.udfFields[draft.udfFields.length - 1];
    if (last && last.dF_Id == null) return toastWarning(MAP_MSG.noInput);
    onDraft((d) => ({ ...d, udfFields: [...d.udfFields, newCustomRow(d.udfFields.length + 1)] }));
  };

  return (
    <Stack gap="sm" data-testid="form-tab">
      {openSuggestions > 0 && (
        <Alert color="grape" variant="light" p="xs" data-testid="form-suggestions">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {openSuggestions === 1 ? '1 field is' : `${openSuggestions} fields are`} suggested from the labels and
              values: confirm or clear each, or confirm them all. Suggestions left open are not saved.
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              color="grape"
              onClick={() => onDraft(confirmAllSuggestions)}
              data-testid="form-confirm-suggestions"
            >
              Confirm all suggestions
            </Button>
          </Group>
        </Alert>
      )}
      <Table.ScrollContainer minWidth={400}>
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
                onChange={(next) =>
                  onDraft((d) => ({
                    ...d,
                    udfFields: d.udfFields.map((r) => (r.unique_id === row.unique_id ? next : r)),
                  }))
                }
                onRemove={() =>
                  onDraft((d) => ({ ...d, udfFields: d.udfFields.filter((r) => r.unique_id !== row.unique_id) }))
                }
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
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => setManageOpen(true)}
            data-testid="form-manage-custom-fields"
          >
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
      {otherText.length > 0 && (
        <Stack gap={4} data-testid="form-other-text">
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            onClick={() => setOtherOpen((o) => !o)}
            data-testid="form-other-text-toggle"
            aria-expanded={otherOpen}
          >
            {otherOpen ? 'Hide' : 'Show'} other text found ({otherText.length})
          </Anchor>
          <Collapse expanded={otherOpen}>
            <Text size="xs" c="dimmed" mb={4}>
              Other text found: text that does not read like a label and its value (table headings, fragments, repeats).
              Pick a field for one if you need it.
            </Text>
            <Table verticalSpacing="xs">
              <Table.Tbody>
                {otherText.map((row, i) => (
                  <FormRow key={row.unique_id} {...rowProps(row, i, false)} />
                ))}
              </Table.Tbody>
            </Table>
          </Collapse>
        </Stack>
      )}
      <CustomFieldsModal opened={manageOpen} onClose={() => setManageOpen(false)} api={fields} taken={taken} />
    </Stack>
  );
}
