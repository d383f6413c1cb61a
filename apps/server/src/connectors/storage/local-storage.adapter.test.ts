import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalStorageAdapter } from './local-storage.adapter.ts';
import { companyKey } from './storage-key.ts';

const COMPANY = '6f1c1f0e-0a52-4f7e-9a57-2f0b8d7c1a11';

describe('local storage adapter', () => {
  it('stores under <root>/<companyId>/<key>, reads back, deletes', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-store-'));
    const s = createLocalStorageAdapter(root);
    await s.put(COMPANY, 'samples/a.pdf', Buffer.from('hello'), 'application/pdf');
    assert.ok(fs.existsSync(path.join(root, COMPANY, 'samples/a.pdf')));
    assert.equal((await s.get(COMPANY, 'samples/a.pdf'))!.toString(), 'hello');
    assert.equal(await s.get(COMPANY, 'samples/missing.pdf'), null);
    await s.delete(COMPANY, 'samples/a.pdf');
    await s.delete(COMPANY, 'samples/a.pdf');
    assert.equal(await s.get(COMPANY, 'samples/a.pdf'), null);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('refuses path traversal, absolute paths, odd characters and a bad company id', () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a/./b', '.hidden', 'a\\b', 'a b', '']) {
      assert.throws(() => companyKey(COMPANY, key), Error, key);
    }
    assert.throws(() => companyKey('../other', 'a.pdf'));
    assert.equal(companyKey(COMPANY, 'samples/a-1_b.pdf'), `${COMPANY}/samples/a-1_b.pdf`);
  });
});
