import { useQuery } from '@tanstack/react-query';
import { spreadsheetApprovalApi } from './spreadsheet-approval.api';

/**
 * GetDataForApproval, read once to choose the screen (form or spreadsheet type). The query key is
 * the form type's (use-review.hook.ts), so the form screen takes this answer from the cache
 * instead of asking again.
 */
export const useApprovalAnswer = (dtId: string) =>
  useQuery({
    queryKey: ['approval-data', dtId],
    queryFn: () => spreadsheetApprovalApi.getApproval(dtId),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
