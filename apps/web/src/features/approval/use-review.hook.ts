import { APPROVAL_MSG, APPROVAL_REDIRECT_MS } from '@paperbridge/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toastSuccess } from '../../components/toast';
import { approvalApi } from './approval.api';
import { toApprovePayload } from './approve-payload';
import { hasChanges, listChanges } from './review-compare';
import { toReviewData, type ReviewData } from './review-markers';

/** edit: values can be changed; review: the changes shown read-only before approving (spec 000 §4). */
export type ReviewMode = 'edit' | 'review';

/**
 * One document's review, shared by the approval screen and the Review modal: the data as loaded
 * (the original), the data as edited, Finalise (approve confirmation when nothing changed, else the
 * read-only review), and Approve (success message and the dashboard 500 ms later, spec 000 §9).
 */
export function useReview(dtId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['approval-data', dtId],
    queryFn: () => approvalApi.getDataForApproval(dtId),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
  const [data, setData] = useState<ReviewData | null>(null);
  const [mode, setMode] = useState<ReviewMode>('edit');
  const [confirming, setConfirming] = useState(false);
  const [approving, setApproving] = useState(false);

  useEffect(() => {
    if (query.data) setData(toReviewData(query.data));
  }, [query.data]);

  const original = query.data ?? null;
  // Finalise waits while a required value is empty (spec 000 §5 leaves the disabled flag's condition open)
  const blocked =
    !data || [...data.form, ...data.extactedFromTable].some((f) => f.isRequired && !f.isDelete && !f.value.trim());
  const changes = useMemo(() => (original && data ? listChanges(original, data) : []), [original, data]);

  const finalise = useCallback(() => {
    if (!original || !data || blocked) return;
    if (hasChanges(original, data)) setMode('review');
    else setConfirming(true);
  }, [original, data, blocked]);

  const approve = useCallback(async () => {
    if (!data || approving) return;
    setApproving(true);
    try {
      await approvalApi.approveData(toApprovePayload(dtId, data));
      setConfirming(false);
      await new Promise((r) => setTimeout(r, APPROVAL_REDIRECT_MS));
      toastSuccess(APPROVAL_MSG.success);
      void queryClient.invalidateQueries();
      void navigate('/admin/dashboard');
    } catch {
      // the server's message was shown as a warning; the reviewer stays with the data
      setConfirming(false);
    } finally {
      setApproving(false);
    }
  }, [data, dtId, approving, navigate, queryClient]);

  return {
    dtId,
    loading: query.isLoading,
    error: query.error instanceof Error ? query.error.message : null,
    original,
    data,
    setData,
    mode,
    changes,
    blocked,
    backToEdit: () => setMode('edit'),
    finalise,
    confirming,
    openConfirm: () => setConfirming(true),
    closeConfirm: () => setConfirming(false),
    approve,
    approving,
  };
}

export type ReviewState = ReturnType<typeof useReview>;
