import { approvalDataSchema, approveDataResultSchema, type ApproveDataRequest } from '@paperbridge/contracts';
import { z } from 'zod';
import { apiGet, apiPost } from '../../api/api-client';

const MAP = '/api/Admin/Map';

/**
 * The approval calls of spec 000 §7, answers checked against the contracts. Failures toast the
 * server's message as a warning (spec 000 §8 "Approval fetch or approve returns no result").
 */
export const approvalApi = {
  getDataForApproval: async (docId: string) => approvalDataSchema.parse(await apiGet(`${MAP}/GetDataForApproval`, { query: { docId } })),
  approveData: async (body: ApproveDataRequest) => approveDataResultSchema.parse(await apiPost(`${MAP}/ApproveData`, body)),
  /** the original's link (dashboard call GetFileURLById); quiet: the page shows why beside the document */
  getFileUrl: async (id: string) => z.string().min(1).parse(await apiGet('/api/Admin/Dashboard/GetFileURLById', { query: { id }, quiet: true, silent: true })),
};

export type ApprovalApi = typeof approvalApi;
