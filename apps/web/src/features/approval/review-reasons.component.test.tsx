import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CALLS, type ApprovalData, type ReviewReason, type SpreadsheetApprovalData } from '@paperbridge/contracts';
import { mockFetch, renderRoutes } from '../../test/render';
import { ApproveDataPage } from './approve-data.page';

const DT = '6f1c1f0e-8b7b-4c55-9d2a-3f0a3c4b5d6e';
const REASONS: ReviewReason[] = [
  { code: 'review_every', message: 'The mapping requires review of every document.' },
  {
    code: 'low_confidence',
    field: 'Merchant Name',
    message: 'Merchant Name was read with 62% confidence (below 90%).',
  },
  { code: 'value_missing', field: 'Receipt Date', message: 'Receipt Date was not found on the document.' },
  { code: 'check_failed', field: 'Total', message: 'Total: 68.44 is not Subtotal + Tax.' },
];
const field = {
  id: 1,
  dF_Id: 1,
  label: 'Merchant Name',
  value: 'SANYO STATIONERY SHOP',
  isDelete: false,
  confidence: 62,
  page: 1,
  polygon: null,
  isRequired: false,
  missing: false,
};
const form = (reviewReasons?: ReviewReason[]): ApprovalData => ({
  docRef: 'R-1',
  form: [field],
  extactedFromTable: [],
  tables: [],
  ...(reviewReasons ? { reviewReasons } : {}),
});
const sheet = (reviewReasons?: ReviewReason[]): SpreadsheetApprovalData => ({
  docRef: 'R-1',
  type: 'spreadsheet',
  spreadsheet: {
    sheets: [
      {
        name: 'Receipts',
        highestCount: 1,
        columns: [{ header: 'Merchant Name', isDelete: false, shared: true }],
        rows: [{ isDelete: false, cells: [{ value: 'SANYO STATIONERY SHOP', isDelete: false }] }],
      },
    ],
  },
  ...(reviewReasons ? { reviewReasons } : {}),
});

function open(answer: ApprovalData | SpreadsheetApprovalData) {
  mockFetch({ [CALLS.documents.getDataForApproval.path]: answer });
  return renderRoutes([{ path: '/admin/approvedata/:dtId', element: <ApproveDataPage /> }], `/admin/approvedata/${DT}`);
}

describe('"Why this document needs review" (issue 22, beyond the spec)', () => {
  it('the form view lists every reason the review stage recorded, under the banner', async () => {
    open(form(REASONS));
    const panel = await screen.findByTestId('review-reasons');
    expect(panel).toHaveTextContent('Why this document needs review');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(REASONS.map((r) => r.message));
    expect(within(panel).getByTestId('review-reason-low_confidence')).toHaveTextContent('62% confidence (below 90%)');
  });

  it('the spreadsheet view lists them too', async () => {
    open(sheet(REASONS.slice(0, 2)));
    const panel = await screen.findByTestId('review-reasons', {}, { timeout: 10_000 });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([REASONS[0]!.message, REASONS[1]!.message]);
  });

  it('a possible duplicate links to the earlier document, opening it in a new tab (issue 30)', async () => {
    const earlier = '0b9e7a52-3c1d-4f7e-9a55-2d6f1e8c4b10';
    open(
      form([
        {
          code: 'possible_duplicate',
          message: 'Possible duplicate of 471102: an earlier document has the same supplier, number and total.',
          documentId: earlier,
          reference: '471102',
        },
      ]),
    );
    const reason = await screen.findByTestId('review-reason-possible_duplicate');
    const link = within(reason).getByTestId('duplicate-link');
    expect(link).toHaveTextContent('Open 471102');
    expect(link).toHaveAttribute('href', `/admin/dashboard?dtId=${earlier}`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('a document without reasons (approved, or stored before them) shows no panel', async () => {
    open(form());
    expect(await screen.findByTestId('review-banner')).toBeInTheDocument();
    expect(screen.queryByTestId('review-reasons')).toBeNull();
  });
});
