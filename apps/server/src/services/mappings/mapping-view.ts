import { eq } from 'drizzle-orm';
import { DOC_TYPE_NAMES, type ConfigurationView, type DocTypeId, type FtpSettingsView } from '@paperbridge/contracts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { clients, type StoredFtp } from '../../db/schema/index.ts';
import { findMapping, type MappingRecord } from './find-mapping.ts';
import { inboundAddressOf } from '../email-source/inbound-address.ts';

/** FTP settings as read back: never the password, only whether one is stored. */
function ftpView(
  f: StoredFtp | null,
  secret: string | null,
  prefix: 'Source' | 'Destination',
  cnId: string,
): FtpSettingsView | null {
  if (!f) return null;
  return {
    host: f.host,
    username: f.username,
    password: '',
    hasPassword: Boolean(secret),
    port: f.port,
    prefix,
    protocol: f.protocol,
    path: f.path,
    fileType: f.fileType,
    cnId,
  };
}

export function configurationView(
  m: MappingRecord,
  client: { email: string; companyName: string },
  inboundEmailDomain: string,
): ConfigurationView {
  const e = m.endpoints;
  const docType = DOC_TYPE_NAMES[m.docTypeId as DocTypeId] ?? '';
  return {
    cnId: m.id,
    configName: m.name,
    draftMode: m.draftMode,
    fileName: m.sampleFileName,
    docTypeId: m.docTypeId,
    docType,
    coEmail: client.email,
    suppliersName: client.companyName,
    requiredApproval: m.requiredApproval,
    reviewMode: m.reviewMode,
    retentionState: m.retentionState,
    retentionDuration: m.retentionDuration,
    hasTemplate: m.template !== null,
    inboundEmail: m.inboundEmailKey ? inboundAddressOf(m.inboundEmailKey, inboundEmailDomain) : null,
    apiTokenCreatedAt: m.apiTokenCreatedAt?.toISOString() ?? null,
    creationDate: m.createdAt.toISOString(),
    updatedDate: m.updatedAt.toISOString(),
    data: { fields: m.fieldMappings, udfFields: m.udfFields, tables: m.tableMappings },
    sample: m.sample ?? null,
    endPointsConfigRequest: {
      coEmail: client.email,
      cnId: m.id,
      configName: m.name,
      isRetention: true,
      retentionDuration: m.retentionDuration,
      retentionState: m.retentionState,
      config: {
        dtId: m.docTypeId,
        docType,
        ftpIn: ftpView(e.ftpIn, m.ftpInSecret, 'Source', m.id),
        ftpOut: ftpView(e.ftpOut, m.ftpOutSecret, 'Destination', m.id),
        emailList: e.emailList,
        isEmailConfig: e.isEmailConfig,
        integrationType: e.integrationType,
        enterpriseRequest: e.enterpriseRequest,
        excelTabName: e.excelTabName,
      },
      webhookEndPoint: e.webhookEndPoint,
      webhookFileType: e.webhookFileType ?? 'JSON',
      destinationEmails: e.destinationEmails,
      destinationEmailFileType: e.destinationEmailFileType,
      isManualUpload: e.isManualUpload,
      isMobileApp: e.isMobileApp,
      isAPI: e.isAPI,
      requiredApproval: m.requiredApproval,
      reviewMode: m.reviewMode,
      fileLayouts: e.fileLayouts ?? {},
      csvFormats: e.csvFormats ?? {},
      draftMode: m.draftMode,
    },
  };
}

/** GetConfigurationById?CnId (the e-mail source's address is shown with the configured domain) */
export async function getConfiguration(
  db: Db,
  caller: CallerContext,
  id: string,
  inboundEmailDomain: string,
): Promise<ConfigurationView> {
  const m = await findMapping(db, caller, id);
  const [client] = await db
    .select({ email: clients.email, companyName: clients.companyName })
    .from(clients)
    .where(inCompany(clients, caller, eq(clients.id, m.clientId)));
  return configurationView(m, client ?? { email: '', companyName: '' }, inboundEmailDomain);
}
