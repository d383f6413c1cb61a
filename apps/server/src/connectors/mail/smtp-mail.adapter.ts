import nodemailer from 'nodemailer';
import type { Db } from '../../db/database.ts';
import { recordOutbox } from '../record-outbox.ts';
import { RecipientsRefusedError, type MailAdapter, type MailMessage } from './mail.adapter.ts';

interface SmtpRejection {
  recipient: string;
  response?: string;
  responseCode?: number;
}

/** Refused for good only when every refusal was a 5xx: a 4xx (mailbox busy, greylisting) is worth another try. */
function refusal(rejected: string[], errors: SmtpRejection[]): RecipientsRefusedError {
  const response =
    errors
      .map((r) => r.response)
      .filter(Boolean)
      .join('; ') || 'refused';
  return new RecipientsRefusedError(
    rejected,
    response,
    errors.length > 0 && errors.every((r) => (r.responseCode ?? 0) >= 500),
  );
}

/** Production: real SMTP (nodemailer). The message is recorded, without its body, only once the server accepted it. */
export function createSmtpMailAdapter(db: Db, opts: { smtpUrl: string; from: string }): MailAdapter {
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    kind: 'smtp',
    async send(m: MailMessage) {
      const envelope = m.envelopeFrom
        ? {
            from: m.envelopeFrom,
            to: m.to
              .split(',')
              .map((a) => a.trim())
              .filter(Boolean),
          }
        : undefined;
      let info: Awaited<ReturnType<typeof transport.sendMail>>;
      try {
        info = await transport.sendMail({
          from: opts.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          messageId: m.messageId,
          attachments: m.attachments,
          envelope,
        });
      } catch (err) {
        const e = err as { code?: string; rejected?: string[]; rejectedErrors?: SmtpRejection[] };
        if (e.code === 'EENVELOPE' && e.rejected?.length) throw refusal(e.rejected, e.rejectedErrors ?? []);
        throw err;
      }
      // nodemailer resolves when at least one recipient took the message: the refused ones are not a success
      if (info.rejected.length)
        throw refusal(info.rejected.map(String), (info as { rejectedErrors?: SmtpRejection[] }).rejectedErrors ?? []);
      const id = await recordOutbox(db, {
        status: 'sent',
        channel: 'email',
        to: m.to,
        subject: m.subject,
        template: m.template,
        companyId: m.companyId,
        deliveredVia: 'smtp',
        providerId: info.messageId,
      });
      return { id };
    },
    async close() {
      transport.close();
    },
  };
}
