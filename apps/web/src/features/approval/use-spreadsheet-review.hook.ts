import {
  APPROVAL_MSG,
  APPROVAL_REDIRECT_MS,
  SPREADSHEET_MSG,
  type SpreadsheetApprovalData,
  type SpreadsheetSheet,
} from '@paperbridge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toastSuccess, toastWarning } from '../../components/toast';
import { spreadsheetApprovalApi } from './spreadsheet-approval.api';
import {
  hasSheetChanges,
  listSheetChanges,
  setSheetCell,
  toggleSheetCell,
  toggleSheetColumn,
  toggleSheetRow,
} from './spreadsheet-markers';
import { saveWorkbook } from './spreadsheet-workbook';
import type { ReviewMode } from './use-review.hook';

/**
 * One spreadsheet-type review (spec 000 §4 "Approval flow"): the sheets as loaded (the original)
 * and as edited, Finalise (the confirmation when nothing changed, else the read-only review), and
 * Approve: the sheets saved as an xlsx and posted; then, whatever the server answered (spec 000 §4
 * step 3 and §8), the success text and the dashboard 500 ms later. A failure is not hidden: its
 * reason follows as a warning and goes to the console, and the document is still waiting for
 * approval on the dashboard (docs/review.md).
 */
export function useSpreadsheetReview(dtId: string, original: SpreadsheetApprovalData) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [sheets, setSheets] = useState<SpreadsheetSheet[]>(() => structuredClone(original.spreadsheet.sheets));
  const [mode, setMode] = useState<ReviewMode>('edit');
  const [confirming, setConfirming] = useState(false);
  const [approving, setApproving] = useState(false);
  const before = original.spreadsheet.sheets;
  const changes = useMemo(() => listSheetChanges(before, sheets), [before, sheets]);

  const change = (s: number, update: (sheet: SpreadsheetSheet) => SpreadsheetSheet) =>
    setSheets((all) => all.map((sheet, i) => (i === s ? update(sheet) : sheet)));

  const finalise = useCallback(() => {
    if (hasSheetChanges(before, sheets)) setMode('review');
    else setConfirming(true);
  }, [before, sheets]);

  const approve = useCallback(async () => {
    if (approving) return;
    setApproving(true);
    let failure: string | null = null;
    try {
      await spreadsheetApprovalApi.approveSpreadsheet(dtId, await saveWorkbook(sheets));
    } catch (e) {
      failure = e instanceof Error ? e.message : String(e);
      console.error('spreadsheet approval failed', e);
    }
    await new Promise((r) => setTimeout(r, APPROVAL_REDIRECT_MS));
    toastSuccess(APPROVAL_MSG.spreadsheetSuccess);
    if (failure) toastWarning(SPREADSHEET_MSG.notSaved(failure));
    setConfirming(false);
    setApproving(false);
    void queryClient.invalidateQueries();
    void navigate('/admin/dashboard');
  }, [approving, dtId, sheets, navigate, queryClient]);

  return {
    sheets,
    mode,
    changes,
    setCell: (s: number, column: number, row: number, value: string) =>
      change(s, (sheet) => setSheetCell(sheet, column, row, value)),
    toggleCell: (s: number, column: number, row: number) => change(s, (sheet) => toggleSheetCell(sheet, column, row)),
    toggleRow: (s: number, row: number) => change(s, (sheet) => toggleSheetRow(sheet, row)),
    toggleColumn: (s: number, column: number) => change(s, (sheet) => toggleSheetColumn(sheet, column)),
    finalise,
    backToEdit: () => setMode('edit'),
    confirming,
    openConfirm: () => setConfirming(true),
    closeConfirm: () => setConfirming(false),
    approve,
    approving,
  };
}

export type SpreadsheetReview = ReturnType<typeof useSpreadsheetReview>;
