import {
  DESTINATION,
  SOURCE,
  type EditConfiguration,
  type FtpSettingsInput,
  type SubmitConfiguration,
} from '@paperbridge/contracts';
import { joinEnterprisePhone } from './enterprise-phone';
import type { EndpointForm, FtpForm } from './endpoint-form.types';
import { needsWorksheetName } from './endpoint-rules';
import { mappingDataOf } from './mapping-draft';
import type { MappingDraft } from './mapping-draft.types';
import { durationOfState } from './retention';
import { effectiveReviewMode } from './review-choice';

export interface MappingMeta {
  /** the client's e-mail (the code of GetAllUsers) */
  clientEmail: string;
  configName: string;
  docTypeId: number;
  docTypeName: string;
  /** edit only */
  cnId?: string;
}

export function ftpOf(ftp: FtpForm, prefix: 'Source' | 'Destination', cnId?: string): FtpSettingsInput {
  return {
    host: ftp.host.trim(),
    username: ftp.username.trim(),
    // blank on edit keeps the stored password
    ...(ftp.password ? { password: ftp.password } : {}),
    port: Number(ftp.port),
    prefix,
    protocol: ftp.protocol,
    path: ftp.path.trim(),
    ...(cnId ? { cnId } : {}),
    ...(prefix === 'Destination' ? { fileType: ftp.fileType ?? undefined } : {}),
  };
}

/** endPointsConfigRequest of SubmitConfiguration (spec 001 §3). */
export function endPointsConfigRequestOf(form: EndpointForm, meta: MappingMeta, draftMode: boolean, edit: boolean) {
  const src = (id: number) => form.sources.includes(id);
  const dst = (id: number) => form.destinations.includes(id);
  const e = form.enterprise;
  return {
    coEmail: meta.clientEmail,
    cnId: meta.cnId,
    configName: meta.configName,
    type: meta.docTypeName,
    isRetention: true,
    retentionDuration: durationOfState(form.retentionState),
    retentionState: form.retentionState,
    config: {
      dtId: meta.docTypeId,
      docType: meta.docTypeName,
      ftpIn: src(SOURCE.ftp) ? ftpOf(form.ftpIn, 'Source', meta.cnId) : undefined,
      ftpOut: dst(DESTINATION.ftp) ? ftpOf(form.ftpOut, 'Destination', meta.cnId) : undefined,
      emailList: src(SOURCE.emailAttachment) ? form.sourceEmails : [],
      isEmailConfig: src(SOURCE.emailAttachment),
      integrationType: dst(DESTINATION.standardIntegrations) ? (form.integrationType ?? undefined) : undefined,
      enterpriseRequest: dst(DESTINATION.enterprise)
        ? {
            contactName: e.contactName.trim(),
            contactNumber: joinEnterprisePhone(e.contactCode, e.contactNumber),
            requestMessage: e.description.trim(),
          }
        : undefined,
      excelTabName: needsWorksheetName(form, meta.docTypeId) ? form.excelTabName.trim() : undefined,
    },
    webhookEndPoint: dst(DESTINATION.webhook) ? (form.webhookTag ?? undefined) : undefined,
    webhookFileType: dst(DESTINATION.webhook) && form.webhookTag ? form.webhookFileType : undefined,
    destinationEmail: dst(DESTINATION.emailAttachment) ? form.destinationEmails : [],
    destinationEmails: dst(DESTINATION.emailAttachment) ? form.destinationEmails : [],
    destinationEmailFileType: dst(DESTINATION.emailAttachment)
      ? (form.destinationEmailFileType ?? undefined)
      : undefined,
    isManualUpload: src(SOURCE.manualUpload),
    isMobileApp: src(SOURCE.mobileApp),
    isAPI: src(SOURCE.api),
    requiredApproval: form.requiredApproval,
    reviewMode: effectiveReviewMode(form),
    fileLayouts: {
      ...(dst(DESTINATION.emailAttachment) ? { Email: form.fileLayouts.Email } : {}),
      ...(dst(DESTINATION.ftp) ? { FTP: form.fileLayouts.FTP } : {}),
    },
    csvFormats: {
      ...(dst(DESTINATION.emailAttachment) ? { Email: form.csvFormats.Email } : {}),
      ...(dst(DESTINATION.ftp) ? { FTP: form.csvFormats.FTP } : {}),
    },
    draftMode,
    // on edit draftMode and newConfig are opposites
    ...(edit ? { newConfig: !draftMode } : {}),
  };
}

/** POST MapDataFromSampleFile. */
export function buildSubmitPayload(
  fileName: string,
  draft: MappingDraft,
  form: EndpointForm,
  meta: MappingMeta,
  draftMode: boolean,
): SubmitConfiguration {
  return {
    fileName,
    data: mappingDataOf(draft),
    translation: true,
    endPointsConfigRequest: endPointsConfigRequestOf(form, meta, draftMode, false),
  };
}

/** POST EditConfiguration. */
export function buildEditPayload(
  fileName: string,
  draft: MappingDraft,
  form: EndpointForm,
  meta: MappingMeta & { cnId: string },
  draftMode: boolean,
): EditConfiguration {
  return {
    fileName,
    data: mappingDataOf(draft),
    translation: true,
    newConfig: !draftMode,
    endPointsConfigRequest: { ...endPointsConfigRequestOf(form, meta, draftMode, true), cnId: meta.cnId },
  };
}
