import { DOC_TYPE, EINVOICE_FORMATS, FILE_FORMATS, MAP_MSG, type FtpSettingsInput } from '@paperbridge/contracts';
import type { StoredFtp } from '../../db/schema/index.ts';
import { ruleError } from './rule-error.ts';

export type FtpChoice = { settings: StoredFtp; password: string | undefined } | null;

const isBlank = (f: FtpSettingsInput | undefined) =>
  !f || (!f.host && !f.username && !f.password && f.port === undefined);

/** Default protocol by port: 22 → sftp, else ftp. */
export const defaultProtocol = (port: number) => (port === 22 ? 'sftp' : 'ftp');

/**
 * An FTP source or destination form: null when not selected (all blank); otherwise host, user id,
 * port and a password (new, or stored when `hasStored`) are required, and a destination needs a format.
 */
export function validateFtpSettings(
  input: FtpSettingsInput | undefined,
  opts: { direction: 'in' | 'out'; docTypeId: number; draft: boolean; hasStored: boolean },
): FtpChoice {
  if (isBlank(input)) return null;
  const f = input!;
  const field = opts.direction === 'in' ? 'ftpIn' : 'ftpOut';
  const formMessage = opts.direction === 'in' ? MAP_MSG.ftpSourceForm : MAP_MSG.ftpDestinationForm;
  const complete = Boolean(f.host && f.username && f.port && (f.password || opts.hasStored));
  if (!complete && !opts.draft) throw ruleError(field, formMessage);
  let fileType: string | null = null;
  if (opts.direction === 'out') {
    fileType = f.fileType?.toUpperCase() ?? null;
    if (!fileType && !opts.draft) throw ruleError(`${field}.fileType`, MAP_MSG.ftpFileFormat);
    if (fileType && !(FILE_FORMATS as readonly string[]).includes(fileType))
      throw ruleError(`${field}.fileType`, MAP_MSG.ftpFileFormat);
    if (fileType === 'DOCX' && opts.docTypeId !== DOC_TYPE.leaveAndLicenseAgreement)
      throw ruleError(`${field}.fileType`, MAP_MSG.docxAgreementOnly);
    if (fileType && EINVOICE_FORMATS.includes(fileType) && opts.docTypeId !== DOC_TYPE.commercialInvoice)
      throw ruleError(`${field}.fileType`, MAP_MSG.einvoiceInvoiceOnly);
  }
  const port = f.port ?? 21;
  return {
    settings: {
      host: f.host ?? '',
      username: f.username ?? '',
      port,
      protocol: f.protocol ?? defaultProtocol(port),
      path: f.path ?? '',
      fileType,
    },
    password: f.password,
  };
}
