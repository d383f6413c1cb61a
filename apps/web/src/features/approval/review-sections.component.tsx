import { Stack, Title } from '@mantine/core';
import type { DeliveredValues } from './delivered-as';
import { FieldList } from './field-list.component';
import {
  type ReviewData,
  setCellValue,
  setFieldValue,
  toggleCellDelete,
  toggleColumnDelete,
  toggleFieldDelete,
  toggleRowDelete,
} from './review-markers';
import { TableEditor } from './table-editor.component';

interface Props {
  data: ReviewData;
  onChange: (next: ReviewData) => void;
  readOnly?: boolean;
  onFocusField?: (key: string | null) => void;
  /** what each header value as loaded will be delivered as (issue 30) */
  delivered?: DeliveredValues;
}

/** The form-data group: header fields, then values taken from table rows. */
export function FormSection({ data, onChange, readOnly, onFocusField, delivered }: Props) {
  const props = {
    readOnly,
    onFocusField,
    delivered,
    onValue: (g: 'form' | 'extactedFromTable', id: number, v: string) => onChange(setFieldValue(data, g, id, v)),
    onToggleDelete: (g: 'form' | 'extactedFromTable', id: number) => onChange(toggleFieldDelete(data, g, id)),
  };
  return (
    <Stack gap="md" data-testid="review-form">
      <FieldList group="form" fields={data.form} {...props} />
      <FieldList group="extactedFromTable" fields={data.extactedFromTable} {...props} />
    </Stack>
  );
}

/** One captured table, editable (or read-only in the review). */
export function TableSection({ data, onChange, readOnly, tableNumber }: Props & { tableNumber: number }) {
  const table = data.tables.find((t) => t.tableNumber === tableNumber);
  if (!table) return null;
  return (
    <Stack gap="xs">
      <Title order={5}>{`Table ${tableNumber}`}</Title>
      <TableEditor
        table={table}
        readOnly={readOnly}
        onCell={(t, c, r, v) => onChange(setCellValue(data, t, c, r, v))}
        onToggleCell={(t, c, r) => onChange(toggleCellDelete(data, t, c, r))}
        onToggleRow={(t, r) => onChange(toggleRowDelete(data, t, r))}
        onToggleColumn={(t, c) => onChange(toggleColumnDelete(data, t, c))}
      />
    </Stack>
  );
}
