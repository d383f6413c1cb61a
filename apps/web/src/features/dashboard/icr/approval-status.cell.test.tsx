import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardDocRow } from '@paperbridge/contracts';
import { renderRoutes } from '../../../test/render';
import { ApprovalStatusCell } from './approval-status.cell';

const row = (over: Partial<DashboardDocRow>): DashboardDocRow => ({
  dtId: 'a1b2c3d4-0000-4000-8000-000000000002',
  dtUniqueReference: '471102',
  dtConfidence: 97,
  supplier: 'Lieferant GmbH',
  supplierEmail: 'rechnung@lieferant.example',
  createdDate: '2025-03-01T08:00:00.000Z',
  approvalStatus: 0,
  dtIsDeleted: false,
  dtIsPrecessed: true,
  milestone: { in: [], process: [], out: [], message: null },
  fileName: 'EN16931_SEPA_Prenotification.pdf',
  docTypeId: 1,
  docType: 'Commercial Invoice',
  status: 'awaiting_review',
  configName: 'LIEFERANT1',
  ...over,
});

function cell(r: DashboardDocRow, onSend: (row: DashboardDocRow) => void = () => undefined) {
  renderRoutes(
    [
      {
        path: '/',
        element: <ApprovalStatusCell row={r} onSend={onSend} onReprocess={() => undefined} reprocessing={false} />,
      },
    ],
    '/',
  );
}

describe('a waiting document says in its row why it is suspect (issue 30 points 3 and 4)', () => {
  it('a possible duplicate and a stranger are tagged under "Waiting for approval", the whole reason in the tooltip', async () => {
    cell(
      row({
        reviewNotes: [
          {
            code: 'possible_duplicate',
            text: 'Possible duplicate of 471102',
            message: 'Possible duplicate of 471102: an earlier document has the same supplier, number and total.',
            documentId: 'a1b2c3d4-0000-4000-8000-000000000001',
          },
          {
            code: 'other_supplier',
            text: 'Other supplier: ELEKTRON Industrieservice GmbH',
            message: "Lieferant GmbH (the supplier of the mapping's sample) is not named on this document.",
          },
        ],
      }),
    );
    expect(await screen.findByTestId('doc-approval')).toHaveTextContent('Waiting for approval');
    const tags = screen.getAllByTestId('doc-review-note');
    expect(tags.map((t) => t.textContent)).toEqual([
      'Possible duplicate of 471102',
      'Other supplier: ELEKTRON Industrieservice GmbH',
    ]);
    fireEvent.mouseEnter(tags[1]!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('is not named on this document');
  });

  it('a document waiting for another reason has no tag', async () => {
    cell(row({}));
    const link = await screen.findByTestId('doc-approval');
    expect(within(link.parentElement!).queryByTestId('doc-review-note')).toBeNull();
  });
});

describe('an approved document not sent yet (status 3): In Process while it is being sent, Send once nothing is (issue 26)', () => {
  it('while delivery runs the row says In Process, explains it, and offers no Send', async () => {
    const sent: DashboardDocRow[] = [];
    cell(row({ approvalStatus: 3, status: 'delivering', sending: true }), (r) => sent.push(r));
    const badge = await screen.findByTestId('doc-approval');
    expect(badge).toHaveTextContent('In Process');
    expect(badge).toHaveAttribute('data-kind', 'in-process');
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.click(badge);
    expect(sent).toEqual([]);
    fireEvent.mouseEnter(badge);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Processing Document');
  });

  it('once nothing is being sent the row offers Send', async () => {
    const sent: DashboardDocRow[] = [];
    cell(row({ approvalStatus: 3, status: 'delivering' }), (r) => sent.push(r));
    const button = await screen.findByRole('button', { name: 'Approved but not sent to destination' });
    fireEvent.click(button);
    expect(sent.map((r) => r.dtId)).toEqual(['a1b2c3d4-0000-4000-8000-000000000002']);
  });
});
