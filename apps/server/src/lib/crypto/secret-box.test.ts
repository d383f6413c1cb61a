import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSecretBox } from './secret-box.ts';
import { signFileToken, verifyFileToken } from './signed-file-token.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

describe('secret box (AES-256-GCM, key from config.appSecret)', () => {
  it('round-trips, and the same text seals differently each time', () => {
    const box = createSecretBox(SECRET);
    const a = box.encrypt('pässword', 'p'),
      b = box.encrypt('pässword', 'p');
    assert.notEqual(a, b);
    assert.ok(!a.includes('pässword'));
    assert.equal(box.decrypt(a, 'p'), 'pässword');
  });
  it('refuses another purpose, another key, or a changed byte', () => {
    const box = createSecretBox(SECRET);
    const sealed = box.encrypt('secret', 'mapping:1:ftp-in');
    assert.throws(() => box.decrypt(sealed, 'mapping:2:ftp-in'));
    assert.throws(() => createSecretBox(`${SECRET}x`).decrypt(sealed, 'mapping:1:ftp-in'));
    const parts = sealed.split('.');
    parts[3] = parts[3]!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    assert.throws(() => box.decrypt(parts.join('.'), 'mapping:1:ftp-in'));
    assert.throws(() => box.decrypt('garbage', 'x'));
  });
});

describe('signed file tokens (HMAC, expiring)', () => {
  const grant = {
    companyId: 'c',
    key: 'samples/x.pdf',
    fileName: 'x.pdf',
    contentType: 'application/pdf',
    exp: Date.now() + 60_000,
  };
  it('verifies its own token until it expires', () => {
    const token = signFileToken(SECRET, grant);
    assert.deepEqual(verifyFileToken(SECRET, token), grant);
    assert.equal(verifyFileToken(SECRET, token, grant.exp + 1), null);
  });
  it('refuses another secret and a changed payload', () => {
    const token = signFileToken(SECRET, grant);
    assert.equal(verifyFileToken(`${SECRET}x`, token), null);
    const [, mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...grant, companyId: 'other' })).toString('base64url');
    assert.equal(verifyFileToken(SECRET, `${forged}.${mac}`), null);
    assert.equal(verifyFileToken(SECRET, 'no-dot'), null);
  });
});
