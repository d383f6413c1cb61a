import { Table } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormFieldRow } from '@paperbridge/contracts';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient, Providers } from '../../../app/providers';
import { testConfig } from '../../../test/render';
import { correctRowText, setFixedValue } from '../logic/row-text';
import { FormRow } from './form-row.component';

const row: FormFieldRow = {
  key: '',
  label: 'Drawn on the document',
  value: 'SANYO STATIONERY SHOP',
  polygon: null,
  page: 1,
  dF_Id: 201,
  confidence: 100,
  includeAsColumn: false,
  tableNumber: 0,
  columnNumber: 0,
  isUniqueKey: false,
  unique_id: 'drawn-1',
  isCustomField: false,
  isNewInStack: true,
  sortPosition: 1,
  orderIndex: 1,
  isRequired: false,
};
const renderWithProviders = (ui: ReactNode) =>
  render(ui, {
    wrapper: ({ children }) => (
      <Providers config={testConfig} queryClient={createQueryClient()}>
        {children}
      </Providers>
    ),
  });
const noop = () => {};

/** A mapped Form-tab row whose text and fixed value change as the Form tab changes them. */
function Harness({ start, suggested }: { start: FormFieldRow; suggested?: boolean }) {
  const [r, setR] = useState(start);
  return (
    <Table>
      <Table.Tbody>
        <FormRow
          row={r}
          options={[{ id: 201, value: 'Merchant Name' }]}
          selected={false}
          listed
          index={0}
          count={1}
          suggested={suggested}
          onSelect={noop}
          onField={noop}
          onRequired={noop}
          onMove={noop}
          onText={(text) => setR((x) => correctRowText(x, text))}
          onFixed={(v) => setR((x) => setFixedValue(x, v))}
        />
      </Table.Tbody>
    </Table>
  );
}

describe("a mapped row's text and fixed value on the Form tab (issue 22 points 3-4)", () => {
  it("corrects the sample's misread text, says what the sample reads, and can go back to it", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness start={row} />);
    await user.click(screen.getByTestId('form-row-edit-text'));
    const input = screen.getByTestId('form-row-text-input');
    expect(
      screen.getByText(/The sample reads “SANYO STATIONERY SHOP”: correct it if the print says otherwise/),
    ).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'SANYU STATIONERY SHOP{Enter}');
    expect(screen.getByTestId('form-row-value').textContent).toBe('SANYU STATIONERY SHOP');
    expect(screen.getByTestId('form-row-read-as').textContent).toMatch(
      /^Corrected: the sample reads “SANYO STATIONERY SHOP”/,
    );
    await user.click(screen.getByTestId('form-row-text-undo'));
    expect(screen.getByTestId('form-row-value').textContent).toBe('SANYO STATIONERY SHOP');
    expect(screen.queryByTestId('form-row-read-as')).toBeNull();
  });

  it('gives the field a fixed value, shown on the row; Cancel leaves the row as it was', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness start={row} />);
    await user.click(screen.getByTestId('form-row-edit-fixed'));
    await user.type(screen.getByTestId('form-row-fixed-input'), 'MYR');
    await user.click(screen.getByTestId('form-row-text-cancel'));
    expect(screen.queryByTestId('form-row-fixed')).toBeNull();
    await user.click(screen.getByTestId('form-row-edit-fixed'));
    await user.type(screen.getByTestId('form-row-fixed-input'), 'MYR');
    await user.click(screen.getByTestId('form-row-text-save'));
    expect(screen.getByTestId('form-row-fixed').textContent).toBe('Always delivers “MYR”');
  });

  it('an open suggestion and a row without a field have no such tools: only a field the user chose does', () => {
    const suggestion = renderWithProviders(<Harness start={row} suggested />);
    expect(screen.queryByTestId('form-row-text-tools')).toBeNull();
    suggestion.unmount();
    renderWithProviders(<Harness start={{ ...row, dF_Id: null }} />);
    expect(screen.queryByTestId('form-row-text-tools')).toBeNull();
  });
});
