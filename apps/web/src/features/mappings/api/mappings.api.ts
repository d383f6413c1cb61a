import type {
  CheckFtpConnectionBody,
  ConfigurationView,
  DocEndPoints,
  EditConfiguration,
  IdValue,
  MappedFileUrl,
  MappingListRow,
  SampleProcessing,
  SampleResult,
  SubmitConfiguration,
} from '@paperbridge/contracts';
import { ApiError, apiGet, apiPost, request } from '../../../api/api-client';

const MAP = '/api/Admin/Map';
const COMMON = '/api/admin/CommonAdmin';

/** A field option as GetDocFields / AddUserDocField answer it (kind and isCustomField when the server sends them). */
export interface FieldOption extends IdValue {
  kind?: 'header' | 'column';
  isCustomField?: boolean;
}
export type { IntegrationPartner } from '@paperbridge/contracts';
import type { IntegrationPartner, LearnedReadings, RemoveLearnedReading, WebhookSecret } from '@paperbridge/contracts';
import { MAPPING_CALLS, type SendDailyFileNowResult } from '@paperbridge/contracts';
export interface CheckNameResult {
  available: boolean;
  message: string;
}
export interface FtpCheckResult {
  result: boolean;
  message: string;
}
export type SampleUploadAnswer = { kind: 'done'; sample: SampleResult } | { kind: 'processing'; job: SampleProcessing };

/** 202 (processing) comes back as an ApiError from the one client: turn it into an answer. */
async function sampleCall(run: () => Promise<SampleResult>): Promise<SampleUploadAnswer> {
  try {
    return { kind: 'done', sample: await run() };
  } catch (e) {
    if (e instanceof ApiError && e.code === 202 && e.result) return { kind: 'processing', job: e.result as SampleProcessing };
    throw e;
  }
}

/** The mapping calls of spec 001 §7. */
export const mappingsApi = {
  getConfigurationList: () => apiGet<MappingListRow[]>(`${MAP}/GetConfigurationList`),
  getConfigurationById: (cnId: string) => apiGet<ConfigurationView>(`${MAP}/GetConfigurationById`, { query: { CnId: cnId }, quiet: true }),
  deleteConfigurationById: (cnId: string) => apiGet<unknown>(`${MAP}/DeleteConfigurationById`, { query: { CnId: cnId } }),
  /** beyond the spec: a new API token e-mailed to the user; the old one stops working */
  regenerateApiToken: (cnId: string) => request<{ cnId: string; apiTokenCreatedAt: string }>('POST', `${MAP}/RegenerateApiToken`, { body: { cnId } }),
  getWebhookSecret: (cnId: string) => request<WebhookSecret>('POST', `${MAP}/GetWebhookSecret`, { body: { cnId } }),
  rotateWebhookSecret: (cnId: string) => request<WebhookSecret>('POST', `${MAP}/RotateWebhookSecret`, { body: { cnId } }),
  /** beyond the spec (issue 22): what the mapping learned to read, listed and removable on the mapping screen */
  getLearnedReadings: (cnId: string) => apiGet<LearnedReadings>(MAPPING_CALLS.getLearnedReadings.path, { query: { cnId }, quiet: true }),
  removeLearnedReading: (body: RemoveLearnedReading) => request<LearnedReadings>(MAPPING_CALLS.removeLearnedReading.method, MAPPING_CALLS.removeLearnedReading.path, { body }),
  /** beyond the spec (issue 30): the mapping's waiting documents go out now, one file per destination */
  sendDailyFileNow: (configId: string) => request<SendDailyFileNowResult>(MAPPING_CALLS.sendDailyFileNow.method, MAPPING_CALLS.sendDailyFileNow.path, { body: { configId } }),
  getFileUrlByCnId: (cnId: string) => apiGet<MappedFileUrl>(`${MAP}/GetFileUrlByCnId`, { query: { CnId: cnId } }),
  getDocTypes: () => apiGet<IdValue[]>(`${COMMON}/GetDocType`),
  getDocEndPoints: (docTypeId: number) => apiGet<DocEndPoints>(`${COMMON}/GetDocEndPoints`, { query: { docTypeId } }),
  getDocFields: (docTypeId: number) => apiGet<FieldOption[]>(`${MAP}/GetDocFields`, { query: { docTypeId } }),
  getMapRules: () => apiGet<IdValue[]>(`${MAP}/GetMapRules`),
  checkConfigName: async (configName: string): Promise<CheckNameResult> => {
    try {
      const env = await request<boolean>('GET', `${MAP}/CheckConfigName`, { query: { configName }, quiet: true, silent: true });
      return { available: env.result === true, message: env.message };
    } catch (e) {
      // 409 / 400 answers carry the reason (name taken, name rule)
      if (e instanceof ApiError && e.code >= 400 && e.code < 500 && e.code !== 401) return { available: false, message: e.message };
      throw e;
    }
  },
  generateConfigName: (supplierEmail: string, docTypeId: number) =>
    apiGet<string>(`${MAP}/GenerateConfigName`, { query: { supplierEmail, docTypeId }, quiet: true, silent: true }),
  uploadSample: (file: File, docTypeId: number, replaces?: string) => {
    const form = new FormData();
    form.append('docTypeId', String(docTypeId));
    if (replaces) form.append('fileName', replaces);
    form.append('file', file);
    return sampleCall(() => apiPost<SampleResult>(`${MAP}/GetDataFromSampleFile`, form, { query: { docTypeId, fileName: replaces }, quiet: true }));
  },
  getSampleExtraction: (jobId: string) => sampleCall(() => apiGet<SampleResult>(`${MAP}/GetSampleExtraction`, { query: { jobId }, quiet: true, silent: true })),
  /** Answers the envelope's result (boolean) and message; a refused check comes back as result false. */
  checkFtpConnection: async (body: CheckFtpConnectionBody): Promise<FtpCheckResult> => {
    try {
      const env = await request<boolean | { result: boolean; message?: string }>('POST', `${MAP}/CheckFTPConnection`, { body, quiet: true });
      const r = env.result;
      return typeof r === 'object' && r !== null ? { result: r.result, message: r.message ?? env.message } : { result: r === true, message: env.message };
    } catch (e) {
      if (e instanceof ApiError && e.code !== 401) return { result: false, message: e.message };
      throw e;
    }
  },
  /** a final save may answer `warnings`: what makes the sample a poor teacher for a mapped value (issue 22 point 5) */
  submit: (payload: SubmitConfiguration) => apiPost<{ cnId?: string; warnings?: string[] } | null>(`${MAP}/MapDataFromSampleFile`, payload),
  edit: (payload: EditConfiguration) => apiPost<{ warnings?: string[] } | null>(`${MAP}/EditConfiguration`, payload),
  addUserDocField: (fieldName: string) => apiGet<FieldOption[]>(`${MAP}/AddUserDocField`, { query: { fieldName } }),
  updateUserDocField: (fieldId: number, fieldName: string) => apiGet<FieldOption[]>(`${MAP}/UpdateeUserDocField`, { query: { fieldId, fieldName } }),
  deleteUserDocField: (fieldId: number, configId?: string) => apiGet<FieldOption[]>(`${MAP}/DeleteUserDocField`, { query: { fieldId, configId }, quiet: true }),
  getIntegrationServices: () => apiGet<IntegrationPartner[]>('/api/Admin/Accounting/GetAllIntegrationServices', { quiet: true }),
};

export const MAPPINGS_KEY = ['mappings', 'list'] as const;
