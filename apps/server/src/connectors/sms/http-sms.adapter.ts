import type { Db } from '../../db/database.ts';
import { recordOutbox } from '../record-outbox.ts';
import type { SmsAdapter, SmsMessage } from './sms.adapter.ts';

/**
 * Production SMS through an HTTP provider speaking the Twilio Messages API
 * (POST {base}/2010-04-01/Accounts/{sid}/Messages.json, form-encoded To/From/Body, basic auth).
 * Recorded without its body (the PIN) once the provider accepted it.
 */
export function createHttpSmsAdapter(
  db: Db,
  opts: { url: string; accountSid: string; authToken: string; from: string; timeoutMs?: number },
): SmsAdapter {
  const endpoint = `${opts.url.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64');
  return {
    kind: 'http',
    async send(m: SmsMessage) {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: m.to, From: opts.from, Body: m.body }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      const payload = (await res.json().catch(() => ({}))) as { sid?: string; message?: string };
      if (!res.ok)
        throw new Error(`SMS provider refused the message (${res.status}): ${payload.message ?? 'no detail'}`);
      const id = await recordOutbox(db, {
        status: 'sent',
        channel: 'sms',
        to: m.to,
        template: m.template,
        companyId: m.companyId,
        deliveredVia: 'http',
        providerId: payload.sid ?? null,
      });
      return { id };
    },
  };
}
