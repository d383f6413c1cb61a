import type { Db } from '../../db/database.ts';
import { recordOutbox } from '../record-outbox.ts';
import type { SmsAdapter, SmsMessage } from './sms.adapter.ts';

/** Embedded default: SMS are kept in the local outbox (development outbox page shows the PIN). */
export function createOutboxSmsAdapter(db: Db): SmsAdapter {
  return {
    kind: 'outbox',
    async send(m: SmsMessage) {
      const id = await recordOutbox(db, { channel: 'sms', to: m.to, body: m.body, companyId: m.companyId, deliveredVia: 'outbox' });
      return { id };
    },
  };
}
