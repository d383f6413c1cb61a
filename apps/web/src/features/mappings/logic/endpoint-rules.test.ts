import { DESTINATION, DOC_TYPE, FTP_FOLDER_MSG, SOURCE } from '@paperbridge/contracts';
import { describe, expect, it } from 'vitest';
import { emptyEndpointForm, type EndpointForm } from './endpoint-form.types';
import {
  fileFormatsFor,
  isFtpComplete,
  isSubmitDisabled,
  isValidWebhook,
  needsWorksheetName,
  submitBlocker,
} from './endpoint-rules';

const form = (over: Partial<EndpointForm> = {}): EndpointForm => ({
  ...emptyEndpointForm(8),
  sources: [SOURCE.manualUpload],
  destinations: [DESTINATION.webhook],
  webhookTag: 'https://hooks.example.com/x',
  ...over,
});
const gate = (f: EndpointForm, extra: Partial<Parameters<typeof isSubmitDisabled>[0]> = {}) => ({
  form: f,
  docTypeId: DOC_TYPE.commercialInvoice,
  sourceEmailError: null,
  destinationEmailError: null,
  includeRows: [],
  ...extra,
});
const ftp = {
  host: 'ftp.example.com',
  username: 'u',
  password: 'p',
  port: '21',
  protocol: 'ftp' as const,
  path: '',
  fileType: null,
  hasStoredPassword: false,
};

describe('disabled-submit rules (spec 001 §4)', () => {
  it('is enabled with a source and a destination', () => expect(isSubmitDisabled(gate(form()))).toBe(false));
  it('is disabled with no source', () => expect(isSubmitDisabled(gate(form({ sources: [] })))).toBe(true));
  it('is disabled with no destination, except for the agreement type', () => {
    expect(isSubmitDisabled(gate(form({ destinations: [] })))).toBe(true);
    expect(isSubmitDisabled(gate(form({ destinations: [] }), { docTypeId: DOC_TYPE.leaveAndLicenseAgreement }))).toBe(
      false,
    );
  });
  it('is disabled while an e-mail input shows an error', () => {
    expect(isSubmitDisabled(gate(form(), { sourceEmailError: 'Please provide a valid email.' }))).toBe(true);
    expect(isSubmitDisabled(gate(form(), { destinationEmailError: 'Maximum email address capacity reached.' }))).toBe(
      true,
    );
  });
  it('is disabled while an include-as-column row is incomplete', () => {
    expect(
      isSubmitDisabled(
        gate(form(), { includeRows: [{ fieldValue: 1, tableNumberValue: 1, columnPositionValue: null }] }),
      ),
    ).toBe(true);
    expect(
      isSubmitDisabled(
        gate(form(), { includeRows: [{ fieldValue: null, tableNumberValue: null, columnPositionValue: null }] }),
      ),
    ).toBe(false);
  });
});

describe('submit messages (spec 001 §5)', () => {
  it.each<[Partial<EndpointForm>, string]>([
    [{ sources: [] }, 'Document Source and Destination Selection is required.'],
    [{ sources: [SOURCE.ftp] }, 'Please fill FTP Source form'],
    [
      { sources: [SOURCE.emailAttachment] },
      'At least one email address is required in the source email attachment section.',
    ],
    [{ destinations: [DESTINATION.ftp], ftpOut: { ...ftp, host: '' } }, 'Please fill FTP Destination form'],
    [{ destinations: [DESTINATION.ftp], ftpOut: ftp }, 'Please Select File Format for FTP Destination'],
    [{ webhookTag: null }, 'Webhook mapping is not valid.'],
    [{ destinations: [DESTINATION.standardIntegrations] }, 'Please select your preferred Integration.'],
    [{ destinations: [DESTINATION.enterprise] }, 'Enterprise Name is required'],
    [
      {
        destinations: [DESTINATION.enterprise],
        enterprise: { contactName: 'Ann', contactCode: '', contactNumber: '', description: '' },
      },
      'Enterprise requirements is required',
    ],
    [
      {
        destinations: [DESTINATION.enterprise],
        enterprise: { contactName: 'Ann', contactCode: '+61', contactNumber: '4123', description: 'ERP' },
      },
      'Please enter a valid phone number in the format: (+XX) XXX XXX XXX',
    ],
  ])('%o → %s', (over, message) => expect(submitBlocker(form(over), DOC_TYPE.commercialInvoice)).toBe(message));
  it('passes a complete form', () => {
    expect(
      submitBlocker(
        form({
          sources: [SOURCE.ftp],
          ftpIn: ftp,
          destinations: [DESTINATION.ftp],
          ftpOut: { ...ftp, fileType: 'JSON' },
          webhookTag: null,
        }),
        1,
      ),
    ).toBeNull();
  });
  it('needs a worksheet tab name for the customised type with Excel output', () => {
    const f = form({ destinations: [DESTINATION.ftp], ftpOut: { ...ftp, fileType: 'EXCEL' } });
    expect(needsWorksheetName(f, DOC_TYPE.customised)).toBe(true);
    expect(needsWorksheetName(f, DOC_TYPE.commercialInvoice)).toBe(false);
    expect(submitBlocker(f, DOC_TYPE.customised)).toBe('A worksheet tab name is required for Excel output.');
  });
});

describe('step 1 helpers', () => {
  it('offers DOCX only for the agreement type', () => {
    expect(fileFormatsFor(DOC_TYPE.commercialInvoice)).toEqual(['JSON', 'EXCEL', 'XML', 'CSV', 'UBL', 'CII']);
    expect(fileFormatsFor(DOC_TYPE.leaveAndLicenseAgreement)).toContain('DOCX');
  });
  it('validates webhook URLs and ignores {host}', () => {
    expect(isValidWebhook('https://hooks.example.com/in?x=1')).toBe(true);
    expect(isValidWebhook('http://{host}/hook')).toBe(false);
    expect(isValidWebhook('ftp://example.com')).toBe(false);
    expect(isValidWebhook('not a url')).toBe(false);
  });
  it('needs every FTP field (a stored password counts on edit)', () => {
    expect(isFtpComplete(ftp, false)).toBe(true);
    expect(isFtpComplete({ ...ftp, port: 'abc' }, false)).toBe(false);
    expect(isFtpComplete({ ...ftp, password: '', hasStoredPassword: true }, false)).toBe(true);
    expect(isFtpComplete(ftp, true)).toBe(false);
  });
  it("an FTP folder with a '..' step stops Verify and the submit with the reason (issue 30 point 7)", () => {
    expect(isFtpComplete({ ...ftp, path: '/invoices/in' }, false)).toBe(true);
    expect(isFtpComplete({ ...ftp, path: '../etc' }, false)).toBe(false);
    const f = form({ sources: [SOURCE.ftp], ftpIn: { ...ftp, path: 'in/../..' } });
    expect(submitBlocker(f, DOC_TYPE.commercialInvoice)).toBe(FTP_FOLDER_MSG.invalid);
    expect(submitBlocker({ ...f, ftpIn: { ...ftp, path: 'inbox' } }, DOC_TYPE.commercialInvoice)).toBeNull();
  });
});
