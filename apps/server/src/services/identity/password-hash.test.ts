import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser } from '../../testing/seed-user.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword, passwordNeedsRehash, verifyPassword } from './password-hash.ts';
import { authenticatePassword } from './authenticate-password.ts';

/** A hash as the product wrote it before argon2id: `scrypt$N$r$p$salt$hash`. */
function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('passwords are hashed with argon2id (OWASP parameters)', () => {
  it('a new hash is argon2id with m=19456 KiB, t=2, p=1 and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse battery');
    assert.match(hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    assert.equal(await verifyPassword('correct horse battery', hash), true);
    assert.equal(await verifyPassword('wrong horse battery', hash), false);
    assert.equal(passwordNeedsRehash(hash), false);
    assert.equal(await verifyPassword('x', 'garbage'), false);
  });

  it('a stored scrypt hash still verifies and is marked for rehashing', async () => {
    const legacy = legacyScryptHash('old but valid');
    assert.equal(await verifyPassword('old but valid', legacy), true);
    assert.equal(await verifyPassword('not it', legacy), false);
    assert.equal(passwordNeedsRehash(legacy), true);
  });

  describe('rehash on login', () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp({}, { workers: false });
    });
    after(async () => t?.close());

    it('a scrypt hash is replaced by an argon2id hash at the next successful login, not at a failed one', async () => {
      const u = await seedUser(t.ctx.db, { email: 'legacy@example.com' });
      const legacy = legacyScryptHash('Legacy-Pass-1');
      await t.ctx.db.update(users).set({ passwordHash: legacy }).where(eq(users.id, u.userId));
      const stored = async () =>
        (await t.ctx.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, u.userId)))[0]!.h!;

      assert.equal(await authenticatePassword(t.ctx.db, 'legacy@example.com', 'wrong'), null);
      assert.equal(await stored(), legacy, 'a failed login changes nothing');

      const user = await authenticatePassword(t.ctx.db, 'legacy@example.com', 'Legacy-Pass-1');
      assert.equal(user?.id, u.userId);
      const upgraded = await stored();
      assert.match(upgraded, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      assert.equal(
        (await authenticatePassword(t.ctx.db, 'legacy@example.com', 'Legacy-Pass-1'))?.id,
        u.userId,
        'the new hash verifies',
      );
      assert.equal(await stored(), upgraded, 'an argon2id hash is not rehashed again');
    });
  });
});
