import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { text } from 'node:stream/consumers';
import nodemailer from 'nodemailer';
import { notFound } from '../../lib/errors/domain-error.ts';
import { startSmtpReceiver, type InboundMessage, type SmtpReceiver } from './smtp-receiver.connector.ts';

describe(
  'SMTP receiver connector: answers from the handlers, whatever they read of the message',
  { timeout: 30_000 },
  () => {
    let receiver: SmtpReceiver;
    let next: (m: InboundMessage) => Promise<void> = async () => undefined;
    before(async () => {
      receiver = await startSmtpReceiver({
        host: '127.0.0.1',
        port: 0,
        serverName: 'mx.test',
        maxMessageBytes: 1_000_000,
        tls: null,
        log: { warn: () => undefined },
        acceptRecipient: async (address) => {
          if (!address.startsWith('ok')) throw notFound('5.1.1 No such mailbox here');
        },
        receiveMessage: (m) => next(m),
      });
    });
    after(async () => receiver.close());

    const send = (mail: nodemailer.SendMailOptions) =>
      nodemailer
        .createTransport({ host: '127.0.0.1', port: receiver.port, secure: false, ignoreTLS: true })
        .sendMail({ from: 'a@b.test', to: 'ok@mx.test', ...mail });
    const big = 'x'.repeat(300_000);

    it('250 once the handler has read and kept the message, with the envelope it was given', async () => {
      let got: { mailFrom: string; recipients: string[]; body: string } | null = null;
      next = async (m) => {
        got = { mailFrom: m.mailFrom, recipients: m.recipients, body: await text(m.body) };
      };
      const info = await send({ subject: 'Hello', text: big });
      assert.match(info.response, /^250 /);
      assert.equal(got!.mailFrom, 'a@b.test');
      assert.deepEqual(got!.recipients, ['ok@mx.test']);
      assert.match(got!.body, /Subject: Hello/);
    });

    it('a recipient the handler refuses is answered 550 at RCPT', async () => {
      await assert.rejects(
        send({ to: 'nobody@mx.test', text: 'x' }),
        (err: { responseCode?: number }) => err.responseCode === 550,
      );
    });

    it('a handler that refuses without reading a large message gets its answer through (550), and one that fails unexpectedly 451', async () => {
      next = async () => {
        throw notFound('5.1.1 No such mailbox here');
      };
      await assert.rejects(send({ text: big }), (err: { responseCode?: number }) => err.responseCode === 550);
      next = async () => {
        throw new Error('storage down');
      };
      await assert.rejects(send({ text: big }), (err: { responseCode?: number }) => err.responseCode === 451);
    });
  },
);
