import { approvalAnswerSchema, approveDataResultSchema, SPREADSHEET_FILE_NAME } from '@paperbridge/contracts';
import { apiGet, apiPost } from '../../api/api-client';

const MAP = '/api/Admin/Map';

/** The spreadsheet type's calls of spec 000 §7 (GetDataForApproval answers either type; ApproveData?docId multipart). */
export const spreadsheetApprovalApi = {
  getApproval: async (docId: string) => approvalAnswerSchema.parse(await apiGet(`${MAP}/GetDataForApproval`, { query: { docId } })),
  /** quiet: the screen shows its own text whatever the outcome (spec 000 §8), with the reason when it failed */
  approveSpreadsheet: async (docId: string, file: Blob) => {
    const form = new FormData();
    form.append('file', file, SPREADSHEET_FILE_NAME);
    return approveDataResultSchema.parse(await apiPost(`${MAP}/ApproveData`, form, { query: { docId }, quiet: true }));
  },
};

