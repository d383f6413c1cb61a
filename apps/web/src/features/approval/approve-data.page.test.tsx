import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CALLS, type ApprovalData, type ApproveDataRequest } from '@paperbridge/contracts';
import { mockFetch, renderRoutes } from '../../test/render';
import { bodiesSentTo } from '../../test-support/calls-made';
import { ApproveDataPage } from './approve-data.page';

const DT = '6f1c1f0e-8b7b-4c55-9d2a-3f0a3c4b5d6e';
const field = (id: number, label: string, value: string, over: Partial<ApprovalData['form'][number]> = {}) => ({
  id,
  dF_Id: id,
  label,
  value,
  isDelete: false,
  confidence: 95,
  page: 1,
  polygon: null,
  isRequired: false,
  missing: false,
  ...over,
});
const data: ApprovalData = {
  docRef: 'INV-1',
  form: [
    field(1, 'Invoice Number', 'INV-1', { isRequired: true }),
    field(2, 'Total Amount', '10,00', { confidence: 31 }),
    field(3, 'Due Date', '', { missing: true, confidence: null }),
    field(4, 'Supplier', 'GARDENIA BAKERIES SDN BHD', { source: 'corrected', readAs: 'GARDENIA 8AKERIES 5DN BHD' }),
  ],
  extactedFromTable: [],
  tables: [
    {
      tableNumber: 1,
      confidence: 90,
      page: 1,
      columns: [
        { columnHeader: 'Description', dF_Id: 9, isDelete: false, cells: [{ value: 'Cable', isDelete: false }] },
      ],
    },
  ],
};

function open() {
  const fetchMock = mockFetch({
    [CALLS.documents.getDataForApproval.path]: data,
    [CALLS.documents.approveData.path]: { dtId: DT, approvalStatus: 3 },
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

describe('approval screen (spec 000 §2 "Approval screen", §4 "Approval flow")', () => {
  it('shows the banner, the original document button, and marks low-confidence and missing values', async () => {
    open();
    expect(await screen.findByTestId('review-banner')).toHaveTextContent(
      'Please review and update (if required) the below data. Once you are satisfied with the review, click the "Finalise" button.',
    );
    expect(screen.getByTestId('show-original')).toHaveTextContent('Click here to display original document');
    expect(screen.getByTestId('mark-low-2')).toHaveTextContent('Low confidence 31%');
    expect(screen.getByTestId('mark-missing-3')).toHaveTextContent('Not found');
    expect(screen.queryByTestId('mark-corrected-1')).toBeNull();
  });

  it('marks a value the engine corrected towards the sample, and its tooltip says what the page read', async () => {
    open();
    const mark = await screen.findByTestId('mark-corrected-4');
    expect(mark).toHaveTextContent('Corrected');
    fireEvent.mouseEnter(mark);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Corrected from the page\'s text (read as "GARDENIA 8AKERIES 5DN BHD")',
    );
  });

  it('Finalise with no change opens the approve confirmation', async () => {
    open();
    fireEvent.click(await screen.findByTestId('review-finalise'));
    const dialog = await screen.findByRole('dialog', { name: 'Approval for INV-1' });
    expect(
      within(dialog).getByText(
        'By clicking the "Approve" button, you confirm that the data has been reviewed and is ready to be processed further.',
      ),
    ).toBeInTheDocument();
  });

  it('Finalise after a change shows it read-only with Cancel and Approve; Cancel goes back to editing', async () => {
    open();
    fireEvent.change(await screen.findByTestId('field-input-form-2'), { target: { value: '12,00' } });
    fireEvent.click(screen.getByTestId('review-finalise'));
    expect(await screen.findByTestId('review-changes')).toHaveTextContent('Total Amount');
    expect(screen.getByTestId('review-banner')).toHaveTextContent('By clicking the "Approve" button');
    expect(screen.queryByTestId('review-finalise')).toBeNull();
    fireEvent.click(screen.getByTestId('review-cancel'));
    expect(await screen.findByTestId('review-finalise')).toBeInTheDocument();
    expect(screen.getByTestId('field-input-form-2')).toHaveValue('12,00');
  });

  it('a required value left empty keeps Finalise disabled until it is filled or deleted', async () => {
    open();
    fireEvent.change(await screen.findByTestId('field-input-form-1'), { target: { value: '' } });
    expect(screen.getByTestId('review-finalise')).toBeDisabled();
    fireEvent.click(screen.getByTestId('field-delete-form-1'));
    expect(screen.getByTestId('review-finalise')).toBeEnabled();
  });

  it("Approve posts the form payload, says 'Data Successfully Integrated !!' and goes to the dashboard", async () => {
    const { fetchMock, router } = open();
    fireEvent.click(await screen.findByTestId('field-delete-form-3'));
    fireEvent.click(screen.getByTestId('review-finalise'));
    fireEvent.click(await screen.findByTestId('review-approve'));
    fireEvent.click(await screen.findByTestId('approve-confirm-approve'));
    expect(await screen.findByText('Data Successfully Integrated !!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    const body = bodiesSentTo<ApproveDataRequest>(fetchMock, CALLS.documents.approveData)[0]!;
    expect(body.docId).toBe(DT);
    expect(body.form[2]).toEqual({ id: 3, label: 'Due Date', value: '', isDelete: true });
    expect(body.tables).toEqual([
      { tableNumber: 1, columnIndex: 0, columnHeader: 'Description', rowIndex: 0, value: 'Cable', isDelete: false },
    ]);
  });
});
