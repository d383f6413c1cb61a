import { z } from 'zod';
import {
  checkNewEmailQuerySchema,
  clientOptionSchema,
  clientRowSchema,
  createClientBodySchema,
  csvClientResultRowSchema,
  deleteClientQuerySchema,
  updateClientBodySchema,
} from '../clients.contracts.ts';
import { checkConfigNameQuerySchema, generateConfigNameQuerySchema } from '../mapping/config-name.contracts.ts';
import {
  cnIdQuerySchema,
  configurationViewSchema,
  mappedFileUrlSchema,
  mappingListRowSchema,
} from '../mapping/configuration.contracts.ts';
import {
  addDocFieldQuerySchema,
  deleteDocFieldQuerySchema,
  docFieldOptionSchema,
  updateDocFieldQuerySchema,
} from '../mapping/doc-fields.contracts.ts';
import { docEndPointsSchema, docTypeQuerySchema, idValueSchema } from '../mapping/doc-types.contracts.ts';
import { sendDailyFileNowResultSchema, sendDailyFileNowSchema } from '../mapping/file-layout.contracts.ts';
import { checkFtpConnectionBodySchema, checkFtpConnectionResultSchema } from '../mapping/ftp-check.contracts.ts';
import {
  learnedReadingsQuerySchema,
  learnedReadingsSchema,
  removeLearnedReadingSchema,
} from '../mapping/learned-readings.contracts.ts';
import { sampleExtractionQuerySchema, sampleResultSchema } from '../mapping/sample.contracts.ts';
import {
  editConfigurationResultSchema,
  editConfigurationSchema,
  submitConfigurationResultSchema,
  submitConfigurationSchema,
} from '../mapping/submit-configuration.contracts.ts';
import { webhookSecretRequestSchema, webhookSecretSchema } from '../mapping/webhook-secret.contracts.ts';
import { defineCall } from './define-call.ts';

const icr = { access: 'icr', module: 'mapping' } as const;

/** Clients, document fields and mappings, and the signed file links (server: http/mapping/). */
export const MAPPING_CALLS = {
  // clients
  createUser: defineCall({
    method: 'POST',
    path: '/api/admin/User/CreateUser',
    ...icr,
    input: createClientBodySchema,
    result: clientRowSchema,
  }),
  getAllUsersDetails: defineCall({
    method: 'GET',
    path: '/api/admin/User/GetAllUsersDetails',
    ...icr,
    result: z.array(clientRowSchema),
  }),
  getAllUsers: defineCall({
    method: 'GET',
    path: '/api/admin/User/GetAllUsers',
    ...icr,
    result: z.array(clientOptionSchema),
  }),
  updateUser: defineCall({
    method: 'POST',
    path: '/api/admin/User/UpdateUser',
    ...icr,
    input: updateClientBodySchema,
    result: clientRowSchema,
  }),
  deleteUserById: defineCall({
    method: 'GET',
    path: '/api/admin/User/DeleteUserById',
    ...icr,
    query: deleteClientQuerySchema,
    /** a refusal is an error envelope, so a success is always true */
    result: z.literal(true),
  }),
  /** multipart: a CSV `file` */
  createUserWithCsv: defineCall({
    method: 'POST',
    path: '/api/admin/User/CreateUserWithCSV',
    ...icr,
    result: z.array(csvClientResultRowSchema),
  }),
  checkNewEmail: defineCall({
    method: 'GET',
    path: '/api/Admin/Map/CheckNewEmail',
    ...icr,
    query: checkNewEmailQuerySchema,
    /** true when none of the company's clients has the e-mail; the message says which */
    result: z.boolean(),
  }),
  // the lists every mapping screen needs
  getDocType: defineCall({
    method: 'GET',
    path: '/api/admin/CommonAdmin/GetDocType',
    access: 'admin',
    module: 'mapping',
    result: z.array(idValueSchema),
  }),
  getDocEndPoints: defineCall({
    method: 'GET',
    path: '/api/admin/CommonAdmin/GetDocEndPoints',
    access: 'admin',
    module: 'mapping',
    query: docTypeQuerySchema,
    result: docEndPointsSchema,
  }),
  // document fields
  getDocFields: defineCall({
    method: 'GET',
    path: '/api/Admin/Map/GetDocFields',
    ...icr,
    query: docTypeQuerySchema,
    result: z.array(docFieldOptionSchema),
  }),
  getMapRules: defineCall({
    method: 'GET',
    path: '/api/Admin/Map/GetMapRules',
    ...icr,
    result: z.array(idValueSchema),
  }),
  // these three answer the customised type's fields as {id, value} (GetDocFields answers the fuller option)
  addUserDocField: defineCall({
    method: 'GET',
    path: '/api/Admin/Map/AddUserDocField',
    ...icr,
    query: addDocFieldQuerySchema,
    result: z.array(idValueSchema),
  }),
  /** the spec's spelling */
  updateeUserDocField: defineCall({
    method: 'GET',
    path: '/api/Admin/Map/UpdateeUserDocField',
    ...icr,
    query: updateDocFieldQuerySchema,
    result: z.array(idValueSchema),
  }),
  deleteUserDocField: defineCall({
    method: 'GET',
    path: '/api/Admin/Map/DeleteUserDocField',
    ...icr,
    query: deleteDocFieldQuerySchema,
    result: z.array(idValueSchema),
  }),
  // mappings
  checkConfigName: defineCall({
    method: 'GET',
    path: '/api/Admin/Map/CheckConfigName',
    ...icr,
    query: checkConfigNameQuerySchema,
    result: z.boolean(),
  }),
  generateConfigName: defineCall({
    method: 'GET',
    path: '/api/Admin/Map/GenerateConfigName',
    ...icr,
    query: generateConfigNameQuerySchema,
    result: z.string(),
  }),
  /** multipart: the sample `file` and its fields (sampleUploadFieldsSchema) */
  getDataFromSampleFile: defineCall({
    method: 'POST',
    path: '/api/Admin/Map/GetDataFromSampleFile',
    ...icr,
    result: sampleResultSchema,
  }),
  /** 202 with the progress (sampleProcessingSchema) until the sample is read */
  getSampleExtraction: defineCall({
    method: 'GET',
    path: '/api/Admin/Map/GetSampleExtraction',
    ...icr,
    query: sampleExtractionQuerySchema,
    result: sampleResultSchema,
  }),
  mapDataFromSampleFile: defineCall({
    method: 'POST',
    path: '/api/Admin/Map/MapDataFromSampleFile',
    ...icr,
    input: submitConfigurationSchema,
    result: submitConfigurationResultSchema,
  }),
  editConfiguration: defineCall({
    method: 'POST',
    path: '/api/Admin/Map/EditConfiguration',
    ...icr,
    input: editConfigurationSchema,
    result: editConfigurationResultSchema,
  }),
  getConfigurationList: defineCall({
    method: 'GET',
    path: '/api/Admin/Map/GetConfigurationList',
    ...icr,
    result: z.array(mappingListRowSchema),
  }),
  getConfigurationById: defineCall({
    method: 'GET',
    path: '/api/Admin/Map/GetConfigurationById',
    ...icr,
    query: cnIdQuerySchema,
    result: configurationViewSchema,
  }),
  deleteConfigurationById: defineCall({
    method: 'GET',
    path: '/api/Admin/Map/DeleteConfigurationById',
    ...icr,
    query: cnIdQuerySchema,
    result: z.literal(true),
  }),
  getFileUrlByCnId: defineCall({
    method: 'GET',
    path: '/api/Admin/Map/GetFileUrlByCnId',
    ...icr,
    query: cnIdQuerySchema,
    result: mappedFileUrlSchema,
  }),
  checkFtpConnection: defineCall({
    method: 'POST',
    path: '/api/Admin/Map/CheckFTPConnection',
    ...icr,
    input: checkFtpConnectionBodySchema,
    result: checkFtpConnectionResultSchema,
  }),
  getWebhookSecret: defineCall({
    method: 'POST',
    path: '/api/Admin/Map/GetWebhookSecret',
    ...icr,
    input: webhookSecretRequestSchema,
    result: webhookSecretSchema,
  }),
  rotateWebhookSecret: defineCall({
    method: 'POST',
    path: '/api/Admin/Map/RotateWebhookSecret',
    ...icr,
    input: webhookSecretRequestSchema,
    result: webhookSecretSchema,
  }),
  getLearnedReadings: defineCall({
    method: 'GET',
    path: '/api/Admin/Map/GetLearnedReadings',
    ...icr,
    query: learnedReadingsQuerySchema,
    result: learnedReadingsSchema,
  }),
  removeLearnedReading: defineCall({
    method: 'POST',
    path: '/api/Admin/Map/RemoveLearnedReading',
    ...icr,
    input: removeLearnedReadingSchema,
    result: learnedReadingsSchema,
  }),
  sendDailyFileNow: defineCall({
    method: 'POST',
    path: '/api/Admin/Map/SendDailyFileNow',
    ...icr,
    input: sendDailyFileNowSchema,
    result: sendDailyFileNowResultSchema,
  }),
  /** a stored file behind a signed link (10 min) that GetFileUrlByCnId and GetFileURLById hand out */
  getFile: defineCall({ method: 'GET', path: '/api/Files/*', access: 'signed-link', module: 'mapping' }),
} as const;
