import type { FtpProtocol, ReviewMode } from '@paperbridge/contracts';

export interface FtpForm {
  host: string;
  username: string;
  password: string;
  port: string;
  protocol: FtpProtocol;
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
  integrationType: string | null;
  enterprise: EnterpriseForm;
  requiredApproval: boolean;
  /** beyond the spec (issue 22): review every document or only when unsure (logic/review-choice.ts) */
  reviewMode: ReviewMode;
  excelTabName: string;
}

export const emptyFtp = (): FtpForm => ({ host: '', username: '', password: '', port: '', protocol: 'ftp', fileType: null, hasStoredPassword: false });
export const emptyEnterprise = (): EnterpriseForm => ({ contactName: '', contactCode: '', contactNumber: '', description: '' });

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
  integrationType: null,
  enterprise: emptyEnterprise(),
  requiredApproval: false,
  reviewMode: 'unsure',
  excelTabName: '',
});
