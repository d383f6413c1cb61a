import nodemailer from 'nodemailer';
import type { Db } from '../../db/database.ts';
import { recordOutbox } from '../record-outbox.ts';
import type { MailAdapter, MailMessage } from './mail.adapter.ts';

/** Production: real SMTP (nodemailer). The message is recorded, without its body, only once the server accepted it. */
export function createSmtpMailAdapter(db: Db, opts: { smtpUrl: string; from: string }): MailAdapter {
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    kind: 'smtp',
    async send(m: MailMessage) {
      const info = await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html, messageId: m.messageId, attachments: m.attachments });
      const id = await recordOutbox(db, {
        status: 'sent', channel: 'email', to: m.to, subject: m.subject, template: m.template, companyId: m.companyId, deliveredVia: 'smtp', providerId: info.messageId,
      });
      return { id };
    },
    async close() {
      transport.close();
    },
  };
}
