import {
  API_SOURCE_CALLS,
  INTEGRATION_CALLS,
  MAPPING_CALLS,
  sampleProcessingSchema,
  type CheckFtpConnectionBody,
  type EditConfiguration,
  type IdValue,
  type RemoveLearnedReading,
  type SampleProcessing,
  type SampleResult,
  type SubmitConfiguration,
} from '@paperbridge/contracts';
import { ApiError } from '../../../api/api-client';
import { callApi, callApiEnvelope } from '../../../api/call-api';

/** A field option as GetDocFields / AddUserDocField answer it (kind and isCustomField when the server sends them). */
export interface FieldOption extends IdValue {
  kind?: 'header' | 'column';
  isCustomField?: boolean;
}
export type { IntegrationPartner } from '@paperbridge/contracts';
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
    if (e instanceof ApiError && e.code === 202) {
      const job = sampleProcessingSchema.safeParse(e.result);
      if (job.success) return { kind: 'processing', job: job.data };
    }
    throw e;
  }
}

/** The mapping calls of spec 001 §7. */
export const mappingsApi = {
  getConfigurationList: () => callApi(MAPPING_CALLS.getConfigurationList),
  getConfigurationById: (cnId: string) =>
    callApi(MAPPING_CALLS.getConfigurationById, { query: { CnId: cnId } }, { quiet: true }),
  deleteConfigurationById: (cnId: string) => callApi(MAPPING_CALLS.deleteConfigurationById, { query: { CnId: cnId } }),
  /** beyond the spec: a new API token e-mailed to the user; the old one stops working */
  regenerateApiToken: (cnId: string) => callApiEnvelope(API_SOURCE_CALLS.regenerateApiToken, { body: { cnId } }),
  getWebhookSecret: (cnId: string) => callApiEnvelope(MAPPING_CALLS.getWebhookSecret, { body: { cnId } }),
  rotateWebhookSecret: (cnId: string) => callApiEnvelope(MAPPING_CALLS.rotateWebhookSecret, { body: { cnId } }),
  /** beyond the spec (issue 22): what the mapping learned to read, listed and removable on the mapping screen */
  getLearnedReadings: (cnId: string) => callApi(MAPPING_CALLS.getLearnedReadings, { query: { cnId } }, { quiet: true }),
  removeLearnedReading: (body: RemoveLearnedReading) => callApiEnvelope(MAPPING_CALLS.removeLearnedReading, { body }),
  /** beyond the spec (issue 30): the mapping's waiting documents go out now, one file per destination */
  sendDailyFileNow: (configId: string) => callApiEnvelope(MAPPING_CALLS.sendDailyFileNow, { body: { configId } }),
  getFileUrlByCnId: (cnId: string) => callApi(MAPPING_CALLS.getFileUrlByCnId, { query: { CnId: cnId } }),
  getDocTypes: () => callApi(MAPPING_CALLS.getDocType),
  getDocEndPoints: (docTypeId: number) => callApi(MAPPING_CALLS.getDocEndPoints, { query: { docTypeId } }),
  getDocFields: (docTypeId: number): Promise<FieldOption[]> =>
    callApi(MAPPING_CALLS.getDocFields, { query: { docTypeId } }),
  getMapRules: () => callApi(MAPPING_CALLS.getMapRules),
  checkConfigName: async (configName: string): Promise<CheckNameResult> => {
    try {
      const env = await callApiEnvelope(
        MAPPING_CALLS.checkConfigName,
        { query: { configName } },
        { quiet: true, silent: true },
      );
      return { available: env.result, message: env.message };
    } catch (e) {
      // 409 / 400 answers carry the reason (name taken, name rule)
      if (e instanceof ApiError && e.code >= 400 && e.code < 500 && e.code !== 401)
        return { available: false, message: e.message };
      throw e;
    }
  },
  generateConfigName: (supplierEmail: string, docTypeId: number) =>
    callApi(MAPPING_CALLS.generateConfigName, { query: { supplierEmail, docTypeId } }, { quiet: true, silent: true }),
  uploadSample: (file: File, docTypeId: number, replaces?: string) => {
    const form = new FormData();
    form.append('docTypeId', String(docTypeId));
    if (replaces) form.append('fileName', replaces);
    form.append('file', file);
    return sampleCall(() =>
      callApi(
        MAPPING_CALLS.getDataFromSampleFile,
        { body: form, query: { docTypeId, fileName: replaces } },
        { quiet: true },
      ),
    );
  },
  getSampleExtraction: (jobId: string) =>
    sampleCall(() => callApi(MAPPING_CALLS.getSampleExtraction, { query: { jobId } }, { quiet: true, silent: true })),
  /** Answers the envelope's result (boolean) and message; a refused check comes back as result false. */
  checkFtpConnection: async (body: CheckFtpConnectionBody): Promise<FtpCheckResult> => {
    try {
      const env = await callApiEnvelope(MAPPING_CALLS.checkFtpConnection, { body }, { quiet: true });
      const r = env.result;
      return typeof r === 'object'
        ? { result: r.result, message: r.message ?? env.message }
        : { result: r, message: env.message };
    } catch (e) {
      if (e instanceof ApiError && e.code !== 401) return { result: false, message: e.message };
      throw e;
    }
  },
  /** a final save may answer `warnings`: what makes the sample a poor teacher for a mapped value (issue 22 point 5) */
  submit: (payload: SubmitConfiguration) => callApi(MAPPING_CALLS.mapDataFromSampleFile, { body: payload }),
  edit: (payload: EditConfiguration) => callApi(MAPPING_CALLS.editConfiguration, { body: payload }),
  addUserDocField: (fieldName: string): Promise<FieldOption[]> =>
    callApi(MAPPING_CALLS.addUserDocField, { query: { fieldName } }),
  updateUserDocField: (fieldId: number, fieldName: string): Promise<FieldOption[]> =>
    callApi(MAPPING_CALLS.updateeUserDocField, { query: { fieldId, fieldName } }),
  deleteUserDocField: (fieldId: number, configId?: string): Promise<FieldOption[]> =>
    callApi(MAPPING_CALLS.deleteUserDocField, { query: { fieldId, configId } }, { quiet: true }),
  getIntegrationServices: () => callApi(INTEGRATION_CALLS.getAllIntegrationServices, {}, { quiet: true }),
};

export const MAPPINGS_KEY = ['mappings', 'list'] as const;
