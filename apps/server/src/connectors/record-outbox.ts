import type { Db } from '../db/database.ts';
import { outboxMessages } from '../db/schema/index.ts';

/** Every message sent, by any adapter, is recorded: the outbox is the product's sent-items. */
export async function recordOutbox(
  db: Db,
  row: { channel: 'email' | 'sms'; to: string; subject?: string | null; body: string; html?: string | null; companyId?: string | null; deliveredVia: string; providerId?: string | null },
): Promise<string> {
  const [inserted] = await db
    .insert(outboxMessages)
    .values({
      channel: row.channel,
      to: row.to,
      subject: row.subject ?? null,
      body: row.body,
      html: row.html ?? null,
      companyId: row.companyId ?? null,
      deliveredVia: row.deliveredVia,
      providerId: row.providerId ?? null,
    })
    .returning({ id: outboxMessages.id });
  return inserted!.id;
}
