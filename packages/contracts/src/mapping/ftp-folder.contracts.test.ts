import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FTP_FOLDER_MSG, ftpFolderSchema } from './ftp-folder.contracts.ts';
import { ftpSettingsInputSchema } from './submit-configuration.contracts.ts';

describe('the folder of an FTP source or destination (issue 30 point 7)', () => {
  it('absolute and relative folders are kept, tidied; blank is the login folder', () => {
    assert.equal(ftpFolderSchema.parse('/invoices/in/'), '/invoices/in');
    assert.equal(ftpFolderSchema.parse('  inbox//scans '), 'inbox/scans');
    assert.equal(ftpFolderSchema.parse('/'), '/');
    assert.equal(ftpFolderSchema.parse('./in'), './in');
    assert.equal(ftpFolderSchema.parse(''), '');
    assert.equal(ftpFolderSchema.parse(null), '');
    assert.equal(ftpFolderSchema.parse(undefined), '');
    assert.equal(
      ftpSettingsInputSchema.parse({ host: 'ftp.acme.test', path: 'Rechnungen 2026/eingang' }).path,
      'Rechnungen 2026/eingang',
    );
  });

  it("'..' steps, backslashes and control characters are refused with the reason", () => {
    for (const bad of ['..', '../etc', '/invoices/../../etc', 'in/ .. /x', 'in\\..\\x', 'in\u0000', 'a\nb']) {
      const r = ftpFolderSchema.safeParse(bad);
      assert.equal(r.success, false, bad);
      assert.equal(r.error!.issues[0]!.message, FTP_FOLDER_MSG.invalid);
    }
    assert.equal(ftpFolderSchema.safeParse('x'.repeat(501)).error!.issues[0]!.message, FTP_FOLDER_MSG.tooLong);
    // names with dots are names, not steps up
    assert.equal(ftpFolderSchema.parse('/in/..hidden/v1..2'), '/in/..hidden/v1..2');
  });
});
