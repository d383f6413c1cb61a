import { Table } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { FormFieldRow } from '@paperbridge/contracts';
import { describe, expect, it } from 'vitest';
import { createQueryClient, Providers } from '../../../app/providers';
import { testConfig } from '../../../test/render';
import type { FieldOption } from '../api/mappings.api';
import { CustomRow } from './custom-row.component';

const row: FormFieldRow = {
  key: 'Delivery Note',
  label: 'Delivery Note',
  value: 'Leave at the door',
  polygon: null,
  dF_Id: 100001,
  confidence: 90,
  includeAsColumn: false,
  tableNumber: 0,
  columnNumber: 0,
  isUniqueKey: false,
  unique_id: 'udf-1',
  isCustomField: true,
  isNewInStack: true,
  sortPosition: 0,
  orderIndex: 0,
  isRequired: false,
};
const options: FieldOption[] = [
  { id: 100001, value: 'Delivery Note', kind: 'header', isCustomField: true } as FieldOption,
];
const noop = () => {};
// rerender keeps the providers only when they come as the wrapper
const renderWithProviders = (ui: ReactNode) => {
  const queryClient = createQueryClient();
  return render(ui, {
    wrapper: ({ children }) => (
      <Providers config={testConfig} queryClient={queryClient}>
        {children}
      </Providers>
    ),
  });
};
const table = (ui: ReactNode) => (
  <Table>
    <Table.Tbody>{ui}</Table.Tbody>
  </Table>
);

describe('CustomRow', () => {
  it('shows the field name once the field list arrives after the row (an edit opening before GetDocFields answers)', () => {
    const view = renderWithProviders(
      table(<CustomRow row={row} index={0} options={[]} onChange={noop} onRemove={noop} onCreate={async () => null} />),
    );
    expect(screen.getByTestId('form-custom-name')).toHaveValue('Field 100001');
    view.rerender(
      table(
        <CustomRow row={row} index={0} options={options} onChange={noop} onRemove={noop} onCreate={async () => null} />,
      ),
    );
    expect(screen.getByTestId('form-custom-name')).toHaveValue('Delivery Note');
  });
  it('follows a rename of the field', () => {
    const view = renderWithProviders(
      table(
        <CustomRow row={row} index={0} options={options} onChange={noop} onRemove={noop} onCreate={async () => null} />,
      ),
    );
    view.rerender(
      table(
        <CustomRow
          row={row}
          index={0}
          options={[{ ...options[0]!, value: 'Delivery Notes' }]}
          onChange={noop}
          onRemove={noop}
          onCreate={async () => null}
        />,
      ),
    );
    expect(screen.getByTestId('form-custom-name')).toHaveValue('Delivery Notes');
  });
});
