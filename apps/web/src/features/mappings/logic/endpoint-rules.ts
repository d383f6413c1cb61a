import { DESTINATION, DOC_TYPE, MAP_MSG, SOURCE, ftpFolderProblem } from '@paperbridge/contracts';
import { isValidEnterpriseInputs } from './enterprise-phone';
import type { EndpointForm, FtpForm } from './endpoint-form.types';
import type { IncludeAsColumnRow } from './mapping-draft.types';
import { isAgreementType } from './retention';

/**
 * The file formats a destination offers: CSV for every type (the delivery renders it), DOCX only for agreements, UBL
 * and CII e-invoices only for commercial invoices (issue 25).
 */
export const fileFormatsFor = (docTypeId: number | null | undefined) =>
  isAgreementType(docTypeId)
    ? ['JSON', 'EXCEL', 'XML', 'CSV', 'DOCX']
    : docTypeId === DOC_TYPE.commercialInvoice
      ? ['JSON', 'EXCEL', 'XML', 'CSV', 'UBL', 'CII']
      : ['JSON', 'EXCEL', 'XML', 'CSV'];

const URL_RE = /^https?:\/\/(?:[a-z0-9-]+\.)*[a-z0-9-]+(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;
/** A webhook must match a URL pattern; the placeholder '{host}' is ignored. */
export const isValidWebhook = (url: string) => !url.includes('{host}') && URL_RE.test(url.trim());

/** Verify needs host, user id, password (or the stored one on edit) and port; the destination also a file format. */
export function isFtpComplete(ftp: FtpForm, destination: boolean): boolean {
  const port = Number(ftp.port);
  const base =
    ftp.host.trim() !== '' &&
    ftp.username.trim() !== '' &&
    (ftp.password !== '' || ftp.hasStoredPassword) &&
    Number.isInteger(port) &&
    port >= 1 &&
    port <= 65535 &&
    !ftpFolderProblem(ftp.path.trim());
  return destination ? base && !!ftp.fileType : base;
}

export const includeRowComplete = (r: IncludeAsColumnRow) =>
  r.fieldValue != null && r.tableNumberValue != null && r.columnPositionValue != null;
const includeRowEmpty = (r: IncludeAsColumnRow) =>
  r.fieldValue == null && r.tableNumberValue == null && r.columnPositionValue == null;
/** Started but unfinished include-as-column rows (empty ones are dropped at Finalise). */
export const includeRowsIncomplete = (rows: readonly IncludeAsColumnRow[]) =>
  rows.some((r) => !includeRowEmpty(r) && !includeRowComplete(r));

export const usesExcel = (f: EndpointForm) =>
  (f.destinations.includes(DESTINATION.emailAttachment) && f.destinationEmailFileType === 'EXCEL') ||
  (f.destinations.includes(DESTINATION.ftp) && f.ftpOut.fileType === 'EXCEL');
/** The worksheet tab name appears only for the customised type with Excel output. */
export const needsWorksheetName = (f: EndpointForm, docTypeId: number | null | undefined) =>
  docTypeId === DOC_TYPE.customised && usesExcel(f);
/** 'Review the output before finalising.' shows for an Excel e-mail output (and the customised type). */
export const showsReviewCheckbox = (f: EndpointForm, docTypeId: number | null | undefined) =>
  docTypeId === DOC_TYPE.customised ||
  (f.destinations.includes(DESTINATION.emailAttachment) && f.destinationEmailFileType === 'EXCEL');

export interface SubmitGate {
  form: EndpointForm;
  docTypeId: number | null | undefined;
  /** chip-rule messages showing in the source / destination e-mail inputs */
  sourceEmailError: string | null;
  destinationEmailError: string | null;
  includeRows: readonly IncludeAsColumnRow[];
}

/**
 * 'Finish and submit' is disabled when an e-mail is invalid, a source or destination e-mail error
 * exists, include-as-column rows are incomplete, no source is selected, or no destination is
 * selected (except for the Standard Leave and License agreement type).
 */
export function isSubmitDisabled({
  form,
  docTypeId,
  sourceEmailError,
  destinationEmailError,
  includeRows,
}: SubmitGate): boolean {
  if (sourceEmailError || destinationEmailError) return true;
  if (includeRowsIncomplete(includeRows)) return true;
  if (form.sources.length === 0) return true;
  if (form.destinations.length === 0 && !isAgreementType(docTypeId)) return true;
  return false;
}

/** The first message that stops a final submit (spec 001 §5), or null. A draft is saved as it is. */
export function submitBlocker(form: EndpointForm, docTypeId: number | null | undefined): string | null {
  if (form.sources.length === 0 || (form.destinations.length === 0 && !isAgreementType(docTypeId)))
    return MAP_MSG.sourceDestinationRequired;
  const folder = (f: FtpForm) => ftpFolderProblem(f.path.trim());
  if (form.sources.includes(SOURCE.ftp) && folder(form.ftpIn)) return folder(form.ftpIn);
  if (form.destinations.includes(DESTINATION.ftp) && folder(form.ftpOut)) return folder(form.ftpOut);
  if (form.sources.includes(SOURCE.ftp) && !isFtpComplete(form.ftpIn, false)) return MAP_MSG.ftpSourceForm;
  if (form.sources.includes(SOURCE.emailAttachment) && form.sourceEmails.length === 0)
    return MAP_MSG.sourceEmailRequired;
  if (form.destinations.includes(DESTINATION.ftp)) {
    if (!isFtpComplete({ ...form.ftpOut, fileType: 'x' }, true)) return MAP_MSG.ftpDestinationForm;
    if (!form.ftpOut.fileType) return MAP_MSG.ftpFileFormat;
  }
  if (form.destinations.includes(DESTINATION.emailAttachment) && form.destinationEmails.length === 0)
    return MAP_MSG.validEmail;
  if (form.destinations.includes(DESTINATION.webhook) && !form.webhookTag) return MAP_MSG.webhookInvalid;
  if (form.destinations.includes(DESTINATION.standardIntegrations) && !form.integrationType)
    return MAP_MSG.integrationRequired;
  if (form.destinations.includes(DESTINATION.enterprise)) {
    const e = form.enterprise;
    if (!e.contactName.trim()) return MAP_MSG.enterpriseName;
    if (!e.description.trim()) return MAP_MSG.enterpriseRequirements;
    if (!isValidEnterpriseInputs(e.contactCode, e.contactNumber)) return MAP_MSG.enterprisePhone;
  }
  if (needsWorksheetName(form, docTypeId) && !form.excelTabName.trim()) return MAP_MSG.worksheetRequired;
  return null;
}
