import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CALLS, type ApprovalData, type DocumentFacts, type ReviewReason } from '@paperbridge/contracts';
import { mockFetch, renderRoutes } from '../../test/render';
import { adminUserDetail } from '../../test/admin-user-detail.fixture';
import { ApproveDataPage } from './approve-data.page';

const DT = '6f1c1f0e-8b7b-4c55-9d2a-3f0a3c4b5d6e';
const field = (id: number, label: string, value: string) => ({
  id,
  dF_Id: id,
  label,
  value,
  isDelete: false,
  confidence: 98,
  page: 1,
  polygon: null,
  isRequired: false,
  missing: false,
});
const FACTS: DocumentFacts = {
  documentKind: 'credit_note',
  documentKindEvidence: 'The title reads "Rechnungskorrektur" and the total is printed "-8,79".',
  appearsFrom: 'ELEKTRON Industrieservice GmbH',
  currency: 'EUR',
  values: {
    'Invoice Number': { kind: 'identifier', typed: '181301674' },
    'Total Amount': { kind: 'amount', typed: -529.87, currency: 'EUR' },
    'Invoice Date': { kind: 'date', typed: '2018-03-05' },
    'Due Date': { kind: 'date', typed: null, problem: '"31.02.2018" is not a date.' },
    'Supplier Name': { kind: 'text', typed: 'ELEKTRON Industrieservice GmbH' },
  },
};
const data = (over: Partial<ApprovalData> = {}): ApprovalData => ({
  docRef: '181301674',
  form: [
    field(1, 'Invoice Number', 'Nr. 181301674'),
    field(2, 'Total Amount', '529,87'),
    field(3, 'Invoice Date', '05.03.2018'),
    field(4, 'Due Date', '31.02.2018'),
    field(5, 'Supplier Name', 'ELEKTRON Industrieservice GmbH'),
  ],
  extactedFromTable: [],
  tables: [],
  facts: FACTS,
  ...over,
});
const STRANGER: ReviewReason = {
  code: 'other_supplier',
  message:
    "Lieferant GmbH (the supplier of the mapping's sample) is not named on this document. It appears to be from ELEKTRON Industrieservice GmbH.",
};

function open(answer: ApprovalData, country = 'DE') {
  mockFetch({
    [CALLS.documents.getDataForApproval.path]: answer,
    [CALLS.admin.getAdminUserDetail.path]: adminUserDetail(country),
  });
  return renderRoutes([{ path: '/admin/approvedata/:dtId', element: <ApproveDataPage /> }], `/admin/approvedata/${DT}`);
}

describe('the review screen shows what each value will be delivered as, the document kind and who it is from (issue 30)', () => {
  it('a credit note is marked, with why in its tooltip', async () => {
    open(data());
    const badge = await screen.findByTestId('document-kind');
    expect(badge).toHaveTextContent('Credit note');
    fireEvent.mouseEnter(badge);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Rechnungskorrektur');
  });

  it('"Appears to be from" names the supplier the page names, emphasised when it is not the mapping\'s supplier', async () => {
    const { unmount } = open(data());
    expect(await screen.findByTestId('appears-from')).toHaveTextContent(
      'Appears to be from: ELEKTRON Industrieservice GmbH',
    );
    expect(screen.getByTestId('appears-from')).not.toHaveAttribute('data-emphasised');
    unmount();
    open(data({ reviewReasons: [STRANGER] }));
    expect(await screen.findByTestId('appears-from')).toHaveAttribute('data-emphasised', 'true');
  });

  it("an invoice without a known supplier shows neither; data stored before issue 30 shows no 'Delivered as' lines", async () => {
    open(data({ facts: undefined }));
    await screen.findByTestId('field-input-form-2');
    expect(screen.queryByTestId('document-facts')).toBeNull();
    expect(screen.queryByTestId('delivered-as-form-2')).toBeNull();
  });

  it("each value says what it is delivered as, the German company's way; a problem is shown in red", async () => {
    open(data());
    // the company's locale comes with GetAdminUserDetail
    expect(await screen.findByText('Delivered as \u2212529,87 EUR')).toHaveAttribute(
      'data-testid',
      'delivered-as-form-2',
    );
    expect(screen.getByTestId('delivered-as-form-3')).toHaveTextContent('Delivered as 05.03.2018 (5 March 2018)');
    expect(screen.getByTestId('delivered-as-form-1')).toHaveTextContent('Delivered as 181301674');
    expect(screen.getByTestId('delivered-problem-form-4')).toHaveTextContent('"31.02.2018" is not a date.');
    expect(screen.queryByTestId('delivered-as-form-4')).toBeNull();
    expect(screen.queryByTestId('delivered-as-form-5')).toBeNull();
  });

  it('a value the reviewer changes loses its line (it is typed again when approved); putting it back brings it back', async () => {
    open(data());
    const input = await screen.findByTestId('field-input-form-2');
    await screen.findByText('Delivered as \u2212529,87 EUR');
    fireEvent.change(input, { target: { value: '592,87' } });
    expect(screen.queryByTestId('delivered-as-form-2')).toBeNull();
    fireEvent.change(input, { target: { value: '529,87' } });
    expect(within(screen.getByTestId('review-form')).getByTestId('delivered-as-form-2')).toBeInTheDocument();
  });
});
