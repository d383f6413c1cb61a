import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { docFields, mappings, clients } from '../../../db/schema/index.ts';
import { STANDARD_FIELDS, SEEDED_DOC_TYPES } from '../../../services/doc-fields/standard-fields.data.ts';

describe('Document types, endpoints, fields, rules, custom fields and mapping names (spec 001 §5, §7)', () => {
  let t: TestApp;
  let a: SeededUser;
  let b: SeededUser;
  before(async () => {
    t = await startTestApp({}, { workers: false });
    a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    b = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
  });
  after(async () => t.close());

  const get = (token: string, path: string, query: Record<string, string | number> = {}) =>
    callApi(t.url, 'GET', path, { token, query });
  const map = (token: string, call: string, query: Record<string, string | number> = {}) =>
    get(token, `/api/Admin/Map/${call}`, query);

  /** A mapping row using `fieldIds`, straight in the table (the save path is tested in mappings.test.ts). */
  async function seedMappingUsing(user: SeededUser, fieldIds: number[], name: string) {
    const [client] = await t.ctx.db
      .insert(clients)
      .values({ companyId: user.companyId, companyName: 'Seed Co', contactName: 'Seed', email: `${name}@seed.example` })
      .returning();
    await t.ctx.db.insert(mappings).values({
      companyId: user.companyId,
      clientId: client!.id,
      docTypeId: 4,
      name,
      nameKey: name.toLowerCase(),
      sampleFileName: 's.pdf',
      mappedFieldIds: fieldIds,
      retentionState: 8,
      retentionDuration: 0,
      endpoints: {
        ftpIn: null,
        ftpOut: null,
        emailList: [],
        isEmailConfig: false,
        destinationEmails: [],
        destinationEmailFileType: null,
        webhookEndPoint: null,
        integrationType: null,
        enterpriseRequest: null,
        excelTabName: null,
        isManualUpload: true,
        isMobileApp: false,
        isAPI: false,
      },
    });
  }

  it('GetDocType lists the four seeded types with stable ids', async () => {
    const res = await get(a.token, '/api/admin/CommonAdmin/GetDocType');
    assert.equal(res.status, 200);
    assert.deepEqual(res.result, [
      { id: 1, value: 'Commercial Invoice' },
      { id: 2, value: 'Expense Receipt' },
      { id: 3, value: 'Standard Leave And License Agreement' },
      { id: 4, value: 'Customised / Handwritten Document' },
    ]);
    assert.equal(SEEDED_DOC_TYPES.length, 4);
  });

  it('the seeded standard fields equal services/doc-fields/standard-fields.data.ts', async () => {
    const rows = await t.ctx.db.select().from(docFields);
    for (const [typeId, list] of Object.entries(STANDARD_FIELDS)) {
      const seeded = rows
        .filter((r) => r.docTypeId === Number(typeId) && r.companyId === null)
        .map((r) => ({ id: r.id, name: r.name, kind: r.kind }));
      assert.deepEqual(
        seeded.sort((x, y) => x.id - y.id),
        list,
      );
    }
  });

  it('GetDocEndPoints: five sources; Standard Integrations for Commercial Invoice and Expense Receipt only', async () => {
    const inv = await get(a.token, '/api/admin/CommonAdmin/GetDocEndPoints', { docTypeId: 1 });
    assert.deepEqual(
      inv.result.sourceList.map((s: { value: string }) => s.value),
      ['FTP', 'Email Attachment', 'Manual Upload', 'API', 'Mobile App'],
    );
    assert.deepEqual(
      inv.result.destinationList.map((s: { value: string }) => s.value),
      ['FTP', 'Email Attachment', 'Webhook', 'Standard Integrations', 'Connect With Your Enterprise Systems'],
    );
    // issue 26: receipts go to Xero and QuickBooks as paid expenses; agreements and customised documents do not
    for (const [docTypeId, offered] of [
      [2, true],
      [3, false],
      [4, false],
    ] as const) {
      const other = await get(a.token, '/api/admin/CommonAdmin/GetDocEndPoints', { docTypeId });
      assert.equal(
        other.result.destinationList.some((d: { value: string }) => d.value === 'Standard Integrations'),
        offered,
        `type ${docTypeId}`,
      );
    }
    const bad = await get(a.token, '/api/admin/CommonAdmin/GetDocEndPoints', { docTypeId: 9 });
    assert.equal(bad.status, 400);
    assert.match(bad.message, /^docTypeId: /);
  });

  it('GetDocFields lists the standard fields of the type; GetMapRules the two rule types', async () => {
    const inv = await map(a.token, 'GetDocFields', { docTypeId: 1 });
    assert.equal(inv.status, 200);
    const names = inv.result.map((f: { value: string }) => f.value);
    for (const n of [
      'Invoice Number',
      'Invoice Date',
      'Due Date',
      'Supplier Name',
      'Supplier ABN/Tax Id',
      'Customer Name',
      'PO Number',
      'Currency',
      'Subtotal',
      'Tax Amount',
      'Total Amount',
      'Description',
      'Quantity',
      'Unit Price',
      'Line Amount',
    ]) {
      assert.ok(names.includes(n), n);
    }
    assert.equal(inv.result.find((f: { value: string }) => f.value === 'Quantity').kind, 'column');
    const missing = await map(a.token, 'GetDocFields');
    assert.equal(missing.status, 400);
    assert.match(missing.message, /^docTypeId: /);
    const rules = await map(a.token, 'GetMapRules');
    assert.deepEqual(rules.result, [
      { id: 1, value: 'Exclude' },
      { id: 2, value: 'Include' },
    ]);
  });

  it('AddUserDocField adds a customised-type field and answers the list; an existing name (any case) is reused', async () => {
    const res = await map(a.token, 'AddUserDocField', { fieldName: '  Patient   Name ' });
    assert.equal(res.status, 200, res.message);
    assert.equal(res.message, 'Success');
    const added = res.result.find((f: { value: string }) => f.value === 'Patient Name');
    assert.ok(added && added.id >= 100000);
    const again = await map(a.token, 'AddUserDocField', { fieldName: 'PATIENT NAME' });
    assert.equal(again.result.filter((f: { value: string }) => f.value.toLowerCase() === 'patient name').length, 1);
    const std = await map(a.token, 'AddUserDocField', { fieldName: 'amount' });
    assert.equal(std.result.filter((f: { value: string }) => f.value.toLowerCase() === 'amount').length, 1);
    const fields = await map(a.token, 'GetDocFields', { docTypeId: 4 });
    assert.ok(
      fields.result.some(
        (f: { value: string; isCustomField: boolean }) => f.value === 'Patient Name' && f.isCustomField,
      ),
    );
    // company B does not see A's field
    const other = await map(b.token, 'GetDocFields', { docTypeId: 4 });
    assert.ok(!other.result.some((f: { value: string }) => f.value === 'Patient Name'));
  });

  it("an empty name: 'No input provided. Please enter a valid value and press Enter to proceed.'", async () => {
    for (const fieldName of ['', '   ']) {
      const res = await map(a.token, 'AddUserDocField', { fieldName });
      assert.equal(res.status, 400);
      assert.equal(res.message, 'No input provided. Please enter a valid value and press Enter to proceed.');
      assert.equal(res.result[0].field, 'fieldName');
    }
    assert.equal((await map(a.token, 'AddUserDocField')).status, 400);
  });

  it('UpdateeUserDocField renames, DeleteUserDocField deletes; each answers the remaining list', async () => {
    const id = (await map(a.token, 'AddUserDocField', { fieldName: 'Ward' })).result.find(
      (f: { value: string }) => f.value === 'Ward',
    ).id;
    const renamed = await map(a.token, 'UpdateeUserDocField', { fieldId: id, fieldName: 'Ward Number' });
    assert.equal(renamed.status, 200, renamed.message);
    assert.ok(renamed.result.some((f: { id: number; value: string }) => f.id === id && f.value === 'Ward Number'));
    const empty = await map(a.token, 'UpdateeUserDocField', { fieldId: id, fieldName: '' });
    assert.equal(empty.message, 'No input provided. Please enter a valid value and press Enter to proceed.');
    const deleted = await map(a.token, 'DeleteUserDocField', { fieldId: id });
    assert.equal(deleted.status, 200, deleted.message);
    assert.ok(!deleted.result.some((f: { id: number }) => f.id === id));
    assert.equal((await map(a.token, 'DeleteUserDocField', { fieldId: id })).status, 404);
    assert.equal((await map(a.token, 'DeleteUserDocField', { fieldId: 'abc' })).status, 400);
  });

  it('standard fields and other types cannot be renamed or deleted; another company’s field is not found', async () => {
    const std = await map(a.token, 'UpdateeUserDocField', { fieldId: 101, fieldName: 'Invoice No' });
    assert.equal(std.status, 403);
    assert.equal(
      std.message,
      'Only fields of the Customised / Handwritten Document type can be created, renamed or deleted.',
    );
    assert.equal((await map(a.token, 'DeleteUserDocField', { fieldId: 401 })).status, 403);
    const id = (await map(a.token, 'AddUserDocField', { fieldName: 'Bed' })).result.find(
      (f: { value: string }) => f.value === 'Bed',
    ).id;
    assert.equal((await map(b.token, 'UpdateeUserDocField', { fieldId: id, fieldName: 'Hacked' })).status, 404);
    assert.equal((await map(b.token, 'DeleteUserDocField', { fieldId: id })).status, 404);
    assert.ok(
      (await map(a.token, 'GetDocFields', { docTypeId: 4 })).result.some((f: { value: string }) => f.value === 'Bed'),
    );
  });

  it('a field used by a mapping can be neither renamed nor deleted', async () => {
    const id = (await map(a.token, 'AddUserDocField', { fieldName: 'Doctor' })).result.find(
      (f: { value: string }) => f.value === 'Doctor',
    ).id;
    await seedMappingUsing(a, [id], 'DOCMAP1');
    const msg =
      'This field can not be deleted / edited as it has already been mapped with some other field in this mapping.';
    const ren = await map(a.token, 'UpdateeUserDocField', { fieldId: id, fieldName: 'Physician' });
    assert.equal(ren.status, 409);
    assert.equal(ren.message, msg);
    const del = await map(a.token, 'DeleteUserDocField', { fieldId: id });
    assert.equal(del.message, msg);
    const badConfig = await map(a.token, 'DeleteUserDocField', {
      fieldId: id,
      configId: '00000000-0000-4000-8000-000000000000',
    });
    assert.equal(badConfig.status, 404);
  });

  describe('CheckConfigName and GenerateConfigName', () => {
    it('the name rule: a letter and a digit, letters/digits/dots only', async () => {
      for (const bad of ['abc', '1234', 'my name1', 'name_1', 'näme1', '']) {
        const res = await map(a.token, 'CheckConfigName', { configName: bad });
        assert.equal(res.status, 200);
        assert.equal(res.result, false, bad);
        assert.equal(res.message, 'Should be alphanumeric only. No special characters and/or spaces.');
      }
      for (const good of ['INV1', 'acme.inv.2', '1a']) {
        const res = await map(a.token, 'CheckConfigName', { configName: good });
        assert.equal(res.result, true, good);
      }
      assert.equal((await map(a.token, 'CheckConfigName')).status, 400);
    });

    it('a taken name (any case) answers false with a suggestion that is free; other companies are not affected', async () => {
      await seedMappingUsing(a, [], 'GLOBEXINV1');
      const res = await map(a.token, 'CheckConfigName', { configName: 'globexinv1' });
      assert.equal(res.result, false);
      const suggestion = /Suggested name: (\S+)$/.exec(res.message)![1]!;
      assert.equal(suggestion, 'globexinv2');
      assert.equal((await map(a.token, 'CheckConfigName', { configName: suggestion })).result, true);
      assert.equal((await map(b.token, 'CheckConfigName', { configName: 'GLOBEXINV1' })).result, true);
    });

    it('GenerateConfigName: client short name + type code + the first free number', async () => {
      await callApi(t.url, 'POST', '/api/admin/User/CreateUser', {
        token: a.token,
        body: { companyname: 'Globex Corporation', contectname: 'Hank', email: 'hank@globex.example' },
      });
      const res = await map(a.token, 'GenerateConfigName', { supplierEmail: 'hank@globex.example', docTypeId: 1 });
      assert.equal(res.status, 200, res.message);
      assert.equal(res.result, 'GLOBEXINV2');
      assert.equal((await map(a.token, 'CheckConfigName', { configName: res.result })).result, true);
      const rec = await map(a.token, 'GenerateConfigName', { supplierEmail: 'hank@globex.example', docTypeId: 2 });
      assert.equal(rec.result, 'GLOBEXREC1');
      const unknown = await map(b.token, 'GenerateConfigName', { supplierEmail: 'hank@globex.example', docTypeId: 1 });
      assert.equal(unknown.status, 404);
      const bad = await map(a.token, 'GenerateConfigName', { supplierEmail: 'hank@globex.example', docTypeId: 7 });
      assert.equal(bad.status, 400);
      assert.match(bad.message, /^docTypeId: /);
    });
  });
});
