import { and, eq, inArray } from 'drizzle-orm';
import type { DocumentState } from '@paperbridge/contracts';
import type { Db } from '../../apps/server/src/db/database.ts';
import { documents, ledgerEntries } from '../../apps/server/src/db/schema/index.ts';
import type { WebhookReceiver } from '@paperbridge/test-kit/providers/webhook-receiver.ts';
import type { Sent } from './send-with-key.ts';

export interface FaultCounts {
  sent: number;
  acknowledged: number;
  documents: number;
  /** acknowledged by the API, and no document for it */
  lost: number;
  /** one Idempotency-Key (one file) that became more than one document */
  doubled: number;
  /** documents with more than one page charge left standing (debits less refunds) */
  chargedTwice: number;
  delivered: number;
  /** documents whose data reached the webhook in more than one distinct message */
  deliveredTwiceDistinct: number;
  /** webhook-ids the receiver accepted more than once (a receiver that de-duplicates shows them once) */
  deliveredTwiceRepeatedIds: number;
  /** documents not past delivery at the deadline (still in the pipeline, or 'ready' with the delivery never run) */
  stuck: number;
  states: Record<string, number>;
  /** each stuck document: its state, and whether its data reached the webhook all the same */
  stuckDetail: string[];
}

/** What the run left behind, read from the database and the webhook receiver. */
export async function countFaults(
  db: Db,
  companyId: string,
  sent: Sent[],
  webhook: WebhookReceiver,
  numberOf: (fileName: string) => string,
  final: readonly DocumentState[],
): Promise<FaultCounts> {
  const docs = await db
    .select({ id: documents.id, fileName: documents.fileName, status: documents.status })
    .from(documents)
    .where(eq(documents.companyId, companyId));
  const ids = docs.map((d) => d.id);
  const byFile = new Map<string, number>();
  for (const d of docs) byFile.set(d.fileName, (byFile.get(d.fileName) ?? 0) + 1);
  const docIds = new Set(ids);
  const acknowledged = sent.filter((s) => s.dtId);
  const charges = ids.length
    ? await db
        .select({ documentId: ledgerEntries.documentId, kind: ledgerEntries.kind })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.companyId, companyId), inArray(ledgerEntries.documentId, ids)))
    : [];
  const standing = new Map<string, number>();
  for (const c of charges)
    standing.set(c.documentId!, (standing.get(c.documentId!) ?? 0) + (c.kind === 'debit' ? 1 : -1));
  const messagesPerNumber = new Map<string, number>();
  for (const hit of webhook.shown.values()) {
    const number = /HPS-\d+/.exec(hit.body)?.[0];
    if (number) messagesPerNumber.set(number, (messagesPerNumber.get(number) ?? 0) + 1);
  }
  const states: Record<string, number> = {};
  for (const d of docs) states[d.status] = (states[d.status] ?? 0) + 1;
  return {
    sent: sent.length,
    acknowledged: acknowledged.length,
    documents: docs.length,
    lost: acknowledged.filter((s) => !docIds.has(s.dtId!)).length,
    doubled: [...byFile.values()].filter((n) => n > 1).length,
    chargedTwice: [...standing.values()].filter((n) => n > 1).length,
    delivered: docs.filter((d) => d.status === 'delivered').length,
    deliveredTwiceDistinct: docs.filter((d) => (messagesPerNumber.get(numberOf(d.fileName)) ?? 0) > 1).length,
    deliveredTwiceRepeatedIds: [...webhook.accepted.values()].filter((n) => n > 1).length,
    stuck: docs.filter((d) => !final.includes(d.status)).length,
    states,
    stuckDetail: docs
      .filter((d) => !final.includes(d.status))
      .map(
        (d) =>
          `${d.fileName} ${d.status}${messagesPerNumber.has(numberOf(d.fileName)) ? ', at the webhook' : ', not at the webhook'}`,
      ),
  };
}
