import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient, Providers } from '../../app/providers';
import { testConfig } from '../../test/render';
import { DataTable, type DataColumn } from './data-table.component';

const renderWithProviders = (ui: ReactNode) =>
  render(ui, {
    wrapper: ({ children }) => (
      <Providers config={testConfig} queryClient={createQueryClient()}>
        {children}
      </Providers>
    ),
  });
type Row = { id: string; name: string };
const columns: DataColumn<Row>[] = [{ key: 'name', header: 'Name', render: (r) => r.name, sortKey: 'name' }];
const rows: Row[] = ['delta', 'alpha', 'echo', 'charlie', 'bravo', 'foxtrot', 'golf'].map((name, i) => ({
  id: String(i),
  name,
}));
const names = () => screen.getAllByTestId('t-row').map((r) => r.textContent);

describe('DataTable (client-side paging over the shared table)', () => {
  it('shows 5 rows a page, sorts on the header both ways and pages on', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DataTable rows={rows} columns={columns} rowKey={(r) => r.id} testId="t" />);
    expect(names()).toEqual(['delta', 'alpha', 'echo', 'charlie', 'bravo']);
    expect(screen.getByTestId('t-total').textContent).toBe('7 total');
    await user.click(screen.getByTestId('t-sort-name'));
    expect(names()).toEqual(['alpha', 'bravo', 'charlie', 'delta', 'echo']);
    await user.click(screen.getByTestId('t-sort-name'));
    expect(names()).toEqual(['golf', 'foxtrot', 'echo', 'delta', 'charlie']);
    await user.click(within(screen.getByTestId('t-pagination')).getByText('2'));
    expect(names()).toEqual(['bravo', 'alpha']);
  });

  it("says 'No records available' when there are no rows", () => {
    renderWithProviders(<DataTable rows={[]} columns={columns} rowKey={(r) => r.id} testId="t" />);
    expect(screen.getByTestId('t-empty').textContent).toBe('No records available');
  });
});
