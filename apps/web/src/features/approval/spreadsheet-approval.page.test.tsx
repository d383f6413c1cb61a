import { fireEvent, screen, waitFor } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { CALLS, type SpreadsheetApprovalData } from '@paperbridge/contracts';
import { mockFetch, renderRoutes } from '../../test/render';
import { callsTo } from '../../test-support/calls-made';
import { ApproveDataPage } from './approve-data.page';

const DT = '6f1c1f0e-8b7b-4c55-9d2a-3f0a3c4b5d6e';
const cell = (value: string) => ({ value, isDelete: false });
const data: SpreadsheetApprovalData = {
  docRef: 'R-1',
  type: 'spreadsheet',
  spreadsheet: {
    sheets: [
      {
        name: 'Orders',
        highestCount: 2,
        columns: [
          {
            header: 'Reference Number',
            isDelete: false,
            shared: true,
            marks: { id: 7, confidence: 91, isRequired: true, missing: false, source: 'corrected', readAs: 'R-l' },
          },
          { header: 'Description', isDelete: false, shared: false },
        ],
        rows: [
          { isDelete: false, cells: [cell('R-1'), cell('Cable')] },
          { isDelete: false, cells: [cell('R-1'), cell('Plug')] },
        ],
      },
    ],
  },
};

function open(approve: unknown = { dtId: DT, approvalStatus: 3 }) {
  const fetchMock = mockFetch({
    [CALLS.documents.getDataForApproval.path]: data,
    ...(approve ? { [CALLS.documents.approveData.path]: approve } : {}),
  });
  const utils = renderRoutes(
    [
      { path: '/admin/approvedata/:dtId', element: <ApproveDataPage /> },
      { path: '/admin/dashboard', element: <div data-testid="dashboard" /> },
    ],
    `/admin/approvedata/${DT}`,
  );
  return { fetchMock, ...utils };
}

const SUCCESS = 'Approval confirmed; updated data will be dispatched shortly to the designated destination.';

// the first render loads the grid's chunk (AG Grid) and Approve loads exceljs: slower than a plain screen
describe('approval screen, spreadsheet type (spec 000 §2 "A spreadsheet editor", §4, §8)', { timeout: 30_000 }, () => {
  it('opens the grid editor for a spreadsheet answer: the sheet, its columns and cells, the banner', async () => {
    open();
    expect(await screen.findByTestId('sheet-name-0', {}, { timeout: 5000 })).toHaveTextContent('Orders');
    expect(screen.getByTestId('review-banner')).toHaveTextContent('Please review and update (if required)');
    expect(await screen.findByTestId('sheet-column-0-1')).toHaveTextContent('Description');
    expect(await screen.findByTestId('sheet-cell-0-1-1')).toHaveTextContent('Plug');
  });

  it("a header field's column shows the marks the form view shows beside its value (here: corrected towards the sample)", async () => {
    open();
    const header = await screen.findByTestId('sheet-column-0-0', {}, { timeout: 5000 });
    expect(header).toHaveTextContent('Corrected');
    expect(screen.getByTestId('mark-corrected-7')).toBeInTheDocument();
    expect(screen.queryByTestId('mark-missing-7')).toBeNull();
  });

  it('a deleted row is listed in the read-only review; Approve posts Worksheet.xlsx, shows the message and goes to the dashboard', async () => {
    const { fetchMock, router } = open();
    fireEvent.click(await screen.findByTestId('sheet-row-delete-0-1', {}, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByTestId('sheet-row-0-1')).toHaveAttribute('data-deleted', 'true'));
    fireEvent.click(screen.getByTestId('review-finalise'));
    expect(await screen.findByTestId('review-changes')).toHaveTextContent('Orders, row 2');
    fireEvent.click(screen.getByTestId('review-approve'));
    fireEvent.click(await screen.findByTestId('approve-confirm-approve'));
    expect(await screen.findByText(SUCCESS, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));

    const [call] = callsTo(fetchMock, CALLS.documents.approveData);
    expect(call![0]).toBe(`${CALLS.documents.approveData.path}?docId=${DT}`);
    const file = (call![1]!.body as FormData).get('file') as File;
    expect(file.name).toBe('Worksheet.xlsx');
    const wb = new ExcelJS.Workbook();
    // jsdom's File has no arrayBuffer(); its FileReader reads it
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(file);
    });
    await wb.xlsx.load(bytes);
    expect(wb.getWorksheet('Orders')!.rowCount).toBe(2);
  });

  it('a failed approval still shows the message and the dashboard (spec 000 §4), with the reason as a warning', async () => {
    const { router } = open(null);
    fireEvent.click(await screen.findByTestId('review-finalise', {}, { timeout: 5000 }));
    fireEvent.click(await screen.findByTestId('approve-confirm-approve'));
    expect(await screen.findByText(SUCCESS, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'The approval could not be saved (Not found); the document is still waiting for approval.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });
});
