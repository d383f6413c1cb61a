import { DOCUMENT_CALLS, SPREADSHEET_FILE_NAME } from '@paperbridge/contracts';
import { callApi } from '../../api/call-api';

/** The spreadsheet type's calls of spec 000 §7 (GetDataForApproval answers either type; ApproveData?docId multipart). */
export const spreadsheetApprovalApi = {
  getApproval: (docId: string) => callApi(DOCUMENT_CALLS.getDataForApproval, { query: { docId } }),
  /** quiet: the screen shows its own text whatever the outcome (spec 000 §8), with the reason when it failed */
  approveSpreadsheet: (docId: string, file: Blob) => {
    const form = new FormData();
    form.append('file', file, SPREADSHEET_FILE_NAME);
    return callApi(DOCUMENT_CALLS.approveData, { body: form, query: { docId } }, { quiet: true });
  },
};
