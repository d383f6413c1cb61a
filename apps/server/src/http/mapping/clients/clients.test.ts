import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MAPPING_CALLS, parseCallResult, type CallSpec } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { uploadFile } from '@paperbridge/test-kit/mappings/upload-file.ts';

describe('Manage clients (spec 002): CreateUser, GetAllUsersDetails, GetAllUsers, UpdateUser, DeleteUserById, CSV, CheckNewEmail', () => {
  let t: TestApp;
  let a: SeededUser;
  let b: SeededUser;
  before(async () => {
    t = await startTestApp({}, { workers: false });
    a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    b = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
  });
  after(async () => t.close());

  /** the answer's result is exactly what the calls table says the call answers (no field more or less) */
  const assertContract = (call: CallSpec, result: unknown) =>
    assert.deepEqual(parseCallResult(call, result), { ok: true, result });

  const user = (token: string) => ({
    create: (body: unknown) => callApi(t.url, 'POST', '/api/admin/User/CreateUser', { token, body }),
    update: (body: unknown) => callApi(t.url, 'POST', '/api/admin/User/UpdateUser', { token, body }),
    details: () => callApi(t.url, 'GET', '/api/admin/User/GetAllUsersDetails', { token }),
    options: () => callApi(t.url, 'GET', '/api/admin/User/GetAllUsers', { token }),
    remove: (userId: string) => callApi(t.url, 'GET', '/api/admin/User/DeleteUserById', { token, query: { userId } }),
    checkEmail: (Email: string) => callApi(t.url, 'GET', '/api/Admin/Map/CheckNewEmail', { token, query: { Email } }),
    csv: (name: string, text: string) =>
      uploadFile(t.url, '/api/admin/User/CreateUserWithCSV', {
        token,
        file: { name, bytes: Buffer.from(text), type: 'text/csv' },
      }),
  });

  it("adds a client with 'The client has been successfully added.' and lists it (e-mail lower-cased)", async () => {
    const res = await user(a.token).create({
      companyname: 'Globex Corporation',
      contectname: 'Hank Scorpio',
      email: ' Hank@Globex.example ',
    });
    assert.equal(res.status, 200, res.message);
    assert.equal(res.message, 'The client has been successfully added.');
    assert.equal(res.result.coEmail, 'hank@globex.example');
    assertContract(MAPPING_CALLS.createUser, res.result);
    const list = await user(a.token).details();
    const row = list.result.find((r: { coEmail: string }) => r.coEmail === 'hank@globex.example');
    assert.deepEqual(Object.keys(row).sort(), ['coCompanyName', 'coContactName', 'coEmail', 'coId', 'createdDate']);
    assert.equal(row.coCompanyName, 'Globex Corporation');
    const options = await user(a.token).options();
    assert.ok(
      options.result.some(
        (o: { code: string; value: string }) => o.code === 'hank@globex.example' && o.value === 'Globex Corporation',
      ),
    );
  });

  it('client form rules: e-mail required and valid, names not only special characters (400 naming the field)', async () => {
    const u = user(a.token);
    const noEmail = await u.create({ companyname: 'X Ltd', contectname: 'Xavier', email: '' });
    assert.equal(noEmail.status, 400);
    assert.equal(noEmail.message, 'email: Email address is required');
    const badEmail = await u.create({ companyname: 'X Ltd', contectname: 'Xavier', email: 'not-an-email' });
    assert.equal(badEmail.message, 'email: Invalid email address format');
    const special = await u.create({ companyname: '@@@ !!', contectname: 'Xavier', email: 'x@x.example' });
    assert.equal(special.status, 400);
    assert.match(special.message, /^companyname: /);
    const contact = await u.create({ companyname: 'X Ltd', contectname: '***', email: 'x@x.example' });
    assert.equal(contact.message, 'contectname: Invalid Contact Name');
    const missing = await u.create({ contectname: 'Xavier', email: 'x@x.example' });
    assert.equal(missing.status, 400);
    assert.match(missing.message, /^companyname: /);
  });

  it('a duplicate e-mail within the company is refused; another company may use it', async () => {
    const body = { companyname: 'Initech', contectname: 'Bill Lumbergh', email: 'bill@initech.example' };
    assert.equal((await user(a.token).create(body)).status, 200);
    const again = await user(a.token).create({ ...body, email: 'BILL@initech.example' });
    assert.equal(again.status, 409);
    assert.equal(again.message, 'The email you entered is already in use. Please provide another email address');
    assert.equal((await user(b.token).create(body)).status, 200);
  });

  it("updates by coId with 'Client has been updated successfully.'; newemail replaces the e-mail", async () => {
    const created = await user(a.token).create({
      companyname: 'Umbrella',
      contectname: 'Albert',
      email: 'albert@umbrella.example',
    });
    const res = await user(a.token).update({
      coId: created.result.coId,
      companyname: 'Umbrella Corp',
      contectname: 'Albert W',
      email: 'albert@umbrella.example',
      newemail: 'aw@umbrella.example',
    });
    assert.equal(res.status, 200, res.message);
    assert.equal(res.message, 'Client has been updated successfully.');
    assert.equal(res.result.coEmail, 'aw@umbrella.example');
    assert.equal(res.result.coCompanyName, 'Umbrella Corp');
    assertContract(MAPPING_CALLS.updateUser, res.result);
    // without coId the client is found by its current e-mail
    const byEmail = await user(a.token).update({
      companyname: 'Umbrella Corporation',
      contectname: 'Albert W',
      email: 'aw@umbrella.example',
      newemail: '',
    });
    assert.equal(byEmail.status, 200, byEmail.message);
    assert.equal(byEmail.result.coCompanyName, 'Umbrella Corporation');
    const bad = await user(a.token).update({
      coId: created.result.coId,
      companyname: 'U',
      contectname: 'A',
      email: 'aw@umbrella.example',
      newemail: 'nope',
    });
    assert.equal(bad.status, 400);
    assert.match(bad.message, /^newemail: Invalid email address format/);
  });

  it("the signed-in user's own record is hidden from the list and cannot be deleted", async () => {
    const own = await user(a.token).create({ companyname: 'Myself', contectname: 'Me', email: a.email });
    assert.equal(own.status, 200, own.message);
    const list = await user(a.token).details();
    assert.ok(!list.result.some((r: { coEmail: string }) => r.coEmail === a.email));
    const del = await user(a.token).remove(own.result.coId);
    assert.equal(del.status, 400);
    assert.equal(del.message, 'You can not delete your own record.');
  });

  it('deletes a client; a malformed or unknown id is 400 / 404', async () => {
    const c = await user(a.token).create({ companyname: 'Soylent', contectname: 'Sol', email: 'sol@soylent.example' });
    const del = await user(a.token).remove(c.result.coId);
    assert.equal(del.status, 200, del.message);
    assertContract(MAPPING_CALLS.deleteUserById, del.result);
    assert.ok(!(await user(a.token).details()).result.some((r: { coId: string }) => r.coId === c.result.coId));
    assert.equal((await user(a.token).remove(c.result.coId)).status, 404);
    const bad = await user(a.token).remove('123');
    assert.equal(bad.status, 400);
    assert.match(bad.message, /^userId: /);
  });

  it("company B cannot list, update or delete company A's clients", async () => {
    const c = await user(a.token).create({
      companyname: 'Cyberdyne',
      contectname: 'Miles',
      email: 'miles@cyberdyne.example',
    });
    assert.ok(!(await user(b.token).details()).result.some((r: { coId: string }) => r.coId === c.result.coId));
    assert.ok(
      !(await user(b.token).options()).result.some((o: { code: string }) => o.code === 'miles@cyberdyne.example'),
    );
    const upd = await user(b.token).update({
      coId: c.result.coId,
      companyname: 'Hacked',
      contectname: 'X',
      email: 'miles@cyberdyne.example',
    });
    assert.equal(upd.status, 404);
    assert.equal((await user(b.token).remove(c.result.coId)).status, 404);
    const still = (await user(a.token).details()).result.find((r: { coId: string }) => r.coId === c.result.coId);
    assert.equal(still.coCompanyName, 'Cyberdyne');
  });

  it('CheckNewEmail answers true for a new e-mail, false with the in-use message otherwise', async () => {
    await user(a.token).create({ companyname: 'Tyrell', contectname: 'Eldon', email: 'eldon@tyrell.example' });
    const taken = await user(a.token).checkEmail('Eldon@Tyrell.example');
    assert.equal(taken.status, 200);
    assert.equal(taken.result, false);
    assertContract(MAPPING_CALLS.checkNewEmail, taken.result);
    assert.equal(taken.message, 'The email you entered is already in use. Please provide another email address');
    assert.equal((await user(a.token).checkEmail('new@tyrell.example')).result, true);
    assert.equal((await user(b.token).checkEmail('eldon@tyrell.example')).result, true);
    const bad = await user(a.token).checkEmail('bad');
    assert.equal(bad.status, 400);
    assert.match(bad.message, /^Email: /);
  });

  it('CreateUserWithCSV saves the good rows and says why each bad row was refused', async () => {
    await user(a.token).create({ companyname: 'Existing Co', contectname: 'Eve', email: 'eve@existing.example' });
    const csv = [
      'Company Name,Contact Name,Email',
      'Wayne Enterprises,Bruce Wayne,bruce@wayne.example',
      '"Stark Industries, Inc.",Tony Stark,tony@stark.example',
      'Dup Co,Dup,bruce@wayne.example',
      'Existing again,Eve,EVE@existing.example',
      'Bad Mail Co,Someone,not-an-email',
      ',No Company,nocompany@example.com',
      '###,Sym,sym@example.com',
      'No Email Co,Nobody,',
    ].join('\r\n');
    const res = await user(a.token).csv('clients.csv', csv);
    assert.equal(res.status, 200, res.message);
    const byLine = (line: number) => res.result.find((r: { line: number }) => r.line === line);
    assert.equal(res.result.length, 8);
    assert.equal(byLine(2).message, 'The client has been successfully added.');
    assert.equal(byLine(3).coCompanyName, 'Stark Industries, Inc.');
    assert.equal(byLine(3).added, true);
    assert.equal(byLine(4).message, 'Duplicate e-mail address in this file.');
    assert.equal(byLine(5).message, 'The email you entered is already in use. Please provide another email address');
    assert.equal(byLine(6).message, 'Invalid email address format');
    assert.equal(byLine(7).message, 'Company name is required.');
    assert.equal(byLine(8).message, 'Invalid Company Name');
    assert.equal(byLine(9).message, 'Email address is required');
    assert.equal(res.message, '2 of 8 clients have been added.');
    const emails = (await user(a.token).details()).result.map((r: { coEmail: string }) => r.coEmail);
    assert.ok(emails.includes('bruce@wayne.example') && emails.includes('tony@stark.example'));
    assert.ok(!emails.includes('not-an-email'));
  });

  it('CreateUserWithCSV accepts .csv only, and a request without a file is 400 naming file', async () => {
    const pdf = await user(a.token).csv('clients.pdf', 'a,b,c@d.example');
    assert.equal(pdf.status, 400);
    assert.equal(pdf.message, 'Only CSV (.csv) files can be uploaded.');
    assert.equal(pdf.result[0].field, 'file');
    const none = await callApi(t.url, 'POST', '/api/admin/User/CreateUserWithCSV', { token: a.token, body: {} });
    assert.equal(none.status, 400);
    assert.equal(none.result[0].field, 'file');
  });

  it('CreateUserWithCSV refuses a file over 5 MB while it arrives (413) and reads only the first file of a request', async () => {
    const big = await user(a.token).csv('big.csv', `Company,Contact,Email\n${'x'.repeat(5 * 1024 * 1024 + 10)}`);
    assert.equal(big.status, 413);
    assert.equal(big.message, 'The file is too large.');
    const form = new FormData();
    form.append(
      'file',
      new Blob(['Company,Contact,Email\nWayne,Bruce,first-part@wayne.example\n'], { type: 'text/csv' }),
      'first.csv',
    );
    form.append(
      'file',
      new Blob(['Company,Contact,Email\nStark,Tony,second-part@stark.example\n'], { type: 'text/csv' }),
      'second.csv',
    );
    const res = await fetch(`${t.url}/api/admin/User/CreateUserWithCSV`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}` },
      body: form,
    });
    const body = (await res.json()) as { code: number; message: string };
    assert.equal(body.code, 200, body.message);
    assert.equal(body.message, '1 of 1 clients have been added.');
  });

  it('needs the ICR module (403) and a PIN-verified session (401)', async () => {
    const noIcr = await seedUser(t.ctx.db, { registered: true, pinVerified: true, accessModules: ['DA'] });
    const res = await user(noIcr.token).details();
    assert.equal(res.status, 403);
    assert.equal(res.message, 'The Intelligent Character Recognition (ICR) module is not enabled for your account.');
    const noPin = await seedUser(t.ctx.db, { registered: true, pinVerified: false });
    assert.equal((await user(noPin.token).details()).status, 401);
    assert.equal((await callApi(t.url, 'GET', '/api/admin/User/GetAllUsers')).status, 401);
  });
});
