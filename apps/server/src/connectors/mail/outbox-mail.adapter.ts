import type { Db } from '../../db/database.ts';
import { recordOutbox } from '../record-outbox.ts';
import type { MailAdapter, MailMessage } from './mail.adapter.ts';

/** Embedded default (no SMTP_URL): mail is kept in the local outbox, readable on the development outbox page for 24 h. */
export function createOutboxMailAdapter(db: Db): MailAdapter {
  return {
    kind: 'outbox',
    async send(m: MailMessage) {
      // the outbox keeps text, not files: it lists what was attached (the file itself is the delivery's, downloadable from the Process Log)
      const attached = (m.attachments ?? [])
        .map((a) => `Attached: ${a.filename} (${a.contentType}, ${a.content.length} bytes)`)
        .join('\n');
      const body = attached ? `${m.text}\n\n${attached}` : m.text;
      const id = await recordOutbox(db, {
        status: 'kept',
        channel: 'email',
        to: m.to,
        subject: m.subject,
        template: m.template,
        body,
        html: m.html,
        companyId: m.companyId,
      });
      return { id };
    },
  };
}
