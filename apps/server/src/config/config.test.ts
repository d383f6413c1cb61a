import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration is parsed and validated at start', () => {
  it('has working defaults for a development machine', () => {
    const c = loadConfig({});
    assert.equal(c.port, 8080);
    assert.equal(c.production, false);
    assert.equal(c.devTools, true);
    assert.match(c.dataDir, /data$/);
    assert.equal(c.oidc.kind, 'builtin');
    assert.equal(c.sms.kind, 'outbox');
  });

  it('refuses the development secret in production', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://pb.example.com' }), (e: Error) => e instanceof ConfigError && /APP_SECRET/.test(e.message));
  });

  it('needs PUBLIC_URL in production and turns dev tools off there', () => {
    const secret = 'x'.repeat(40);
    assert.throws(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: secret }), /PUBLIC_URL/);
    const c = loadConfig({ NODE_ENV: 'production', APP_SECRET: secret, PUBLIC_URL: 'https://pb.example.com' });
    assert.equal(c.devTools, false);
  });

  it('names the variable that is wrong', () => {
    assert.throws(() => loadConfig({ PORT: 'eighty' }), /PORT/);
    assert.throws(() => loadConfig({ APP_SECRET: 'short' }), /APP_SECRET: APP_SECRET must be at least 32 characters/);
    assert.throws(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com' }), /OIDC_CLIENT_ID/);
  });

  it('switches to an external provider and an HTTP SMS provider by configuration', () => {
    const c = loadConfig({ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'pb', SMS_PROVIDER_URL: 'https://sms.example.com', SMS_ACCOUNT_SID: 'AC1' });
    assert.equal(c.oidc.kind, 'external');
    assert.equal(c.sms.kind, 'http');
  });

  it('the inbound SMTP receiver is off by default; its domain comes from PUBLIC_URL; TLS needs both files', () => {
    const c = loadConfig({ PUBLIC_URL: 'https://App.Example.com/pb' });
    assert.equal(c.inboundEmail.port, 0);
    assert.equal(c.inboundEmail.domain, 'app.example.com');
    assert.equal(c.inboundEmail.tls, null);
    assert.equal(loadConfig({ INBOUND_EMAIL_DOMAIN: 'In.Example.com', INBOUND_SMTP_PORT: '2525' }).inboundEmail.domain, 'in.example.com');
    assert.throws(() => loadConfig({ INBOUND_SMTP_TLS_CERT: '/etc/mx/cert.pem' }), /INBOUND_SMTP_TLS_KEY/);
    assert.throws(() => loadConfig({ INBOUND_EMAIL_DOMAIN: 'in example.com' }), /INBOUND_EMAIL_DOMAIN/);
  });
});
