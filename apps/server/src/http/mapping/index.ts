import type { RouteRegistrar } from '../route-registrar.ts';
import { createUserRoute } from './clients/create-user.route.ts';
import { getAllUsersDetailsRoute } from './clients/get-all-users-details.route.ts';
import { getAllUsersRoute } from './clients/get-all-users.route.ts';
import { updateUserRoute } from './clients/update-user.route.ts';
import { deleteUserByIdRoute } from './clients/delete-user-by-id.route.ts';
import { createUserWithCsvRoute } from './clients/create-user-with-csv.route.ts';
import { checkNewEmailRoute } from './clients/check-new-email.route.ts';
import { getDocTypeRoute } from './common/get-doc-type.route.ts';
import { getDocEndPointsRoute } from './common/get-doc-end-points.route.ts';
import { getDocFieldsRoute } from './fields/get-doc-fields.route.ts';
import { getMapRulesRoute } from './fields/get-map-rules.route.ts';
import { addUserDocFieldRoute } from './fields/add-user-doc-field.route.ts';
import { updateeUserDocFieldRoute } from './fields/updatee-user-doc-field.route.ts';
import { deleteUserDocFieldRoute } from './fields/delete-user-doc-field.route.ts';
import { checkConfigNameRoute } from './map/check-config-name.route.ts';
import { generateConfigNameRoute } from './map/generate-config-name.route.ts';
import { getDataFromSampleFileRoute } from './map/get-data-from-sample-file.route.ts';
import { getSampleExtractionRoute } from './map/get-sample-extraction.route.ts';
import { mapDataFromSampleFileRoute } from './map/map-data-from-sample-file.route.ts';
import { editConfigurationRoute } from './map/edit-configuration.route.ts';
import { getConfigurationListRoute } from './map/get-configuration-list.route.ts';
import { getConfigurationByIdRoute } from './map/get-configuration-by-id.route.ts';
import { deleteConfigurationByIdRoute } from './map/delete-configuration-by-id.route.ts';
import { getFileUrlByCnIdRoute } from './map/get-file-url-by-cn-id.route.ts';
import { checkFtpConnectionRoute } from './map/check-ftp-connection.route.ts';
import { getFileRoute } from './files/get-file.route.ts';
import { webhookSecretRoutes } from './map/webhook-secret.route.ts';
import { learnedReadingsRoutes } from './map/learned-readings.route.ts';
import { sendDailyFileNowRoutes } from './map/send-daily-file-now.route.ts';

/** Mapping management and clients (spec 001, spec 002 "Manage clients"). */
export const mappingRoutes: RouteRegistrar[] = [
  createUserRoute,
  getAllUsersDetailsRoute,
  getAllUsersRoute,
  updateUserRoute,
  deleteUserByIdRoute,
  createUserWithCsvRoute,
  checkNewEmailRoute,
  getDocTypeRoute,
  getDocEndPointsRoute,
  getDocFieldsRoute,
  getMapRulesRoute,
  addUserDocFieldRoute,
  updateeUserDocFieldRoute,
  deleteUserDocFieldRoute,
  checkConfigNameRoute,
  generateConfigNameRoute,
  getDataFromSampleFileRoute,
  getSampleExtractionRoute,
  mapDataFromSampleFileRoute,
  editConfigurationRoute,
  getConfigurationListRoute,
  getConfigurationByIdRoute,
  deleteConfigurationByIdRoute,
  getFileUrlByCnIdRoute,
  checkFtpConnectionRoute,
  getFileRoute,
  webhookSecretRoutes,
  learnedReadingsRoutes,
  sendDailyFileNowRoutes,
];
