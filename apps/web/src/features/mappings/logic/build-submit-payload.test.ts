import { DESTINATION, DOC_TYPE, SOURCE, type FormFieldRow } from '@paperbridge/contracts';
import { describe, expect, it } from 'vitest';
import { buildEditPayload, buildSubmitPayload, type MappingMeta } from './build-submit-payload';
import { emptyEndpointForm, type EndpointForm } from './endpoint-form.types';
import { canFinalise, dropTrailingEmptyIncludeRows, mappingDataOf, takenFieldIds } from './mapping-draft';
import type { DraftTable, MappingDraft } from './mapping-draft.types';
import { mapColumn, setRowIncluded } from './table-rules';

const row = (id: string, over: Partial<FormFieldRow> = {}): FormFieldRow => ({
  key: id,
  label: id,
  value: `v-${id}`,
  polygon: null,
  dF_Id: null,
  confidence: 90,
  includeAsColumn: false,
  tableNumber: 0,
  columnNumber: 0,
  isUniqueKey: false,
  unique_id: id,
  isCustomField: false,
  isNewInStack: false,
  sortPosition: 0,
  orderIndex: 0,
  isRequired: false,
  ...over,
});
const table = (n: number, capture: boolean): DraftTable => ({
  tableNumber: n,
  polygon: null,
  capture,
  rule: [],
  rows: [
    {
      rowNumber: 1,
      cells: [
        { text: 'Widget', columnNumber: 1, polygon: null },
        { text: '10', columnNumber: 2, polygon: null },
      ],
    },
  ],
  columns: [
    { columnNumber: 1, header: 'Item', dF_Id: null, sequenceNumber: 0 },
    { columnNumber: 2, header: 'Amount', dF_Id: null, sequenceNumber: 0 },
  ],
});
const draft = (): MappingDraft => ({
  fields: [
    row('no', { dF_Id: 1, sortPosition: 1, orderIndex: 1, isRequired: true }),
    row('date', { dF_Id: 2, sortPosition: 2, orderIndex: 2 }),
    row('x'),
  ],
  udfFields: [],
  tables: [setRowIncluded(mapColumn(table(1, true), 2, 30), 1, false), mapColumn(table(2, false), 1, 31)],
  includeRows: [{ fieldValue: 2, tableNumberValue: 1, columnPositionValue: 3 }],
});
const meta: MappingMeta = {
  clientEmail: 'client@acme.test',
  configName: 'INV.acme1',
  docTypeId: DOC_TYPE.commercialInvoice,
  docTypeName: 'Commercial Invoice',
};
const ftp = {
  host: 'ftp.acme.test',
  username: 'u',
  password: 'secret',
  port: '21',
  protocol: 'ftp' as const,
  path: '/exports',
  fileType: 'JSON',
  hasStoredPassword: false,
};
const form = (): EndpointForm => ({
  ...emptyEndpointForm(1),
  sources: [SOURCE.manualUpload, SOURCE.emailAttachment],
  destinations: [DESTINATION.ftp, DESTINATION.emailAttachment, DESTINATION.enterprise],
  sourceEmails: ['in@acme.test'],
  destinationEmails: ['out@acme.test'],
  destinationEmailFileType: 'EXCEL',
  ftpOut: ftp,
  enterprise: { contactName: 'Ann', contactCode: '+61', contactNumber: '412 345 678', description: 'SAP' },
  requiredApproval: true,
});

describe('SubmitConfiguration payload (spec 001 §3)', () => {
  it('builds the create payload', () => {
    const p = buildSubmitPayload('sample.pdf', draft(), form(), meta, false);
    expect(p.fileName).toBe('sample.pdf');
    expect(p.translation).toBe(true);
    const r = p.endPointsConfigRequest;
    expect(r).toMatchObject({
      coEmail: 'client@acme.test',
      configName: 'INV.acme1',
      type: 'Commercial Invoice',
      isRetention: true,
      retentionDuration: 30,
      destinationEmails: ['out@acme.test'],
      destinationEmailFileType: 'EXCEL',
      isManualUpload: true,
      isMobileApp: false,
      isAPI: false,
      requiredApproval: true,
      draftMode: false,
      webhookEndPoint: undefined,
    });
    expect(r).not.toHaveProperty('newConfig');
    expect(r.config).toMatchObject({
      dtId: 1,
      docType: 'Commercial Invoice',
      emailList: ['in@acme.test'],
      isEmailConfig: true,
      ftpIn: undefined,
      ftpOut: {
        host: 'ftp.acme.test',
        username: 'u',
        password: 'secret',
        port: 21,
        prefix: 'Destination',
        fileType: 'JSON',
        protocol: 'ftp',
        path: '/exports',
      },
      enterpriseRequest: { contactName: 'Ann', contactNumber: '(+61) 412 345 678', requestMessage: 'SAP' },
    });
  });
  it('keeps only mapped columns of captured tables, sends other tables empty, applies include-as-column', () => {
    const data = mappingDataOf(draft());
    expect(data.tables).toEqual([
      {
        tableNumber: 1,
        capture: true,
        columns: [{ columnNumber: 2, dF_Id: 30, sequenceNumber: 1 }],
        rule: [expect.objectContaining({ rL_Id: 1, rowNumber: 1 })],
      },
      { tableNumber: 2, capture: false, columns: [], rule: [] },
    ]);
    expect(
      data.fields.map((f) => [f.unique_id, f.sortPosition, f.includeAsColumn, f.tableNumber, f.columnNumber]),
    ).toEqual([
      ['no', 1, false, 0, 0],
      ['date', 2, true, 1, 3],
      ['x', 0, false, 0, 0],
    ]);
  });
  it('makes draftMode and newConfig opposites on edit, and leaves a blank FTP password out', () => {
    const f = { ...form(), ftpOut: { ...ftp, password: '', hasStoredPassword: true } };
    const p = buildEditPayload(
      'sample.pdf',
      draft(),
      f,
      { ...meta, cnId: '6f1c1f0e-8b7b-4c55-9d2a-3f0a3c4b5d6e' },
      true,
    );
    expect(p.newConfig).toBe(false);
    expect(p.endPointsConfigRequest).toMatchObject({
      draftMode: true,
      newConfig: false,
      cnId: '6f1c1f0e-8b7b-4c55-9d2a-3f0a3c4b5d6e',
    });
    expect(p.endPointsConfigRequest.config?.ftpOut).not.toHaveProperty('password');
    expect(p.endPointsConfigRequest.config?.ftpOut).toMatchObject({ cnId: '6f1c1f0e-8b7b-4c55-9d2a-3f0a3c4b5d6e' });
  });
  it("sends each chosen file destination's layout (issue 30), and none for a destination not chosen", () => {
    const f = { ...form(), fileLayouts: { Email: 'daily' as const, FTP: 'document' as const } };
    expect(buildSubmitPayload('sample.pdf', draft(), f, meta, false).endPointsConfigRequest.fileLayouts).toEqual({
      Email: 'daily',
      FTP: 'document',
    });
    const webhookOnly = { ...f, destinations: [DESTINATION.webhook] };
    expect(
      buildSubmitPayload('sample.pdf', draft(), webhookOnly, meta, false).endPointsConfigRequest.fileLayouts,
    ).toEqual({});
  });
});

describe('Finalise rules (spec 001 §4)', () => {
  it('is enabled when the current table has a mapped column or a header field has a field', () => {
    const d = draft();
    expect(canFinalise(d, 1)).toBe(true);
    const none: MappingDraft = { ...d, fields: d.fields.map((f) => ({ ...f, dF_Id: null })), tables: [table(1, true)] };
    expect(canFinalise(none, 1)).toBe(false);
    expect(canFinalise({ ...none, tables: [mapColumn(table(1, true), 1, 5)] }, 1)).toBe(true);
  });
  it('drops empty trailing include-as-column rows', () => {
    const empty = { fieldValue: null, tableNumberValue: null, columnPositionValue: null };
    const full = { fieldValue: 1, tableNumberValue: 1, columnPositionValue: 2 };
    expect(dropTrailingEmptyIncludeRows([full, empty, empty])).toEqual([full]);
    expect(dropTrailingEmptyIncludeRows([empty, full])).toEqual([empty, full]);
  });
  it('collects every field id in use', () => {
    expect([...takenFieldIds(draft())].sort((a, b) => a - b)).toEqual([1, 2, 30, 31]);
  });
});
