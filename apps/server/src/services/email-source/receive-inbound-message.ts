import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { EMAIL_REFUSAL } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { MessageTooLargeError, type InboundMessage } from '../../connectors/email-in/smtp-receiver.connector.ts';
import { StorageLimitError } from '../../connectors/storage/storage.adapter.ts';
import type { MappingRecord } from '../mappings/find-mapping.ts';
import { storageFor } from '../../connectors/storage/storage-for.ts';
import { isDomainError, notFound, tooLarge } from '../../lib/errors/domain-error.ts';
import { findInboundMapping } from './find-inbound-mapping.ts';
import { recordRefusals } from './record-refusals.ts';
import { bounceRefOf } from '../../pipeline/deliver/bounce-address.ts';
import { receiveBounce } from '../delivery/bounce/receive-bounce.ts';

/** The mappings a message is for, once each (the recipients were checked at RCPT; a mapping may have changed since). */
async function targetsOf(
  ctx: AppContext,
  recipients: string[],
): Promise<{ mapping: MappingRecord; recipient: string }[]> {
  const out = new Map<string, { mapping: MappingRecord; recipient: string }>();
  for (const recipient of recipients) {
    try {
      const mapping = await findInboundMapping(ctx.db, recipient, ctx.config.inboundEmail.domain);
      if (!out.has(mapping.id)) out.set(mapping.id, { mapping, recipient });
    } catch (err) {
      if (!isDomainError(err)) throw err;
    }
  }
  return [...out.values()];
}

/**
 * Bounces of delivered e-mails (to signed bounce addresses) are recorded here, before the sender
 * gets 250; the message goes on for any mapping address it is also for, else it is done (null).
 */
async function takeBounces(ctx: AppContext, message: InboundMessage): Promise<InboundMessage | null> {
  const { appSecret, inboundEmail } = ctx.config;
  const refs = message.recipients.map((r) => bounceRefOf(appSecret, inboundEmail.domain, r));
  const bounces = refs.filter((r) => r !== null);
  if (!bounces.length) return message;
  let raw: Buffer;
  try {
    raw = await buffer(message.body);
  } catch (err) {
    if (err instanceof MessageTooLargeError)
      throw tooLarge(`5.3.4 The message is larger than ${inboundEmail.maxMessageBytes} bytes.`);
    throw err;
  }
  await receiveBounce(ctx, bounces, raw.toString('utf8'));
  const others = message.recipients.filter((_, i) => !refs[i]);
  return others.length ? { ...message, recipients: others, body: Readable.from([raw]) } : null;
}

/**
 * A message the SMTP receiver is taking: stored raw in the storage of each company it is for
 * and handed to a durable receive-email job per mapping. Resolves only when every copy is stored
 * and queued, so the sender gets 250 only for a message that cannot be lost; anything else makes
 * the receiver answer 4xx and the sender's server retry. Parsing and the sender check come in the
 * job, so the SMTP session answers quickly.
 */
export async function receiveInboundMessage(ctx: AppContext, incoming: InboundMessage): Promise<void> {
  const message = await takeBounces(ctx, incoming);
  if (!message) return;
  const targets = await targetsOf(ctx, message.recipients);
  if (!targets.length) throw notFound('5.1.1 No such mailbox here');
  const storage = storageFor(ctx);
  const receivedAt = new Date();
  const rawKey = `inbound-email/${receivedAt.toISOString().slice(0, 10)}/${randomUUID()}.eml`;
  const [first, ...rest] = targets;
  const maxBytes = ctx.config.inboundEmail.maxMessageBytes;
  try {
    await storage.putStream(first!.mapping.companyId, rawKey, message.body, 'message/rfc822', { maxBytes });
  } catch (err) {
    await storage.delete(first!.mapping.companyId, rawKey);
    if (!(err instanceof MessageTooLargeError || err instanceof StorageLimitError)) throw err;
    const reason = EMAIL_REFUSAL.messageTooLarge(Math.round((maxBytes / 1_048_576) * 10) / 10);
    // never silently dropped: the sender's server bounces it (552), and the company is told
    for (const t of targets) {
      const target = { companyId: t.mapping.companyId, mappingId: t.mapping.id, mappingName: t.mapping.name };
      await recordRefusals(ctx.db, target, { sender: message.mailFrom, subject: '' }, [
        { ref: `smtp:${randomUUID()}`, reason, what: 'the e-mail', notify: true },
      ]);
    }
    throw tooLarge(`5.3.4 ${reason}`);
  }
  const kept = [first!];
  try {
    if (rest.length) {
      const bytes = await storage.get(first!.mapping.companyId, rawKey);
      for (const t of rest) {
        await storage.put(t.mapping.companyId, rawKey, bytes!, 'message/rfc822');
        kept.push(t);
      }
    }
    for (const t of targets) {
      await ctx.jobs.send('receive-email', {
        companyId: t.mapping.companyId,
        mappingId: t.mapping.id,
        rawKey,
        mailFrom: message.mailFrom,
        recipient: t.recipient,
        receivedAt: receivedAt.toISOString(),
      });
      kept.splice(kept.indexOf(t), 1);
    }
  } catch (err) {
    // copies without a job are removed; the sender retries the whole message (a mapping whose job
    // was queued sees it again and skips it by its Message-ID)
    for (const t of kept) await storage.delete(t.mapping.companyId, rawKey);
    throw err;
  }
}
