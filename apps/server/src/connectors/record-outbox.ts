import type { Db } from '../db/database.ts';
import { outboxMessages } from '../db/schema/index.ts';

/**
 * Every message sent, by any adapter, is recorded: the outbox is the product's sent-items.
 * 'kept' (the development outbox, no provider) stores the body to show it; 'sent' (a real provider
 * took it) stores only what support needs, never the body that carries a PIN, a link or a token.
 */
export type OutboxRecord =
  | {
      status: 'kept';
      channel: 'email' | 'sms';
      to: string;
      subject?: string | null;
      template?: string | null;
      body: string;
      html?: string | null;
      companyId?: string | null;
    }
  | {
      status: 'sent';
      channel: 'email' | 'sms';
      to: string;
      subject?: string | null;
      template?: string | null;
      companyId?: string | null;
      deliveredVia: string;
      providerId?: string | null;
    };

export async function recordOutbox(db: Db, row: OutboxRecord): Promise<string> {
  const [inserted] = await db
    .insert(outboxMessages)
    .values({
      channel: row.channel,
      to: row.to,
      subject: row.subject ?? null,
      template: row.template ?? null,
      status: row.status,
      body: row.status === 'kept' ? row.body : null,
      html: row.status === 'kept' ? (row.html ?? null) : null,
      companyId: row.companyId ?? null,
      deliveredVia: row.status === 'kept' ? 'outbox' : row.deliveredVia,
      providerId: row.status === 'sent' ? (row.providerId ?? null) : null,
    })
    .returning({ id: outboxMessages.id });
  return inserted!.id;
}
