import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { type SeededUser } from '../testing/seed-user.ts';
import { seedFundedUser } from '../testing/seed-funded-user.ts';
import { freePort } from '@paperbridge/test-kit/free-port.ts';
import { corporaSkip } from '../http/mapping/test-support/corpora.ts';
import { documentStages, documents, notifications } from '../db/schema/index.ts';
import { startEmailReceiver } from '../services/email-source/start-email-receiver.ts';
import type { SmtpReceiver } from '../connectors/email-in/smtp-receiver.connector.ts';
import { COOLBLUE, createCoolblueMapping } from '@paperbridge/test-kit/mappings/coolblue-mapping.ts';
import { submitDocument } from './test-support/submit-document.ts';
import { drainThroughDelivery } from './test-support/drain-pipeline.ts';

const DOMAIN = 'in.paperbridge.test';

interface Relayed {
  mailFrom: string;
  to: string[];
  raw: string;
}

/**
 * The company's outgoing mail server (a real SMTP server on loopback): it refuses some mailboxes at
 * RCPT, as a server that knows them does, and takes the rest, as a relay does before the recipient's
 * own server later bounces the message.
 */
async function startRelay(refuse: Record<string, string>) {
  const relayed: Relayed[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _s, cb) {
      const answer = refuse[address.address];
      if (answer) cb(Object.assign(new Error(answer.slice(4)), { responseCode: Number(answer.slice(0, 3)) }));
      else cb();
    },
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        relayed.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as net.AddressInfo).port,
    relayed,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A delivery status notification (RFC 3464) as a recipient's mail system writes it. */
function dsn(opts: {
  to: string;
  recipient: string;
  action: string;
  status: string;
  diagnostic: string;
  messageId: string;
}): string {
  return [
    'From: Mail Delivery System <MAILER-DAEMON@mx.client.example>',
    `To: ${opts.to}`,
    'Subject: Undelivered Mail Returned to Sender',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status;',
    ' boundary="dsn-boundary-1"',
    '',
    'This is a MIME-encapsulated message.',
    '',
    '--dsn-boundary-1',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    "I'm sorry to have to inform you that your message could not be delivered.",
    '',
    '--dsn-boundary-1',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.client.example',
    'Arrival-Date: Mon, 23 Nov 2026 10:00:00 +0000',
    '',
    `Final-Recipient: rfc822; ${opts.recipient}`,
    `Original-Recipient: rfc822;${opts.recipient}`,
    `Action: ${opts.action}`,
    `Status: ${opts.status}`,
    `Diagnostic-Code: smtp; ${opts.diagnostic}`,
    '',
    '--dsn-boundary-1',
    'Content-Type: text/rfc822-headers',
    '',
    `Message-ID: ${opts.messageId}`,
    'Subject: Invoice 993548900',
    '',
    '--dsn-boundary-1--',
    '',
  ].join('\r\n');
}

describe('Delivery by e-mail: refused and bounced addresses (issue 10)', { skip: corporaSkip() }, () => {
  let t: TestApp;
  let a: SeededUser;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let receiver: SmtpReceiver;

  before(async () => {
    relay = await startRelay({
      'nobody@client.example': '550 5.1.1 <nobody@client.example>: Recipient address rejected: User unknown',
      'busy@client.example': '451 4.2.1 Mailbox busy, try later',
    });
    t = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${relay.port}?ignoreTLS=true`,
      MAIL_FROM: 'Paperbridge <no-reply@pb.example>',
      INBOUND_EMAIL_DOMAIN: DOMAIN,
      INBOUND_SMTP_HOST: '127.0.0.1',
      INBOUND_SMTP_PORT: String(await freePort()),
    });
    receiver = (await startEmailReceiver(t.ctx))!;
    a = await seedFundedUser(t);
  });
  after(async () => {
    await receiver?.close();
    await t?.close();
    await relay?.close();
  });

  // every case makes a mapping of its own for the one Coolblue client, made by the first
  let clientMade = false;
  const processFor = async (configName: string, destinationEmails: string[], n: 1 | 2 = 1) => {
    const cnId = await createCoolblueMapping(t.url, a.token, {
      configName,
      clientEmail: 'orders@coolblue.example',
      clientExists: clientMade,
      request: { destinationEmails, destinationEmailFileType: 'JSON' },
    });
    clientMade = true;
    // each case sends the same Coolblue invoice again: without this it would wait as a possible duplicate (issue 30)
    await t.ctx.db.update(documents).set({ duplicateKey: null }).where(eq(documents.companyId, a.companyId));
    await submitDocument(t.url, a.token, cnId, { name: `${configName}.pdf`, bytes: fs.readFileSync(COOLBLUE(n)) });
    await drainThroughDelivery(t);
    const [doc] = await t.ctx.db
      .select()
      .from(documents)
      .where(and(eq(documents.companyId, a.companyId), eq(documents.fileName, `${configName}.pdf`)));
    return doc!;
  };
  const emailOut = async (documentId: string) =>
    (
      await t.ctx.db
        .select()
        .from(documentStages)
        .where(
          and(
            eq(documentStages.documentId, documentId),
            eq(documentStages.step, 'deliver'),
            eq(documentStages.destination, 'Email'),
          ),
        )
    )[0]!;
  const failureNotes = async () =>
    (await t.ctx.db.select().from(notifications).where(eq(notifications.companyId, a.companyId))).filter(
      (n) => n.header === 'Delivery failed',
    );
  const mailToReceiver = (envelopeTo: string, raw: string) =>
    nodemailer
      .createTransport({ host: '127.0.0.1', port: receiver.port, secure: false, ignoreTLS: true })
      .sendMail({ envelope: { from: '', to: [envelopeTo] }, raw });

  let bounced: typeof documents.$inferSelect;
  let bounceAddress: string;
  let messageId: string;

  it('a delivered e-mail goes out with a signed bounce address of its own as the envelope sender', async () => {
    bounced = await processFor('BOUNCE1', ['ap@client.example']);
    const out = await emailOut(bounced.id);
    assert.equal(out.status, 'success');
    assert.equal(bounced.status, 'delivered');
    const sent = relay.relayed.filter((m) => m.to.includes('ap@client.example'));
    assert.equal(sent.length, 1);
    bounceAddress = sent[0]!.mailFrom;
    assert.match(
      bounceAddress,
      new RegExp(`^bounce-${bounced.id.replace(/-/g, '')}-0-0-[0-9a-f]{20}@${DOMAIN.replaceAll('.', '\\.')}$`),
    );
    assert.match(sent[0]!.raw, /^From: Paperbridge <no-reply@pb\.example>/m, 'the From people see is unchanged');
    messageId = out.receipt!.messageId!;
    assert.match(
      sent[0]!.raw.replace(/\r\n[ \t]+/g, ' '),
      new RegExp(`^Message-ID: ${messageId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\r?$`, 'mi'),
    );
  });

  it('a report that the message is only delayed changes nothing', async () => {
    const info = await mailToReceiver(
      bounceAddress,
      dsn({
        to: bounceAddress,
        recipient: 'ap@client.example',
        action: 'delayed',
        status: '4.4.7',
        diagnostic: '451 4.4.7 deferred',
        messageId,
      }),
    );
    assert.match(info.response, /^250 /);
    assert.equal((await emailOut(bounced.id)).status, 'success');
    assert.equal((await failureNotes()).length, 0);
  });

  it("a bounce days later turns the e-mail milestone red with the recipient's reason, and the company is told", async () => {
    const info = await mailToReceiver(
      bounceAddress,
      dsn({
        to: bounceAddress,
        recipient: 'ap@client.example',
        action: 'failed',
        status: '5.2.2',
        diagnostic: '552 5.2.2 Mailbox full',
        messageId,
      }),
    );
    assert.match(info.response, /^250 /);
    const out = await emailOut(bounced.id);
    assert.equal(out.status, 'failed');
    assert.equal(out.errors[0]!.code, 'bounced');
    assert.match(out.errors[0]!.message, /ap@client\.example \(5\.2\.2 552 5\.2\.2 Mailbox full\)/);
    const [doc] = await t.ctx.db.select().from(documents).where(eq(documents.id, bounced.id));
    assert.equal(doc!.status, 'delivering', 'no longer shown as delivered');
    const notes = await failureNotes();
    assert.equal(notes.length, 1);
    assert.match(notes[0]!.message.join(' '), /not delivered to Email .*Mailbox full/);
  });

  it('the same bounce delivered again is recorded once', async () => {
    await mailToReceiver(
      bounceAddress,
      dsn({
        to: bounceAddress,
        recipient: 'ap@client.example',
        action: 'failed',
        status: '5.2.2',
        diagnostic: '552 5.2.2 Mailbox full',
        messageId,
      }),
    );
    assert.equal((await failureNotes()).length, 1);
  });

  it("a made-up or altered bounce address is refused at RCPT (550): nobody can fail another company's delivery", async () => {
    const forged = bounceAddress.replace(
      /-([0-9a-f])([0-9a-f]{19})@/,
      (_, c: string, rest: string) => `-${c === 'a' ? 'b' : 'a'}${rest}@`,
    );
    for (const to of [forged, bounceAddress.replace(/-0-0-/, '-1-0-')]) {
      await assert.rejects(
        mailToReceiver(
          to,
          dsn({ to, recipient: 'ap@client.example', action: 'failed', status: '5.1.1', diagnostic: 'x', messageId }),
        ),
        (err: { responseCode?: number }) => err.responseCode === 550,
      );
    }
  });

  it("a mailbox the mail server refuses for good fails the destination at once with the server's answer; no retry is scheduled", async () => {
    const doc = await processFor('REFUSED1', ['nobody@client.example'], 2);
    const out = await emailOut(doc.id);
    assert.equal(out.status, 'failed');
    assert.match(
      out.errors[0]!.message,
      /The mail server refused nobody@client\.example: 550 5\.1\.1 <nobody@client\.example>: Recipient address rejected: User unknown/,
    );
    assert.equal(out.nextAttemptAt, null);
  });

  it('one refused mailbox among accepted ones is not reported as delivered', async () => {
    const doc = await processFor('PARTLY1', ['ap2@client.example', 'nobody@client.example']);
    const out = await emailOut(doc.id);
    assert.equal(out.status, 'failed');
    assert.match(out.errors[0]!.message, /refused nobody@client\.example/);
  });

  it('a mailbox refused for now (4xx) is retried later, not failed', async () => {
    const doc = await processFor('BUSY1', ['busy@client.example']);
    const out = await emailOut(doc.id);
    assert.equal(out.status, 'pending');
    assert.ok(out.nextAttemptAt, 'a retry is scheduled');
    assert.match(out.errors[0]!.message, /451 4\.2\.1 Mailbox busy/);
  });
});
