import { Stack, Tabs, Text } from '@mantine/core';
import type { SpreadsheetApprovalData } from '@paperbridge/contracts';
import { useState } from 'react';
import { ReviewActions } from './review-actions.component';
import { ReviewHeader } from './review-header.component';
import { SpreadsheetGrid } from './spreadsheet-grid.component';
import { useSpreadsheetReview } from './use-spreadsheet-review.hook';

interface Props {
  dtId: string;
  data: SpreadsheetApprovalData;
}

/**
 * /admin/approvedata/{dtId} for a spreadsheet-type document (spec 000 §2 "Approval screen": "A
 * spreadsheet editor shows the extracted data"; §4 "Approval flow"): the banner, the original
 * document button, the sheets in a grid, Cancel and Finalise; then the read-only review with its
 * changes and Cancel/Approve, and the confirmation 'Approval for {docRef}'. Loaded on its own
 * (with AG Grid) only when such a document is opened.
 */
export default function SpreadsheetApproval({ dtId, data }: Props) {
  const review = useSpreadsheetReview(dtId, data);
  const [tab, setTab] = useState('0');
  const readOnly = review.mode === 'review';
  const many = review.sheets.length > 1;

  const grid = (s: number) => (
    <SpreadsheetGrid
      sheet={review.sheets[s]!}
      s={s}
      readOnly={readOnly}
      onEdit={(column, row, value) => review.setCell(s, column, row, value)}
      onToggleCell={(column, row) => review.toggleCell(s, column, row)}
      onToggleRow={(row) => review.toggleRow(s, row)}
      onToggleColumn={(column) => review.toggleColumn(s, column)}
    />
  );

  return (
    <Stack data-testid="page-approvedata" data-approval-type="spreadsheet">
      <ReviewHeader dtId={dtId} docRef={data.docRef} review={review} reasons={data.reviewReasons} />
      {many ? (
        <Tabs value={tab} onChange={(v) => setTab(v ?? '0')} keepMounted={false}>
          <Tabs.List>
            {review.sheets.map((sheet, s) => (
              <Tabs.Tab key={s} value={String(s)} data-testid={`sheet-tab-${s}`}>
                {sheet.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {review.sheets.map((_, s) => (
            <Tabs.Panel key={s} value={String(s)} pt="sm">
              {grid(s)}
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        <>
          <Text fw={600} size="sm" data-testid="sheet-name-0">
            {review.sheets[0]!.name}
          </Text>
          {grid(0)}
        </>
      )}
      <ReviewActions review={review} docRef={data.docRef} keysHint="Double-click or Enter: edit a cell" />
    </Stack>
  );
}
