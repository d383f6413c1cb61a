import type { DownloadConfigFileRequest, DownloadFileResult, RefusedLogRequest, RefusedLogResult, ResendDocDataResult, SentFileLogRequest, SentFileLogResult } from '@paperbridge/contracts';
import { apiGet, apiPost, request } from '../../api/api-client';

const MAP = '/api/Admin/Map';

/** The Process Log's calls of spec 002 §7 (contracts in packages/contracts/src/delivery). */
export const processLogApi = {
  sentFileLog: (req: SentFileLogRequest) => apiPost<SentFileLogResult>(`${MAP}/SentFileLog`, req, { silent: true }),
  /** beyond the spec (issue 30 point 7): what the e-mail and FTP sources refused */
  refusedLog: (req: RefusedLogRequest) => apiPost<RefusedLogResult>(`${MAP}/RefusedLog`, req, { silent: true }),
  resend: (id: string, destinationMode: string) => apiGet<ResendDocDataResult>(`${MAP}/ResendDocData`, { query: { id, destinationMode } }),
  /** the whole envelope: its message says where an e-mailed file goes */
  download: (req: DownloadConfigFileRequest) => request<DownloadFileResult | null>('POST', `${MAP}/DownloadConfigFile`, { body: req }),
};
