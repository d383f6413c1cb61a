import {
  DEFAULT_REVIEW_MODE,
  DESTINATION,
  SOURCE,
  type ConfigurationView,
  type FtpSettingsView,
} from '@paperbridge/contracts';
import { splitEnterprisePhone } from './enterprise-phone';
import { emptyEndpointForm, emptyFtp, type EndpointForm, type FtpForm } from './endpoint-form.types';
import { stateOfDuration } from './retention';

/** The FTP password is never returned: the field stays blank with a 'saved' hint. */
const ftpFormOf = (v: FtpSettingsView | null): FtpForm =>
  v
    ? {
        host: v.host,
        username: v.username,
        password: '',
        port: String(v.port),
        protocol: v.protocol,
        path: v.path,
        fileType: v.fileType,
        hasStoredPassword: v.hasPassword,
      }
    : emptyFtp();

/** Step 1 values of a saved mapping (edit). */
export function endpointFormOf(view: ConfigurationView): EndpointForm {
  const req = view.endPointsConfigRequest;
  const c = req.config;
  const state =
    req.retentionState >= 1 && req.retentionState <= 8
      ? req.retentionState
      : stateOfDuration(req.retentionDuration ?? view.retentionDuration);
  const sources = (
    [
      c.ftpIn ? SOURCE.ftp : null,
      c.isEmailConfig || c.emailList.length ? SOURCE.emailAttachment : null,
      req.isManualUpload ? SOURCE.manualUpload : null,
      req.isAPI ? SOURCE.api : null,
      req.isMobileApp ? SOURCE.mobileApp : null,
    ] as (number | null)[]
  ).filter((x): x is number => x != null);
  const destinations = (
    [
      c.ftpOut ? DESTINATION.ftp : null,
      req.destinationEmails.length ? DESTINATION.emailAttachment : null,
      req.webhookEndPoint ? DESTINATION.webhook : null,
      c.integrationType ? DESTINATION.standardIntegrations : null,
      c.enterpriseRequest ? DESTINATION.enterprise : null,
    ] as (number | null)[]
  ).filter((x): x is number => x != null);
  const phone = splitEnterprisePhone(c.enterpriseRequest?.contactNumber);
  return {
    ...emptyEndpointForm(state),
    sources,
    destinations,
    ftpIn: ftpFormOf(c.ftpIn),
    ftpOut: ftpFormOf(c.ftpOut),
    sourceEmails: c.emailList,
    destinationEmails: req.destinationEmails,
    destinationEmailFileType: req.destinationEmailFileType,
    webhookTag: req.webhookEndPoint,
    webhookFileType: req.webhookFileType ?? 'JSON',
    integrationType: c.integrationType,
    enterprise: c.enterpriseRequest
      ? {
          contactName: c.enterpriseRequest.contactName,
          contactCode: phone.code,
          contactNumber: phone.number,
          description: c.enterpriseRequest.requestMessage,
        }
      : emptyEndpointForm(state).enterprise,
    requiredApproval: req.requiredApproval,
    reviewMode: req.reviewMode ?? DEFAULT_REVIEW_MODE,
    excelTabName: c.excelTabName ?? '',
    fileLayouts: { Email: req.fileLayouts?.Email ?? 'document', FTP: req.fileLayouts?.FTP ?? 'document' },
    csvFormats: { Email: req.csvFormats?.Email ?? 'standard', FTP: req.csvFormats?.FTP ?? 'standard' },
  };
}
