import type { Db } from '../../db/database.ts';
import { recordOutbox } from '../record-outbox.ts';
import type { MailAdapter, MailMessage } from './mail.adapter.ts';

/** Embedded default: mail is kept in the local outbox, readable on the development outbox page. */
export function createOutboxMailAdapter(db: Db): MailAdapter {
  return {
    kind: 'outbox',
    async send(m: MailMessage) {
      const id = await recordOutbox(db, { channel: 'email', to: m.to, subject: m.subject, body: m.text, html: m.html, companyId: m.companyId, deliveredVia: 'outbox' });
      return { id };
    },
  };
}
