import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { applyTemplate } from '@paperbridge/engine';
import {
  FTP_FOLDER_MSG,
  MAPPING_CALLS,
  parseCallResult,
  type DocumentModel,
  type Template,
} from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { documents, mappings, sampleExtractions } from '../../../db/schema/index.ts';
import { openFtpPassword } from '../../../connectors/ftp/ftp-secrets.ts';
import { signFileToken } from '../../../lib/crypto/signed-file-token.ts';
import { uploadFile } from '@paperbridge/test-kit/mappings/upload-file.ts';
import { corporaDir, corporaSkip } from '../test-support/corpora.ts';
import { encryptedPdf } from '@paperbridge/engine/testing';
import { submitPayload } from '@paperbridge/test-kit/mappings/mapping-payload.ts';
import { storageFor } from '../../../connectors/storage/storage-for.ts';
import { purgeStaleSamples } from '../../../services/mappings/purge-stale-samples.ts';

const INVOICE = path.join(corporaDir, 'invoice2data-compare/AzureInterior.pdf');
const CLIENT = 'ap@azure-interior.example';
const FTP_PASSWORD = 'S3cret-ftp-pässword!';

describe(
  'Mappings (spec 001): sample extraction, create, edit, list, read, delete, file URL',
  { skip: corporaSkip() },
  () => {
    let t: TestApp;
    let a: SeededUser;
    let b: SeededUser;
    let pdf: Buffer;
    const fieldId: Record<string, number> = {};
    before(async () => {
      t = await startTestApp();
      a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
      b = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
      pdf = fs.readFileSync(INVOICE);
      await callApi(t.url, 'POST', '/api/admin/User/CreateUser', {
        token: a.token,
        body: { companyname: 'Azure Interior', contectname: 'Ann', email: CLIENT },
      });
      for (const f of (
        await callApi(t.url, 'GET', '/api/Admin/Map/GetDocFields', { token: a.token, query: { docTypeId: 1 } })
      ).result)
        fieldId[f.value] = f.id;
    });
    after(async () => t.close());

    const upload = (
      token: string,
      file: { name: string; bytes: Uint8Array } | undefined,
      fields: Record<string, string> = { docTypeId: '1' },
    ) => uploadFile(t.url, '/api/Admin/Map/GetDataFromSampleFile', { token, file, fields });
    const post = (token: string, call: string, body: unknown) =>
      callApi(t.url, 'POST', `/api/Admin/Map/${call}`, { token, body });
    const get = (token: string, call: string, query: Record<string, string | number> = {}) =>
      callApi(t.url, 'GET', `/api/Admin/Map/${call}`, { token, query });
    const filesOf = (companyId: string) => {
      const dir = path.join(t.ctx.config.dataDir, 'files', companyId, 'samples');
      return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    };

    /** The user's choices on the Azure Interior invoice: three header fields and three table columns. */
    function choices(sample: {
      fields: { key: string; value: string }[];
      tables: { tableNumber: number; columns: { columnNumber: number; header: string | null }[] }[];
    }) {
      const header = { Total: 'Total Amount', Subtotal: 'Subtotal', Reference: 'PO Number' } as Record<string, string>;
      const fields = sample.fields.map((f, i) => ({
        ...f,
        dF_Id: header[f.key] ? fieldId[header[f.key]!] : null,
        sortPosition: i + 1,
        isRequired: f.key === 'Total',
      }));
      const lineTable = sample.tables.find((tb) => tb.columns.some((c) => c.header === 'Unit Price'))!;
      const columnField = { Quantity: 'Quantity', 'Unit Price': 'Unit Price', Amount: 'Line Amount' } as Record<
        string,
        string
      >;
      const columns = lineTable.columns.map((c) => ({
        columnNumber: c.columnNumber,
        dF_Id: c.header && columnField[c.header] ? fieldId[columnField[c.header]!] : null,
      }));
      return { fields, tables: [{ tableNumber: lineTable.tableNumber, capture: true, columns, rule: [] }] };
    }

    let sample: any;
    /** an extracted sample of company A that no mapping consumed */
    let spareSample: string;
    it("extracts a real invoice: fields, tables and the engine model with 'The template has been successfully uploaded.'", async () => {
      const res = await upload(a.token, { name: 'AzureInterior.pdf', bytes: pdf });
      assert.equal(res.status, 200, res.message);
      assert.equal(res.message, 'The template has been successfully uploaded.');
      sample = res.result;
      assert.equal(sample.fileName, 'AzureInterior.pdf');
      assert.equal(sample.data.pageCount, 1);
      const total = sample.fields.find((f: { key: string }) => f.key === 'Total');
      assert.equal(total.value, '$ 279.84');
      assert.equal(total.polygon.length, 4);
      assert.ok(total.confidence > 0 && total.confidence <= 100);
      assert.equal(sample.tableCount, sample.tables.length);
      assert.ok(
        sample.tables.some((tb: { columns: { header: string }[] }) =>
          tb.columns.some((c) => c.header === 'Unit Price'),
        ),
      );
      assert.ok(sample.tables[0].rows[0].cells[0].polygon);
    });

    it("refuses what is not a PDF: 'Only PDF files can be used as a template.'", async () => {
      const res = await upload(a.token, { name: 'fake.pdf', bytes: Buffer.from('<html>not a pdf</html>') });
      assert.equal(res.status, 400);
      assert.equal(res.message, 'Only PDF files can be used as a template.');
      assert.equal(res.result[0].field, 'file');
      const none = await upload(a.token, undefined);
      assert.equal(none.status, 400);
      assert.equal(none.result[0].field, 'file');
      const badType = await upload(a.token, { name: 'a.pdf', bytes: pdf }, { docTypeId: '42' });
      assert.equal(badType.status, 400);
      assert.match(badType.message, /^docTypeId: /);
    });

    it('an encrypted or broken PDF answers 400 with the engine message and leaves nothing saved', async () => {
      const before = filesOf(a.companyId).length;
      const enc = await upload(a.token, { name: 'locked.pdf', bytes: encryptedPdf() });
      assert.equal(enc.status, 400);
      assert.equal(enc.message, 'The PDF is password protected.');
      const broken = await upload(a.token, {
        name: 'broken.pdf',
        bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3000, 7)]),
      });
      assert.equal(broken.status, 400);
      const rows = await t.ctx.db.select().from(sampleExtractions).where(eq(sampleExtractions.companyId, a.companyId));
      assert.ok(!rows.some((r) => r.fileName === 'locked.pdf' || r.fileName === 'broken.pdf'));
      assert.equal(filesOf(a.companyId).length, before);
    });

    it('answers 202 {jobId, status: processing} when the job takes longer; GetSampleExtraction polls it', async () => {
      const wait = t.ctx.config.sampleWaitMs;
      t.ctx.config.sampleWaitMs = 0;
      try {
        const res = await upload(a.token, { name: 'slow.pdf', bytes: pdf });
        assert.equal(res.status, 202, res.message);
        assert.equal(res.result.status, 'processing');
        assert.ok(['queued', 'extracting'].includes(res.result.stage));
        assert.equal((await get(b.token, 'GetSampleExtraction', { jobId: res.result.jobId })).status, 404);
        let polled = await get(a.token, 'GetSampleExtraction', { jobId: res.result.jobId });
        for (let i = 0; polled.status === 202 && i < 200; i++) {
          await new Promise((r) => setTimeout(r, 100));
          polled = await get(a.token, 'GetSampleExtraction', { jobId: res.result.jobId });
        }
        assert.equal(polled.status, 200, polled.message);
        assert.equal(polled.result.fileName, 'slow.pdf');
        assert.equal(polled.message, 'The template has been successfully uploaded.');
      } finally {
        t.ctx.config.sampleWaitMs = wait;
      }
      assert.equal((await get(a.token, 'GetSampleExtraction', { jobId: 'nope' })).status, 400);
    });

    it('a second upload of the same name gets its own name; a rotated re-upload with fileName replaces the sample', async () => {
      const second = await upload(a.token, { name: 'AzureInterior.pdf', bytes: pdf });
      assert.equal(second.status, 200, second.message);
      assert.notEqual(second.result.fileName, 'AzureInterior.pdf');
      const again = await upload(
        a.token,
        { name: 'rotated.pdf', bytes: pdf },
        { docTypeId: '1', fileName: second.result.fileName },
      );
      assert.equal(again.status, 200, again.message);
      assert.equal(again.result.fileName, second.result.fileName);
      assert.equal(again.result.sampleId, second.result.sampleId);
      spareSample = again.result.fileName;
    });

    it('samples never saved are removed (row and file) after a day', async () => {
      await storageFor(t.ctx).put(a.companyId, 'samples/old.pdf', pdf, 'application/pdf');
      await t.ctx.db.insert(sampleExtractions).values({
        companyId: a.companyId,
        docTypeId: 1,
        fileName: 'old.pdf',
        fileKey: 'samples/old.pdf',
        stage: 'done',
        updatedAt: new Date(Date.now() - 25 * 3600_000),
      });
      const caller = { companyId: a.companyId, userId: a.userId, sessionId: a.sessionId };
      assert.equal(await purgeStaleSamples(t.ctx, caller), 1);
      assert.equal(await storageFor(t.ctx).get(a.companyId, 'samples/old.pdf'), null);
      assert.ok(
        (await t.ctx.db.select().from(sampleExtractions).where(eq(sampleExtractions.companyId, a.companyId))).every(
          (r) => r.fileName !== 'old.pdf',
        ),
      );
    });

    it('validation per spec 001 §5, each a 400 with the exact text', async () => {
      const base = { fileName: sample.fileName, coEmail: CLIENT, configName: 'AZUREINV1', data: choices(sample) };
      const cases: [Record<string, unknown>, string][] = [
        [
          { request: { isManualUpload: false, destinationEmails: [] } },
          'Document Source and Destination Selection is required.',
        ],
        [{ request: { destinationEmails: ['a@b.example', 'nope'] } }, 'Please provide a valid email.'],
        [
          { request: { destinationEmails: ['a@b.example', 'A@b.example'] } },
          'The email you entered is already in use. Please provide another email address',
        ],
        [
          { request: { destinationEmails: Array.from({ length: 11 }, (_, i) => `u${i}@b.example`) } },
          'Maximum email address capacity reached.',
        ],
        [
          { config: { isEmailConfig: true, emailList: [] } },
          'At least one email address is required in the source email attachment section.',
        ],
        [
          { config: { ftpIn: { host: 'ftp.example.com', username: 'u', password: '', port: 21 } } },
          'Please fill FTP Source form',
        ],
        [
          { config: { ftpOut: { host: 'ftp.example.com', username: 'u', password: 'p', port: 21 } } },
          'Please Select File Format for FTP Destination',
        ],
        [
          { config: { ftpOut: { host: 'ftp.example.com', username: '', password: 'p', port: 21, fileType: 'JSON' } } },
          'Please fill FTP Destination form',
        ],
        [
          { request: { destinationEmailFileType: 'DOCX' } },
          'DOCX output is available only for the Standard Leave and License agreement.',
        ],
        [{ request: { webhookEndPoint: 'not a url' } }, 'Webhook mapping is not valid.'],
        [
          {
            config: {
              enterpriseRequest: { contactName: 'Acme', contactNumber: '0412 345 678', requestMessage: 'Need SAP' },
            },
          },
          'Please enter a valid phone number in the format: (+XX) XXX XXX XXX',
        ],
        [
          { config: { enterpriseRequest: { contactNumber: '(+61) 412 345 678', requestMessage: 'Need SAP' } } },
          'Enterprise Name is required',
        ],
        [{ config: { integrationType: 'SAGE' } }, 'Please select your preferred Integration.'],
        [{ configName: 'bad name' }, 'Should be alphanumeric only. No special characters and/or spaces.'],
        [
          { data: { fields: [], tables: [] } },
          'Map at least one header field or table column before finalising the mapping.',
        ],
        [
          { data: { fields: [{ key: 'x', value: 'y', dF_Id: 401 }], tables: [] } },
          'This field does not exist for the selected document type.',
        ],
        [{ request: { retentionDuration: 45 } }, 'Please select a valid retention period.'],
      ];
      for (const [over, message] of cases) {
        const res = await post(a.token, 'MapDataFromSampleFile', submitPayload({ ...base, ...(over as object) }));
        assert.equal(res.status, 400, `${message}: got ${res.status} ${res.message}`);
        assert.equal(res.message, message);
      }
      const climbing = await post(
        a.token,
        'MapDataFromSampleFile',
        submitPayload({
          ...base,
          config: { ftpIn: { host: 'ftp.example.com', username: 'u', password: 'p', port: 21, path: 'in/../../etc' } },
        }),
      );
      assert.equal(climbing.status, 400);
      assert.equal(climbing.message, `endPointsConfigRequest.config.ftpIn.path: ${FTP_FOLDER_MSG.invalid}`);
      const shape = await post(a.token, 'MapDataFromSampleFile', {
        fileName: sample.fileName,
        endPointsConfigRequest: { isManualUpload: 'maybe' },
      });
      assert.equal(shape.status, 400);
      assert.match(shape.message, /^endPointsConfigRequest\.isManualUpload: /);
      t.ctx.config.production = true;
      try {
        const local = await post(
          a.token,
          'MapDataFromSampleFile',
          submitPayload({ ...base, request: { webhookEndPoint: 'http://127.0.0.1:8080/hook' } }),
        );
        assert.equal(local.status, 400);
        assert.equal(
          local.message,
          'This host is not allowed: it resolves to a private, loopback or link-local address.',
        );
        assert.equal(local.result[0].field, 'webhookEndPoint');
      } finally {
        t.ctx.config.production = false;
      }
      const otherClient = await post(
        a.token,
        'MapDataFromSampleFile',
        submitPayload({ ...base, coEmail: 'nobody@example.com' }),
      );
      assert.equal(otherClient.message, 'Client not found.');
    });

    let cnId: string;
    it("a final save: 'The mapping has been successfully created.'; the learned template reproduces the mapped values", async () => {
      const res = await post(
        a.token,
        'MapDataFromSampleFile',
        submitPayload({
          fileName: sample.fileName,
          coEmail: CLIENT,
          configName: 'AZUREINV1',
          data: choices(sample),
          config: {
            ftpIn: {
              host: 'ftp.example.com',
              username: 'azure',
              password: FTP_PASSWORD,
              port: 21,
              prefix: 'Source',
              path: '/invoices/in/',
            },
          },
        }),
      );
      assert.equal(res.status, 200, res.message);
      assert.equal(res.message, 'The mapping has been successfully created.');
      cnId = res.result.cnId;
      const [row] = await t.ctx.db.select().from(mappings).where(eq(mappings.id, cnId));
      assert.ok(row!.template);
      assert.deepEqual(row!.mappedFieldIds.length, 6);
      const applied = applyTemplate(row!.template as Template, row!.sampleDocument as DocumentModel);
      assert.equal(applied.fields['Total Amount']!.value, '$ 279.84');
      assert.equal(applied.fields['Subtotal']!.value, '$ 262.90');
      assert.equal(applied.fields['PO Number']!.value, 'CUSTREF123');
      assert.ok(
        applied.tables[0]!.rows.some((r) => r['Line Amount']?.includes('150.00')),
        JSON.stringify(applied.tables),
      );
      // the sample was consumed by the mapping
      assert.equal((await upload(a.token, undefined)).status, 400);
      assert.ok(
        !(await t.ctx.db.select().from(sampleExtractions).where(eq(sampleExtractions.fileName, sample.fileName)))
          .length,
      );
    });

    it('FTP passwords are encrypted in the table and never returned; GetConfigurationById answers password "" + hasPassword', async () => {
      const [row] = await t.ctx.db.select().from(mappings).where(eq(mappings.id, cnId));
      const raw = JSON.stringify(row);
      assert.ok(!raw.includes(FTP_PASSWORD));
      assert.match(row!.ftpInSecret!, /^v1\./);
      assert.equal(openFtpPassword(t.ctx.config, cnId, 'in', row!.ftpInSecret!), FTP_PASSWORD);
      const res = await get(a.token, 'GetConfigurationById', { CnId: cnId });
      assert.equal(res.status, 200, res.message);
      assert.ok(!JSON.stringify(res).includes(FTP_PASSWORD));
      const ftpIn = res.result.endPointsConfigRequest.config.ftpIn;
      assert.equal(ftpIn.password, '');
      assert.equal(ftpIn.hasPassword, true);
      // the folder polled (issue 30 point 7), kept tidied
      assert.equal(ftpIn.path, '/invoices/in');
      assert.equal(res.result.configName, 'AZUREINV1');
      assert.equal(res.result.coEmail, CLIENT);
      assert.equal(res.result.retentionState, 1);
      assert.equal(res.result.data.fields.filter((f: { dF_Id: number | null }) => f.dF_Id).length, 3);
    });

    it('EditConfiguration keeps the stored password when blank; a changed host needs it again', async () => {
      const view = (await get(a.token, 'GetConfigurationById', { CnId: cnId })).result;
      const body = {
        fileName: view.fileName,
        newConfig: false,
        endPointsConfigRequest: { ...view.endPointsConfigRequest, retentionDuration: 180, draftMode: false },
      };
      const res = await post(a.token, 'EditConfiguration', body);
      assert.equal(res.status, 200, res.message);
      assert.equal(res.message, 'The mapping has been successfully updated.');
      const [row] = await t.ctx.db.select().from(mappings).where(eq(mappings.id, cnId));
      assert.equal(openFtpPassword(t.ctx.config, cnId, 'in', row!.ftpInSecret!), FTP_PASSWORD);
      assert.equal(row!.retentionDuration, 180);
      assert.ok(row!.template);
      const moved = structuredClone(body);
      moved.endPointsConfigRequest.config.ftpIn.host = 'evil.example.com';
      const refused = await post(a.token, 'EditConfiguration', moved);
      assert.equal(refused.status, 400);
      assert.equal(refused.message, 'Please fill FTP Source form');
      const draft = await post(a.token, 'EditConfiguration', {
        ...body,
        newConfig: false,
        endPointsConfigRequest: { ...body.endPointsConfigRequest, draftMode: true },
      });
      assert.equal(draft.message, 'Mapping has been saved.');
    });

    it("a draft needs no source or mapping: 'Mapping has been saved.'; a taken name is refused with a suggestion", async () => {
      const up = await upload(a.token, { name: 'lease.pdf', bytes: pdf }, { docTypeId: '3' });
      const taken = await post(
        a.token,
        'MapDataFromSampleFile',
        submitPayload({
          fileName: up.result.fileName,
          coEmail: CLIENT,
          configName: 'azureinv1',
          dtId: 3,
          draftMode: true,
        }),
      );
      assert.equal(taken.status, 409);
      assert.match(taken.message, /Suggested name: azureinv2$/);
      const res = await post(
        a.token,
        'MapDataFromSampleFile',
        submitPayload({
          fileName: up.result.fileName,
          coEmail: CLIENT,
          configName: 'AZURELLA1',
          dtId: 3,
          draftMode: true,
          request: { isManualUpload: false, destinationEmails: [], retentionDuration: 30 },
        }),
      );
      assert.equal(res.status, 200, res.message);
      assert.equal(res.message, 'Mapping has been saved.');
      const view = (await get(a.token, 'GetConfigurationById', { CnId: res.result.cnId })).result;
      assert.equal(view.draftMode, true);
      assert.equal(view.hasTemplate, false);
      // the agreement type is forced to 90 days
      assert.equal(view.retentionDuration, 90);
      assert.equal(view.retentionState, 3);
      const list = await get(a.token, 'GetConfigurationList');
      const row = list.result.find((r: { cnId: string }) => r.cnId === res.result.cnId);
      assert.deepEqual(
        {
          configName: row.configName,
          draftMode: row.draftMode,
          suppliersName: row.suppliersName,
          fileName: row.fileName,
        },
        { configName: 'AZURELLA1', draftMode: true, suppliersName: 'Azure Interior', fileName: 'lease.pdf' },
      );
      assert.ok(row.creationDate);
      // no e-mail source, no address to show (issue 30 point 7)
      assert.equal(row.inboundEmail, null);
    });

    it('GetFileUrlByCnId answers a signed 10-minute link that serves the sample; forged or expired links are refused', async () => {
      const res = await get(a.token, 'GetFileUrlByCnId', { CnId: cnId });
      assert.equal(res.status, 200, res.message);
      assert.equal(res.result.isError, false);
      assert.equal(res.result.docType, 'Commercial Invoice');
      assert.match(res.result.fileURL, /\/api\/Files\//);
      const file = await fetch(res.result.fileURL);
      assert.equal(file.status, 200);
      assert.equal(file.headers.get('content-type'), 'application/pdf');
      assert.ok(Buffer.from(await file.arrayBuffer()).equals(pdf));
      const forged = await fetch(res.result.fileURL.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A')));
      assert.equal(forged.status, 403);
      const [row] = await t.ctx.db.select().from(mappings).where(eq(mappings.id, cnId));
      const expired = signFileToken(t.ctx.config.appSecret, {
        companyId: a.companyId,
        key: row!.sampleFileKey!,
        fileName: 'x.pdf',
        contentType: 'application/pdf',
        exp: Date.now() - 1,
      });
      assert.equal((await fetch(`${t.url}/api/Files/${expired}`)).status, 403);
    });

    it("company B cannot list, read, edit, delete or fetch company A's mappings", async () => {
      assert.ok(!(await get(b.token, 'GetConfigurationList')).result.some((r: { cnId: string }) => r.cnId === cnId));
      assert.equal((await get(b.token, 'GetConfigurationById', { CnId: cnId })).status, 404);
      assert.equal((await get(b.token, 'GetFileUrlByCnId', { CnId: cnId })).status, 404);
      assert.equal((await get(b.token, 'DeleteConfigurationById', { CnId: cnId })).status, 404);
      const edit = await post(b.token, 'EditConfiguration', {
        endPointsConfigRequest: { cnId, isManualUpload: true, draftMode: true },
      });
      assert.equal(edit.status, 404);
      // nor use A's samples
      await callApi(t.url, 'POST', '/api/admin/User/CreateUser', {
        token: b.token,
        body: { companyname: 'B Client', contectname: 'Bee', email: CLIENT },
      });
      const stolen = await post(
        b.token,
        'MapDataFromSampleFile',
        submitPayload({ fileName: spareSample, coEmail: CLIENT, configName: 'STEAL1', draftMode: true }),
      );
      assert.equal(stolen.status, 400);
      assert.equal(stolen.message, 'Template not found.');
      assert.equal(
        (await upload(b.token, { name: 'x.pdf', bytes: pdf }, { docTypeId: '1', fileName: spareSample })).result
          .fileName,
        spareSample,
      );
      assert.ok(
        (await t.ctx.db.select().from(sampleExtractions).where(eq(sampleExtractions.fileName, spareSample))).length ===
          2,
      );
      assert.equal(
        (
          await post(b.token, 'CheckFTPConnection', {
            host: '127.0.0.1',
            username: 'azure',
            password: '',
            port: 21,
            prefix: 'Source',
            cnId,
          })
        ).status,
        404,
      );
      assert.equal((await get(a.token, 'GetConfigurationById', { CnId: cnId })).status, 200);
    });

    it("DeleteConfigurationById is refused while documents are in process, then 'Mapping has been deleted successfully.'", async () => {
      const [doc] = await t.ctx.db
        .insert(documents)
        .values({ companyId: a.companyId, mappingId: cnId, status: 'extracting' })
        .returning();
      const refused = await get(a.token, 'DeleteConfigurationById', { CnId: cnId });
      assert.equal(refused.status, 409);
      assert.equal(refused.message, 'Unable to delete a mapping. It may be associated with active processes.');
      await t.ctx.db.update(documents).set({ status: 'delivered' }).where(eq(documents.id, doc!.id));
      const [row] = await t.ctx.db.select().from(mappings).where(eq(mappings.id, cnId));
      const res = await get(a.token, 'DeleteConfigurationById', { CnId: cnId });
      assert.equal(res.status, 200, res.message);
      assert.equal(res.message, 'Mapping has been deleted successfully.');
      assert.deepEqual(parseCallResult(MAPPING_CALLS.deleteConfigurationById, res.result), {
        ok: true,
        result: res.result,
      });
      assert.equal((await get(a.token, 'GetConfigurationById', { CnId: cnId })).status, 404);
      assert.ok(!filesOf(a.companyId).includes(path.basename(row!.sampleFileKey!)));
      assert.equal((await get(a.token, 'DeleteConfigurationById', { CnId: 'x' })).status, 400);
    });
  },
);
