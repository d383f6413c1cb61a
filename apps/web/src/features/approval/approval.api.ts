import { approvalDataSchema, DASHBOARD_CALLS, DOCUMENT_CALLS, type ApproveDataRequest } from '@paperbridge/contracts';
import { z } from 'zod';
import { callApi } from '../../api/call-api';

/**
 * The approval calls of spec 000 §7, answers checked against the contracts. Failures toast the
 * server's message as a warning (spec 000 §8 "Approval fetch or approve returns no result").
 */
export const approvalApi = {
  // GetDataForApproval answers either document type; this screen is the form type's
  getDataForApproval: async (docId: string) =>
    approvalDataSchema.parse(await callApi(DOCUMENT_CALLS.getDataForApproval, { query: { docId } })),
  approveData: (body: ApproveDataRequest) => callApi(DOCUMENT_CALLS.approveData, { body }),
  /** the original's link (dashboard call GetFileURLById); quiet: the page shows why beside the document */
  getFileUrl: async (id: string) =>
    z
      .string()
      .min(1)
      .parse(await callApi(DASHBOARD_CALLS.getFileUrlById, { query: { id } }, { quiet: true, silent: true })),
};

export type ApprovalApi = typeof approvalApi;
