import {
  DOC_TYPE,
  EINVOICE_FORMATS,
  FILE_FORMATS,
  INTEGRATION_DOC_TYPES,
  FILE_LAYOUT_TEXT,
  MAP_MSG,
  WEBHOOK_FORMATS,
  type EndPointsConfigRequest,
  type WebhookFormat,
} from '@paperbridge/contracts';
import type { MappingEndpoints } from '../../db/schema/index.ts';
import { assertPublicUrl, HostNotAllowedError, type SsrfOptions } from '../../lib/net/assert-public-host.ts';
import { cleanEmailList } from './email-list.ts';
import { ruleError } from './rule-error.ts';
import { validateFtpSettings } from './validate-ftp-settings.ts';
import { validateEnterprise } from './validate-enterprise.ts';

export const INTEGRATION_CODES = ['XERO', 'QUICKBOOK'] as const;

export interface EndpointChoices {
  endpoints: MappingEndpoints;
  /** undefined: keep the stored password (edit with a blank password); null: none */
  ftpInPassword: string | null | undefined;
  ftpOutPassword: string | null | undefined;
}

/**
 * A mapping's sources and destinations checked (spec 001 §5): e-mail lists, FTP settings, the file
 * format (DOCX only for the agreement type), the webhook, Standard Integrations only for commercial
 * invoices and expense receipts (issue 26), the enterprise form and the worksheet tab name a customised
 * Excel output needs. A draft skips the "required" checks but not the formats of what was given. Webhook
 * hosts pass the SSRF guard (always on; config.ssrf's allow-list).
 */
export async function validateEndpoints(
  req: EndPointsConfigRequest,
  opts: {
    docTypeId: number;
    draft: boolean;
    production: boolean;
    ssrf: SsrfOptions;
    storedFtpIn: boolean;
    storedFtpOut: boolean;
  },
): Promise<EndpointChoices> {
  const { docTypeId, draft } = opts;
  const config = req.config ?? {};
  const ftpIn = validateFtpSettings(config.ftpIn, { direction: 'in', docTypeId, draft, hasStored: opts.storedFtpIn });
  const ftpOut = validateFtpSettings(config.ftpOut, {
    direction: 'out',
    docTypeId,
    draft,
    hasStored: opts.storedFtpOut,
  });

  const emailList = cleanEmailList(config.emailList, 'config.emailList');
  const isEmailConfig = config.isEmailConfig ?? emailList.length > 0;
  if (isEmailConfig && !emailList.length && !draft) throw ruleError('config.emailList', MAP_MSG.sourceEmailRequired);

  const destinationEmails = cleanEmailList(
    [...(req.destinationEmails ?? []), ...(req.destinationEmail ?? [])].filter((e, i, a) => a.indexOf(e) === i),
    'destinationEmails',
  );
  const destinationEmailFileType = req.destinationEmailFileType?.toUpperCase() ?? null;
  if (destinationEmailFileType) {
    if (!(FILE_FORMATS as readonly string[]).includes(destinationEmailFileType))
      throw ruleError('destinationEmailFileType', MAP_MSG.ftpFileFormat);
    if (destinationEmailFileType === 'DOCX' && docTypeId !== DOC_TYPE.leaveAndLicenseAgreement)
      throw ruleError('destinationEmailFileType', MAP_MSG.docxAgreementOnly);
    if (EINVOICE_FORMATS.includes(destinationEmailFileType) && docTypeId !== DOC_TYPE.commercialInvoice)
      throw ruleError('destinationEmailFileType', MAP_MSG.einvoiceInvoiceOnly);
  }

  const webhookEndPoint = await validateWebhook(req.webhookEndPoint, opts.production, opts.ssrf);
  const webhookFileType = (req.webhookFileType?.toUpperCase() || 'JSON') as WebhookFormat;
  if (!(WEBHOOK_FORMATS as readonly string[]).includes(webhookFileType))
    throw ruleError('webhookFileType', MAP_MSG.webhookFormat);
  if (EINVOICE_FORMATS.includes(webhookFileType) && docTypeId !== DOC_TYPE.commercialInvoice)
    throw ruleError('webhookFileType', MAP_MSG.einvoiceInvoiceOnly);

  const integrationType = config.integrationType?.toUpperCase() ?? null;
  if (integrationType) {
    if (!INTEGRATION_DOC_TYPES.includes(docTypeId))
      throw ruleError('config.integrationType', MAP_MSG.integrationDocTypes);
    if (!(INTEGRATION_CODES as readonly string[]).includes(integrationType))
      throw ruleError('config.integrationType', MAP_MSG.integrationRequired);
  }

  const enterpriseRequest = validateEnterprise(config.enterpriseRequest, draft);
  const excelTabName = config.excelTabName ?? null;
  const excelOutput = destinationEmailFileType === 'EXCEL' || ftpOut?.settings.fileType === 'EXCEL';
  if (docTypeId === DOC_TYPE.customised && excelOutput && !excelTabName && !draft)
    throw ruleError('config.excelTabName', MAP_MSG.worksheetRequired);

  const endpoints: MappingEndpoints = {
    ftpIn: ftpIn?.settings ?? null,
    ftpOut: ftpOut?.settings ?? null,
    emailList,
    isEmailConfig,
    destinationEmails,
    destinationEmailFileType: destinationEmails.length ? destinationEmailFileType : null,
    webhookEndPoint,
    ...(webhookEndPoint && webhookFileType !== 'JSON' ? { webhookFileType } : {}),
    integrationType,
    enterpriseRequest,
    excelTabName: docTypeId === DOC_TYPE.customised ? excelTabName : null,
    isManualUpload: req.isManualUpload ?? false,
    isMobileApp: req.isMobileApp ?? false,
    isAPI: req.isAPI ?? false,
    ...(req.fileLayouts
      ? { fileLayouts: fileLayoutsOf(req, destinationEmailFileType, ftpOut?.settings.fileType ?? null) }
      : {}),
    ...(req.csvFormats
      ? {
          csvFormats: {
            ...(req.csvFormats.Email ? { Email: req.csvFormats.Email } : {}),
            ...(req.csvFormats.FTP ? { FTP: req.csvFormats.FTP } : {}),
          },
        }
      : {}),
  };
  if (!draft) requireSourceAndDestination(endpoints, docTypeId);
  return {
    endpoints,
    ftpInPassword: ftpIn ? ftpIn.password : null,
    ftpOutPassword: ftpOut ? ftpOut.password : null,
  };
}

/** Daily files for the file destinations that ask for them; a DOCX holds one agreement, so it cannot be batched. */
function fileLayoutsOf(
  req: EndPointsConfigRequest,
  emailType: string | null,
  ftpType: string | null,
): NonNullable<MappingEndpoints['fileLayouts']> {
  const layouts = req.fileLayouts ?? {};
  if (layouts.Email === 'daily' && emailType === 'DOCX')
    throw ruleError('fileLayouts.Email', FILE_LAYOUT_TEXT.docxDaily);
  if (layouts.FTP === 'daily' && ftpType?.toUpperCase() === 'DOCX')
    throw ruleError('fileLayouts.FTP', FILE_LAYOUT_TEXT.docxDaily);
  return { ...(layouts.Email ? { Email: layouts.Email } : {}), ...(layouts.FTP ? { FTP: layouts.FTP } : {}) };
}

async function validateWebhook(
  raw: string | undefined,
  production: boolean,
  ssrf: SsrfOptions,
): Promise<string | null> {
  // the web form's placeholder value is ignored (spec 001 §4)
  if (!raw || raw === '{host}') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw ruleError('webhookEndPoint', MAP_MSG.webhookInvalid);
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    (!url.hostname.includes('.') && url.hostname !== 'localhost')
  )
    throw ruleError('webhookEndPoint', MAP_MSG.webhookInvalid);
  try {
    await assertPublicUrl(url.toString(), ssrf);
  } catch (e) {
    if (e instanceof HostNotAllowedError) {
      // a private or loopback address is always refused; an unresolvable host only in production (tests and development run offline)
      if (e.reason === 'blocked' || production) throw ruleError('webhookEndPoint', e.message);
    } else throw e;
  }
  return url.toString();
}

function requireSourceAndDestination(e: MappingEndpoints, docTypeId: number): void {
  const hasSource = Boolean(e.ftpIn || e.isEmailConfig || e.isManualUpload || e.isMobileApp || e.isAPI);
  const hasDestination = Boolean(
    e.ftpOut || e.destinationEmails.length || e.webhookEndPoint || e.integrationType || e.enterpriseRequest,
  );
  // the agreement type may go without a destination (spec 001 §4 "Submit button disabled")
  if (!hasSource || (!hasDestination && docTypeId !== DOC_TYPE.leaveAndLicenseAgreement)) {
    throw ruleError('endPointsConfigRequest', MAP_MSG.sourceDestinationRequired);
  }
}
