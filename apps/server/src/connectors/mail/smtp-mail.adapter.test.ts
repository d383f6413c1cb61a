import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { queueEmail } from '../../jobs/queue-email.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
  user?: string;
}

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
    t = await startTestApp({
      SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}?ignoreTLS=true`,
      MAIL_FROM: 'Paperbridge <no-reply@pb.example>',
    });
  });
  after(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('a send-email job is delivered to the SMTP server and recorded in the outbox as sent by smtp', async () => {
    await queueEmail(t.ctx, {
      to: 'customer@example.com',
      subject: 'Verify your e-mail',
      template: 'verify-email',
      text: 'Open https://pb.example/verify?token=s3cr3t-link',
      html: '<p>Open</p>',
    });
    await t.ctx.jobs.drain('send-email');
    assert.equal(smtp.received.length, 1);
    const mail = smtp.received[0]!;
    assert.equal(mail.user, 'mailer');
    assert.equal(mail.from, 'no-reply@pb.example');
    assert.deepEqual(mail.to, ['customer@example.com']);
    assert.match(mail.raw, /Subject: Verify your e-mail/);
    const rows = await t.ctx.database.query<{ delivered_via: string; provider_id: string | null }>(
      'select delivered_via, provider_id from outbox_messages where "to" = \'customer@example.com\'',
    );
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.delivered_via, 'smtp');
    assert.ok(rows[0]!.provider_id, 'the SMTP message id is kept');
  });

  it('with a real provider neither the outbox row nor the job payload holds the link: only to, subject, template, time and status', async () => {
    await queueEmail(t.ctx, {
      to: 'support-view@example.com',
      subject: 'Verify your e-mail',
      template: 'verify-email',
      text: 'Open https://pb.example/verify?token=never-stored-1',
      html: '<a href="https://pb.example/verify?token=never-stored-1">Open</a>',
    });
    const queued = await t.ctx.database.query<{ data: string }>(
      "select data::text as data from pgboss.job where name = 'send-email'",
    );
    assert.ok(queued.length >= 1);
    for (const j of queued) assert.doesNotMatch(j.data, /never-stored-1|s3cr3t-link/, 'the job payload is sealed');
    await t.ctx.jobs.drain('send-email');
    assert.match(smtp.received.at(-1)!.raw, /never-stored-1/, 'the recipient still gets the link');
    const rows = await t.ctx.database.query<Record<string, unknown>>(
      'select * from outbox_messages where "to" = \'support-view@example.com\'',
    );
    assert.equal(rows.length, 1);
    const row = rows[0]!;
    assert.equal(row.subject, 'Verify your e-mail');
    assert.equal(row.template, 'verify-email');
    assert.equal(row.status, 'sent');
    assert.ok(row.created_at);
    assert.equal(row.body, null);
    assert.equal(row.html, null);
    assert.doesNotMatch(JSON.stringify(rows), /never-stored-1/);
  });

  it("a delivery carries its file as an attachment and the caller's Message-ID, the same on a second attempt", async () => {
    const file = {
      filename: 'INV-1.json',
      contentType: 'application/json',
      content: Buffer.from('{"reference":"INV-1"}'),
    };
    const messageId = '<doc-1.email@deliveries.pb.example>';
    for (let i = 0; i < 2; i++)
      await t.ctx.mail.send({
        to: 'ap@example.com',
        subject: 'INV-1',
        text: 'Attached.',
        attachments: [file],
        messageId,
      });
    const sent = smtp.received.filter((r) => r.to.includes('ap@example.com'));
    assert.equal(sent.length, 2);
    for (const m of sent) {
      assert.match(
        m.raw,
        /^Message-ID: <doc-1\.email@deliveries\.pb\.example>\r?$/im,
        'one Message-ID on every attempt: mail systems show it once',
      );
      assert.match(m.raw, /Content-Disposition: attachment; filename=INV-1\.json/i);
      assert.ok(m.raw.includes(file.content.toString('base64')), 'the file travels whole');
    }
  });

  it('a refused delivery is not recorded as sent and the job fails (to be retried)', async () => {
    const bad = await startTestApp(
      { SMTP_URL: `smtp://mailer:wrong@127.0.0.1:${smtp.port}?ignoreTLS=true` },
      { workers: false },
    );
    try {
      await assert.rejects(
        () => bad.ctx.mail.send({ to: 'x@example.com', subject: 's', text: 't' }),
        /535|Invalid login|Authentication/,
      );
      const rows = await bad.ctx.database.query('select 1 from outbox_messages');
      assert.equal(rows.length, 0);
    } finally {
      await bad.close();
    }
  });
});
