import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { sendEmailJob } from '../../jobs/send-email.job.ts';

interface Received { from: string; to: string[]; raw: string; user?: string }

/** A real SMTP server on loopback: the adapter speaks SMTP to it, with authentication. */
async function startSmtp(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: false,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, cb) {
      if (auth.username === 'mailer' && auth.password === 's3cret') cb(null, { user: auth.username });
      else cb(new Error('535 Authentication failed'));
    },
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          user: session.user as string | undefined,
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as net.AddressInfo).port;
  return { port, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('e-mail out through real SMTP (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  before(async () => {
    smtp = await startSmtp();
    t = await startTestApp({ SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}?ignoreTLS=true`, MAIL_FROM: 'Paperbridge <no-reply@pb.example>' });
  });
  after(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('a send-email job is delivered to the SMTP server and recorded in the outbox as sent by smtp', async () => {
    await t.ctx.jobs.send(sendEmailJob, { to: 'customer@example.com', subject: 'Verify your e-mail', text: 'Open https://pb.example/verify', html: '<p>Open</p>' });
    await t.ctx.jobs.drain(sendEmailJob.name);
    assert.equal(smtp.received.length, 1);
    const mail = smtp.received[0]!;
    assert.equal(mail.user, 'mailer');
    assert.equal(mail.from, 'no-reply@pb.example');
    assert.deepEqual(mail.to, ['customer@example.com']);
    assert.match(mail.raw, /Subject: Verify your e-mail/);
    const rows = await t.ctx.database.query<{ delivered_via: string; provider_id: string | null }>("select delivered_via, provider_id from outbox_messages where \"to\" = 'customer@example.com'");
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.delivered_via, 'smtp');
    assert.ok(rows[0]!.provider_id, 'the SMTP message id is kept');
  });

  it('a refused delivery is not recorded as sent and the job fails (to be retried)', async () => {
    const bad = await startTestApp({ SMTP_URL: `smtp://mailer:wrong@127.0.0.1:${smtp.port}?ignoreTLS=true` }, { workers: false });
    try {
      await assert.rejects(() => bad.ctx.mail.send({ to: 'x@example.com', subject: 's', text: 't' }), /535|Invalid login|Authentication/);
      const rows = await bad.ctx.database.query('select 1 from outbox_messages');
      assert.equal(rows.length, 0);
    } finally {
      await bad.close();
    }
  });
});
