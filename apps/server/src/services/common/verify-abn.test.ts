import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { formatAbn, isValidAbn, verifyAbn } from './verify-abn.ts';

describe('ABN checksum (weights 10,1,3,…,19 after subtracting 1 from the first digit; sum mod 89 = 0)', () => {
  it('accepts known valid ABNs', () => {
    for (const abn of ['51824753556', '53004085616', '33102417032']) assert.equal(isValidAbn(abn), true, abn);
  });
  it('refuses any single changed digit', () => {
    const abn = '51824753556';
    for (let i = 0; i < 11; i++) {
      const d = (Number(abn[i]) + 1) % 10;
      const changed = abn.slice(0, i) + d + abn.slice(i + 1);
      assert.equal(isValidAbn(changed), false, changed);
    }
  });
  it('refuses other lengths and non-digits', () => {
    for (const abn of ['', '5182475355', '518247535561', '5182475355a']) assert.equal(isValidAbn(abn), false);
  });
  it("formats as 'NN NNN NNN NNN' and accepts spaces and dashes", () => {
    assert.equal(formatAbn('51824753556'), '51 824 753 556');
    assert.deepEqual(verifyAbn('51-824-753-556').abn, '51 824 753 556');
    assert.equal(verifyAbn(' 51 824 753 556 ').valid, true);
  });
});
