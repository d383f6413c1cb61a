import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';

// without APP_SECRET the secret is kept in DATA_DIR: these tests keep theirs in a folder of their own
const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-config-'));
after(() => fs.rmSync(DATA_DIR, { recursive: true, force: true }));

const pick = (c: { host: string; listensOnLoopback: boolean }) => ({
  host: c.host,
  listensOnLoopback: c.listensOnLoopback,
});

describe('configuration is parsed and validated at start', () => {
  it('has working defaults for a development machine', () => {
    const c = loadConfig({ APP_SECRET: 'y'.repeat(40) });
    assert.equal(c.port, 8080);
    assert.equal(c.production, false);
    assert.equal(c.devTools, true);
    assert.match(c.dataDir, /data$/);
    assert.equal(c.oidc.kind, 'builtin');
    assert.equal(c.sms.kind, 'outbox');
    assert.equal(c.places.kind, 'embedded');
  });

  it('needs APP_SECRET in production and refuses the old development default there', () => {
    assert.throws(
      () => loadConfig({ DATA_DIR, NODE_ENV: 'production', PUBLIC_URL: 'https://pb.example.com' }),
      (e: Error) => e instanceof ConfigError && /APP_SECRET: required when NODE_ENV=production/.test(e.message),
    );
    assert.throws(
      () =>
        loadConfig({
          DATA_DIR,
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://pb.example.com',
          APP_SECRET: 'dev-only-secret-change-me-0123456789abcdef',
        }),
      /APP_SECRET/,
    );
  });

  it('needs PUBLIC_URL in production and turns dev tools off there', () => {
    const secret = 'x'.repeat(40);
    assert.throws(() => loadConfig({ DATA_DIR, NODE_ENV: 'production', APP_SECRET: secret }), /PUBLIC_URL/);
    const c = loadConfig({
      DATA_DIR,
      NODE_ENV: 'production',
      APP_SECRET: secret,
      PUBLIC_URL: 'https://pb.example.com',
    });
    assert.equal(c.devTools, false);
  });

  it('names the variable that is wrong', () => {
    assert.throws(() => loadConfig({ DATA_DIR, PORT: 'eighty' }), /PORT/);
    assert.throws(
      () => loadConfig({ DATA_DIR, APP_SECRET: 'short' }),
      /APP_SECRET: APP_SECRET must be at least 32 characters/,
    );
    assert.throws(() => loadConfig({ DATA_DIR, OIDC_ISSUER: 'https://id.example.com' }), /OIDC_CLIENT_ID/);
  });

  it('switches to an external provider and an HTTP SMS provider by configuration', () => {
    const c = loadConfig({
      DATA_DIR,
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'pb',
      SMS_PROVIDER_URL: 'https://sms.example.com',
      SMS_ACCOUNT_SID: 'AC1',
    });
    assert.equal(c.oidc.kind, 'external');
    assert.equal(c.sms.kind, 'http');
  });

  it('the inbound SMTP receiver is off by default; its domain comes from PUBLIC_URL; TLS needs both files', () => {
    const c = loadConfig({ DATA_DIR, PUBLIC_URL: 'https://App.Example.com/pb' });
    assert.equal(c.inboundEmail.port, 0);
    assert.equal(c.inboundEmail.domain, 'app.example.com');
    assert.equal(c.inboundEmail.tls, null);
    assert.equal(
      loadConfig({ DATA_DIR, INBOUND_EMAIL_DOMAIN: 'In.Example.com', INBOUND_SMTP_PORT: '2525' }).inboundEmail.domain,
      'in.example.com',
    );
    assert.throws(() => loadConfig({ DATA_DIR, INBOUND_SMTP_TLS_CERT: '/etc/mx/cert.pem' }), /INBOUND_SMTP_TLS_KEY/);
    assert.throws(() => loadConfig({ DATA_DIR, INBOUND_EMAIL_DOMAIN: 'in example.com' }), /INBOUND_EMAIL_DOMAIN/);
  });
});

describe('fail closed: the safe choice is the default (issue 12)', () => {
  const freshDir = () => fs.mkdtempSync(path.join(DATA_DIR, 'dir-'));

  it('without APP_SECRET a random secret is made on first start, kept in DATA_DIR/app-secret (0600), and read by every later start', () => {
    const dir = freshDir();
    const first = loadConfig({ DATA_DIR: dir });
    assert.notEqual(first.appSecret, 'dev-only-secret-change-me-0123456789abcdef');
    assert.ok(first.appSecret.length >= 32);
    const file = path.join(dir, 'app-secret');
    assert.equal(fs.readFileSync(file, 'utf8').trim(), first.appSecret);
    assert.equal(fs.statSync(file).mode & 0o777, 0o600);
    assert.equal(
      loadConfig({ DATA_DIR: dir }).appSecret,
      first.appSecret,
      'the server, the CLI and a restart read the same secret',
    );
    assert.notEqual(
      loadConfig({ DATA_DIR: freshDir() }).appSecret,
      first.appSecret,
      'another data folder gets its own',
    );
    assert.equal(
      loadConfig({ DATA_DIR: dir, APP_SECRET: 'z'.repeat(40) }).appSecret,
      'z'.repeat(40),
      'APP_SECRET wins',
    );
  });

  it('without NODE_ENV the SSRF guard has no exceptions unless SSRF_ALLOW_HOSTS lists them', () => {
    assert.deepEqual(loadConfig({ DATA_DIR }).ssrf.allowHosts, []);
    assert.deepEqual(
      loadConfig({ DATA_DIR, SSRF_ALLOW_HOSTS: '127.0.0.1, FTP.internal ,10.0.0.0/8' }).ssrf.allowHosts,
      ['127.0.0.1', 'ftp.internal', '10.0.0.0/8'],
    );
  });

  it('the development outbox is off as soon as a real mail or SMS provider is configured, even with DEV_TOOLS=true', () => {
    assert.equal(loadConfig({ DATA_DIR }).devTools, true);
    assert.equal(loadConfig({ DATA_DIR, SMTP_URL: 'smtp://mail.example.com' }).devTools, false);
    assert.equal(loadConfig({ DATA_DIR, SMS_PROVIDER_URL: 'https://sms.example.com' }).devTools, false);
    assert.equal(loadConfig({ DATA_DIR, SMTP_URL: 'smtp://mail.example.com', DEV_TOOLS: 'true' }).devTools, false);
    assert.equal(loadConfig({ DATA_DIR, DEV_TOOLS: 'false' }).devTools, false);
  });
  it('issue 24: no proxy is trusted unless TRUST_PROXY lists its addresses or CIDRs; anything else there is refused', () => {
    const secret = 'x'.repeat(40);
    assert.deepEqual(
      loadConfig({ DATA_DIR, NODE_ENV: 'production', APP_SECRET: secret, PUBLIC_URL: 'https://pb.example.com' })
        .trustProxy,
      [],
    );
    assert.deepEqual(loadConfig({ DATA_DIR, TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,::1' }).trustProxy, [
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
    ]);
    for (const bad of ['true', 'proxy.internal', '10.0.0.0/33', '10.0.0.0/8/1']) {
      assert.throws(
        () => loadConfig({ DATA_DIR, TRUST_PROXY: bad }),
        /TRUST_PROXY: .* is not an IP address or CIDR range/,
        bad,
      );
    }
  });

  it('issue 24: outside production the server listens on this machine only unless HOST says otherwise; production on every interface', () => {
    assert.deepEqual(pick(loadConfig({ DATA_DIR })), { host: '127.0.0.1', listensOnLoopback: true });
    assert.deepEqual(pick(loadConfig({ DATA_DIR, HOST: '0.0.0.0' })), { host: '0.0.0.0', listensOnLoopback: false });
    assert.deepEqual(pick(loadConfig({ DATA_DIR, HOST: '::1' })), { host: '::1', listensOnLoopback: true });
    const prod = loadConfig({
      DATA_DIR,
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://pb.example.com',
    });
    assert.deepEqual(pick(prod), { host: '0.0.0.0', listensOnLoopback: false });
  });

  it('payments: Stripe with its key and webhook secret, else the embedded test page, which production never gets by default', () => {
    assert.deepEqual(loadConfig({ DATA_DIR }).billing.payments, { kind: 'embedded' });
    assert.deepEqual(loadConfig({ DATA_DIR }).billing.topUpAmounts, [20, 50, 100, 200]);
    assert.deepEqual(loadConfig({ DATA_DIR, BILLING_TOP_UP_AMOUNTS: '10, 25' }).billing.topUpAmounts, [10, 25]);
    assert.throws(() => loadConfig({ DATA_DIR, BILLING_TOP_UP_AMOUNTS: '10,abc' }), /BILLING_TOP_UP_AMOUNTS/);
    assert.throws(() => loadConfig({ DATA_DIR, STRIPE_SECRET_KEY: 'sk_test_1' }), /STRIPE_WEBHOOK_SECRET/);
    assert.deepEqual(
      loadConfig({ DATA_DIR, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).billing.payments,
      { kind: 'stripe', secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiUrl: null },
    );
    const prod = { DATA_DIR, NODE_ENV: 'production', APP_SECRET: 'z'.repeat(40), PUBLIC_URL: 'https://pb.example.com' };
    assert.deepEqual(loadConfig(prod).billing.payments, { kind: 'none' });
    assert.deepEqual(loadConfig({ ...prod, PAYMENT_PROVIDER: 'embedded' }).billing.payments, { kind: 'embedded' });
  });
});
