import type { Db } from '../../db/database.ts';
import { recordOutbox } from '../record-outbox.ts';
import type { MailAdapter, MailMessage } from './mail.adapter.ts';

/** Embedded default (no SMTP_URL): mail is kept in the local outbox, readable on the development outbox page for 24 h. */
export function createOutboxMailAdapter(db: Db): MailAdapter {
  return {
    kind: 'outbox',
    async send(m: MailMessage) {
      const id = await recordOutbox(db, { status: 'kept', channel: 'email', to: m.to, subject: m.subject, template: m.template, body: m.text, html: m.html, companyId: m.companyId });
      return { id };
    },
  };
}
