import { useState } from 'react';
import { useNavigate } from 'react-router';
import { UPLOAD_MSG } from '@paperbridge/contracts';
import { toastSuccess, toastWarning } from '../../../components/toast';
import { REPROCESS_REDIRECT_MS } from './dashboard-format';
import { icrApi } from './icr.api';

/**
 * REPROCESS (spec 000 §4): ReProcessDocCheck; 1 allows ReProcessDoc, then after 3 s the toast and
 * the dashboard (read again); 0 gives the insufficient-balance toast.
 */
export function useReprocess(onDone: () => void) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const reprocess = async (dtId: string) => {
    setBusy(dtId);
    try {
      if ((await icrApi.reprocessCheck(dtId)) !== 1) {
        toastWarning(UPLOAD_MSG.insufficientBalance);
        return;
      }
      await icrApi.reprocess(dtId);
      setTimeout(() => {
        toastSuccess(UPLOAD_MSG.reprocessStarted);
        navigate('/admin/dashboard');
        onDone();
      }, REPROCESS_REDIRECT_MS);
    } catch {
      // the client already showed the server's message
    } finally {
      setBusy(null);
    }
  };
  return { reprocess, busy };
}
