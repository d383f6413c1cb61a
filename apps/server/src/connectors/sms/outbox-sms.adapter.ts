import type { Db } from '../../db/database.ts';
import { recordOutbox } from '../record-outbox.ts';
import type { SmsAdapter, SmsMessage } from './sms.adapter.ts';

/** Embedded default (no SMS_PROVIDER_URL): SMS are kept in the local outbox (the development outbox page shows the PIN for 24 h). */
export function createOutboxSmsAdapter(db: Db): SmsAdapter {
  return {
    kind: 'outbox',
    async send(m: SmsMessage) {
      const id = await recordOutbox(db, {
        status: 'kept',
        channel: 'sms',
        to: m.to,
        template: m.template,
        body: m.body,
        companyId: m.companyId,
      });
      return { id };
    },
  };
}
