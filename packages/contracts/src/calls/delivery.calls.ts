import {
  downloadConfigFileRequestSchema,
  downloadConfigFileResultSchema,
  resendDocDataQuerySchema,
  resendDocDataResultSchema,
  sentFileLogRequestSchema,
  sentFileLogResultSchema,
} from '../delivery/process-log.contracts.ts';
import { refusedLogRequestSchema, refusedLogResultSchema } from '../delivery/refused-log.contracts.ts';
import { defineCall } from './define-call.ts';

const icr = { access: 'icr', module: 'delivery' } as const;

/** The Process Log: what was received and sent, what was refused, resending, downloading (server: http/delivery/). */
export const DELIVERY_CALLS = {
  sentFileLog: defineCall({
    method: 'POST',
    path: '/api/Admin/Map/SentFileLog',
    ...icr,
    input: sentFileLogRequestSchema,
    result: sentFileLogResultSchema,
  }),
  refusedLog: defineCall({
    method: 'POST',
    path: '/api/Admin/Map/RefusedLog',
    ...icr,
    input: refusedLogRequestSchema,
    result: refusedLogResultSchema,
  }),
  resendDocData: defineCall({
    method: 'GET',
    path: '/api/Admin/Map/ResendDocData',
    ...icr,
    query: resendDocDataQuerySchema,
    result: resendDocDataResultSchema,
  }),
  downloadConfigFile: defineCall({
    method: 'POST',
    path: '/api/Admin/Map/DownloadConfigFile',
    ...icr,
    input: downloadConfigFileRequestSchema,
    result: downloadConfigFileResultSchema,
  }),
} as const;
