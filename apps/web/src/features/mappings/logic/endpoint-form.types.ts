import type { CsvFormat, FileLayout, FtpProtocol, ReviewMode } from '@paperbridge/contracts';

export interface FtpForm {
  host: string;
  username: string;
  password: string;
  port: string;
  protocol: FtpProtocol;
  /** the remote folder: absolute or from the login folder, '' the login folder (beyond the spec: issue 30 point 7) */
  path: string;
  /** destination only: JSON, EXCEL, XML (DOCX for the agreement type) */
  fileType: string | null;
  /** edit: a password is stored on the server (it is never returned) */
  hasStoredPassword: boolean;
}

export interface EnterpriseForm {
  contactName: string;
  contactCode: string;
  contactNumber: string;
  description: string;
}

/** Step 1 'Source/Destination Selection' (spec 001 §3 Mapping form values). */
export interface EndpointForm {
  retentionState: number;
  /** source ids (SOURCE) and destination ids (DESTINATION) */
  sources: number[];
  destinations: number[];
  ftpIn: FtpForm;
  ftpOut: FtpForm;
  sourceEmails: string[];
  destinationEmails: string[];
  destinationEmailFileType: string | null;
  /** the webhook input and, once added, its tag */
  webhook: string;
  webhookTag: string | null;
  /** beyond the spec (issue 25): what the webhook receives, JSON (default), UBL or CII */
  webhookFileType: 'JSON' | 'UBL' | 'CII';
  integrationType: string | null;
  enterprise: EnterpriseForm;
  requiredApproval: boolean;
  /** beyond the spec (issue 22): review every document or only when unsure (logic/review-choice.ts) */
  reviewMode: ReviewMode;
  excelTabName: string;
  /** beyond the spec (issue 30): one file per document or one file a day, per file destination */
  fileLayouts: { Email: FileLayout; FTP: FileLayout };
  /** beyond the spec (issue 30): how a CSV file writes numbers and dates, per file destination */
  csvFormats: { Email: CsvFormat; FTP: CsvFormat };
}

export const emptyFtp = (): FtpForm => ({
  host: '',
  username: '',
  password: '',
  port: '',
  protocol: 'ftp',
  path: '',
  fileType: null,
  hasStoredPassword: false,
});
export const emptyEnterprise = (): EnterpriseForm => ({
  contactName: '',
  contactCode: '',
  contactNumber: '',
  description: '',
});

export const emptyEndpointForm = (retentionState: number): EndpointForm => ({
  retentionState,
  sources: [],
  destinations: [],
  ftpIn: emptyFtp(),
  ftpOut: emptyFtp(),
  sourceEmails: [],
  destinationEmails: [],
  destinationEmailFileType: null,
  webhook: '',
  webhookTag: null,
  webhookFileType: 'JSON',
  integrationType: null,
  enterprise: emptyEnterprise(),
  requiredApproval: false,
  reviewMode: 'unsure',
  excelTabName: '',
  fileLayouts: { Email: 'document', FTP: 'document' },
  csvFormats: { Email: 'standard', FTP: 'standard' },
});
