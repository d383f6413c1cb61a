import { DESTINATION, SOURCE } from '@paperbridge/contracts';
import { emptyEnterprise, emptyFtp, type EndpointForm } from '../logic/endpoint-form.types';

/**
 * Selecting FTP starts its form empty (so it is invalid); removing an option blanks what belonged to it
 * (FTP fields, e-mails, webhook, enterprise form, integration choice).
 */
export function applySourceChange(
  form: EndpointForm,
  next: number[],
  added: number[],
  removed: number[],
): EndpointForm {
  let f: EndpointForm = { ...form, sources: next };
  if (added.includes(SOURCE.ftp) || removed.includes(SOURCE.ftp)) f = { ...f, ftpIn: emptyFtp() };
  if (removed.includes(SOURCE.emailAttachment)) f = { ...f, sourceEmails: [] };
  return f;
}

export function applyDestinationChange(
  form: EndpointForm,
  next: number[],
  added: number[],
  removed: number[],
): EndpointForm {
  let f: EndpointForm = { ...form, destinations: next };
  if (added.includes(DESTINATION.ftp) || removed.includes(DESTINATION.ftp)) f = { ...f, ftpOut: emptyFtp() };
  if (removed.includes(DESTINATION.emailAttachment))
    f = { ...f, destinationEmails: [], destinationEmailFileType: null };
  if (removed.includes(DESTINATION.webhook)) f = { ...f, webhook: '', webhookTag: null };
  if (removed.includes(DESTINATION.standardIntegrations)) f = { ...f, integrationType: null };
  if (removed.includes(DESTINATION.enterprise)) f = { ...f, enterprise: emptyEnterprise() };
  return f;
}
