import {
  DELIVERY_CALLS,
  type DownloadConfigFileRequest,
  type RefusedLogRequest,
  type SentFileLogRequest,
} from '@paperbridge/contracts';
import { callApi, callApiEnvelope } from '../../api/call-api';

/** The Process Log's calls of spec 002 §7 (contracts in packages/contracts/src/delivery). */
export const processLogApi = {
  sentFileLog: (req: SentFileLogRequest) => callApi(DELIVERY_CALLS.sentFileLog, { body: req }, { silent: true }),
  /** beyond the spec (issue 30 point 7): what the e-mail and FTP sources refused */
  refusedLog: (req: RefusedLogRequest) => callApi(DELIVERY_CALLS.refusedLog, { body: req }, { silent: true }),
  resend: (id: string, destinationMode: string) =>
    callApi(DELIVERY_CALLS.resendDocData, { query: { id, destinationMode } }),
  /** the whole envelope: its message says where an e-mailed file goes */
  download: (req: DownloadConfigFileRequest) => callApiEnvelope(DELIVERY_CALLS.downloadConfigFile, { body: req }),
};
