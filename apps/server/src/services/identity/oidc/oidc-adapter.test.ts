import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { startTestApp, type TestApp } from '../../../testing/start-test-app.ts';
import { createTestDatabaseUrl } from '../../../testing/test-database-url.ts';
import { openDatabase, type Database } from '../../../db/database.ts';
import { migrationsFolder, runMigrations } from '../../../db/migrate.ts';
import { oidcPayloads } from '../../../db/schema/index.ts';
import { exchangeCode, startAuthorization } from '../../../http/identity/test-support/oidc-browser.ts';
import { checkFirstLogin } from '../../../http/identity/test-support/identity-calls.ts';
import { OidcAdapter, oidcRowId } from './oidc-adapter.ts';

const PASSWORD = 'Sunny-Day-42';

describe('the built-in provider keeps no usable token in oidc_payloads (issue 24 point 8)', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({}, { workers: false });
  });
  after(async () => t.close());

  it('a read of the table finds neither the code, the access token nor the session cookie, and signing in still works', async () => {
    const auth = await startAuthorization(t.url, { prompt: 'create' });
    const interaction = auth.browser.cookie('_interaction');
    assert.ok(interaction, 'the interaction cookie was set');
    const { url } = await auth.browser.postForm(
      `${auth.pageUrl}/signup`,
      { email: 'hash.me@example.com', password: PASSWORD, confirmPassword: PASSWORD },
      auth.redirectUri,
    );
    const code = new URL(url).searchParams.get('code')!;
    const session = auth.browser.cookie('_session')!;
    assert.ok(code && session, 'the provider handed out a code and a session');
    const beforeExchange = JSON.stringify(await t.ctx.db.select().from(oidcPayloads));
    const tokens = await exchangeCode(auth, url);
    const afterExchange = JSON.stringify(await t.ctx.db.select().from(oidcPayloads));

    for (const [what, secret] of [
      ['code', code],
      ['session cookie', session],
      ['interaction cookie', interaction],
    ] as const) {
      assert.ok(!beforeExchange.includes(secret), `the ${what} is not in the table`);
    }
    assert.ok(!afterExchange.includes(tokens.access_token), 'the access token is not in the table');
    assert.ok(!afterExchange.includes(session), 'the session cookie is not in the table');
    const [row] = await t.ctx.db
      .select()
      .from(oidcPayloads)
      .where(eq(oidcPayloads.id, oidcRowId(tokens.access_token)));
    assert.equal(row?.type, 'AccessToken', 'the token is found by its hash');

    assert.equal((await checkFirstLogin(t.url, 'hash.me@example.com', tokens.access_token)).status, 200);
    // the session found by its cookie: a second authorization signs in without the login page
    const again = await startAuthorization(t.url, { browser: auth.browser });
    assert.ok(again.pageUrl.startsWith(auth.redirectUri), `signed in silently, went to ${again.pageUrl}`);
  });

  it('consume and destroy find the row by the same hash', async () => {
    const adapter = new OidcAdapter(t.ctx.db, 'AuthorizationCode');
    await adapter.upsert(
      'raw-code-value',
      { jti: 'raw-code-value', kind: 'AuthorizationCode', accountId: 'a', exp: Math.floor(Date.now() / 1000) + 60 },
      60,
    );
    await adapter.consume('raw-code-value');
    const found = await adapter.find('raw-code-value');
    assert.equal(found?.jti, 'raw-code-value');
    assert.equal(typeof found?.consumed, 'number');
    await adapter.destroy('raw-code-value');
    assert.equal(await adapter.find('raw-code-value'), undefined);
  });
});

describe('migration 0018 re-keys the rows written before it', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-oidc-mig-'));
  let db: { url: string; drop(): Promise<void> };
  let database: Database;
  before(async () => {
    db = await createTestDatabaseUrl({ migrated: false });
    database = await openDatabase({ databaseUrl: db.url === 'memory://' ? undefined : db.url, dataDir });
  });
  after(async () => {
    await database.close();
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a session and an interaction stored by their own value are found by the same value afterwards', async () => {
    // the migrations up to 0017, as a database of the previous release has them
    const previous = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-oidc-prev-'));
    fs.cpSync(migrationsFolder, previous, { recursive: true });
    const journalFile = path.join(previous, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.slice(
      0,
      journal.entries.findIndex((e) => e.tag === '0018_oidc-hashed-ids'),
    );
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    if (database.kind === 'pglite')
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: previous });
    else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: previous });
    fs.rmSync(previous, { recursive: true, force: true });

    const exp = Math.floor(Date.now() / 1000) + 3600;
    await database.db.insert(oidcPayloads).values([
      {
        type: 'Session',
        id: 'legacy-session-cookie',
        payload: { jti: 'legacy-session-cookie', kind: 'Session', uid: 'u1', accountId: 'acc', exp },
        uid: 'u1',
        accountId: 'acc',
        expiresAt: new Date(exp * 1000),
      },
      {
        type: 'Interaction',
        id: 'legacy-interaction',
        payload: {
          jti: 'legacy-interaction',
          kind: 'Interaction',
          session: { accountId: 'acc', uid: 'u1', cookie: 'legacy-session-cookie' },
          exp,
        },
        expiresAt: new Date(exp * 1000),
      },
    ]);

    await runMigrations(database);

    const table = JSON.stringify(await database.db.select().from(oidcPayloads));
    assert.ok(!table.includes('legacy-session-cookie') && !table.includes('legacy-interaction'), table);
    const session = await new OidcAdapter(database.db, 'Session').find('legacy-session-cookie');
    assert.deepEqual(session, { kind: 'Session', uid: 'u1', accountId: 'acc', exp, jti: 'legacy-session-cookie' });
    const interaction = await new OidcAdapter(database.db, 'Interaction').find('legacy-interaction');
    assert.deepEqual(interaction?.session, { accountId: 'acc', uid: 'u1' });
  });
});
