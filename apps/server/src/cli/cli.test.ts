import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { createTestDatabaseUrl } from '../testing/test-database-url.ts';
import { openDatabase } from '../db/database.ts';
import { resolveSession } from '../services/sessions/resolve-session.ts';
import { callApi } from '../http/identity/test-support/identity-calls.ts';
import { eq } from 'drizzle-orm';
import { companies } from '../db/schema/index.ts';
import { createOperatorUser } from '../services/operator/create-operator-user.ts';
import { isDomainError } from '../lib/errors/domain-error.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** `npm run paperbridge -- ...` is `node --import tsx apps/server/src/cli/main.ts ...` from the root. */
function cli(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/main.ts', ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

describe('operator CLI: user create and token', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-cli-'));
  let db: { url: string; drop(): Promise<void> };
  /** the CLI's database: PostgreSQL when the suite runs on it, else the embedded one in dataDir */
  let env: Record<string, string>;
  let t: TestApp | undefined;

  before(async () => {
    db = process.env.DATABASE_URL ? await createTestDatabaseUrl() : { url: '', drop: async () => undefined };
    env = { DATA_DIR: dataDir, DATABASE_URL: db.url };
  });
  after(async () => {
    await t?.close();
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('user create makes a ready account and refuses a duplicate with exit code 1', async () => {
    const created = await cli(
      ['user', 'create', '--email', 'Operator@Example.com', '--password', 'Op-Pass-123', '--company', 'Acme Pty'],
      env,
    );
    assert.equal(created.code, 0, created.stderr);
    assert.match(created.stdout.trim(), /^[0-9a-f-]{36}$/);

    const duplicate = await cli(
      ['user', 'create', '--email', 'operator@example.com', '--password', 'Op-Pass-123', '--company', 'Acme Pty'],
      env,
    );
    assert.equal(duplicate.code, 1);
    assert.match(duplicate.stderr, /An account with this e-mail already exists\./);
  });

  it('token prints only a bearer token whose session has passed the PIN gate', async () => {
    const out = await cli(['token', '--email', 'operator@example.com'], env);
    assert.equal(out.code, 0, out.stderr);
    assert.match(out.stdout, /^pb_[\w-]+\n$/);
    const token = out.stdout.trim();

    t = await startTestApp(env);
    const session = await resolveSession(t.ctx.db, token);
    assert.equal(session?.pinVerified, true);
    // an admin call gets past the PIN gate (the weak password is its own answer, not the 401 of the gate)
    const res = await callApi(t.url, 'POST', '/api/admin/User/ChangePassword', { token, body: { password: 'weak' } });
    assert.equal(res.status, 400);
  });

  it('user create checks the password policy (in process, on the same database)', async () => {
    await assert.rejects(
      createOperatorUser(t!.ctx.db, { email: 'weak@example.com', password: 'weak', company: 'Acme' }),
      (err: Error) => {
        assert.ok(isDomainError(err));
        assert.match(err.message, /Must Contain 8 Characters/);
        return true;
      },
    );
    const [company] = await t!.ctx.db.select().from(companies).where(eq(companies.email, 'operator@example.com'));
    assert.equal(company!.companyName, 'Acme Pty');
    assert.equal(company!.country, 'AU');
    assert.deepEqual(company!.accessModules, ['ICR', 'DA', 'IG']);
    assert.ok(company!.registeredAt && company!.featuresChosenAt);
  });

  it(
    'while the server runs on the embedded database, the CLI works through it (DATA_DIR/operator.json)',
    { skip: !!process.env.DATABASE_URL },
    async () => {
      assert.ok(fs.existsSync(path.join(dataDir, 'operator.json')));
      assert.equal(fs.statSync(path.join(dataDir, 'operator.json')).mode & 0o777, 0o600);
      const out = await cli(['token', '--email', 'operator@example.com'], env);
      assert.equal(out.code, 0, out.stderr);
      const session = await resolveSession(t!.ctx.db, out.stdout.trim());
      assert.equal(session?.pinVerified, true);
      const unknown = await cli(['token', '--email', 'nobody@example.com'], env);
      assert.equal(unknown.code, 1);
      assert.match(unknown.stderr, /No user with the e-mail nobody@example.com/);
    },
  );

  it(
    'after the server stops, the CLI opens the database itself again',
    { skip: !!process.env.DATABASE_URL },
    async () => {
      await t!.close();
      t = undefined;
      assert.ok(!fs.existsSync(path.join(dataDir, 'operator.json')));
      const out = await cli(['token', '--email', 'operator@example.com'], env);
      assert.equal(out.code, 0, out.stderr);
    },
  );
});

describe('operator CLI: db migrate', () => {
  it('brings an empty data folder (or database) up to date and exits, so several processes can start on it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-cli-migrate-'));
    const db = process.env.DATABASE_URL
      ? await createTestDatabaseUrl({ migrated: false })
      : { url: '', drop: async () => undefined };
    try {
      const out = await cli(['db', 'migrate'], { DATA_DIR: dataDir, DATABASE_URL: db.url });
      assert.equal(out.code, 0, out.stderr);
      assert.match(out.stderr, /The database is up to date\./);
      const journal = JSON.parse(
        fs.readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
      ) as { entries: unknown[] };
      const database = await openDatabase({ databaseUrl: db.url || undefined, dataDir });
      try {
        const rows = await database.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
        assert.equal(rows[0]!.n, journal.entries.length);
      } finally {
        await database.close();
      }
    } finally {
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
