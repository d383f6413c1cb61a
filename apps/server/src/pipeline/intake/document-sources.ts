import { and, eq, inArray } from 'drizzle-orm';
import type { DocumentSource, FileLogSource } from '@paperbridge/contracts';
import type { CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { sourceReceipts, users } from '../../db/schema/index.ts';

export interface SourcedDocument {
  id: string;
  source: DocumentSource;
  sourceRef: string | null;
  uploadedBy: string | null;
}

/** `ftp://user@host:port` (an FTP receipt's sender) without the user: the server, as the Process Log shows it. */
export const ftpServerOf = (folderUrl: string) => folderUrl.replace(/^([a-z]+:\/\/)[^@/]*@/i, '$1');

/**
 * The Process Log's Source column for one page of documents (issue 30 point 7): an upload (web or phone) names
 * the signed-in user who made it, an e-mail its sender, an FTP file its server and path. The sender and the server
 * are on the source receipt that took the item; the FTP path is the document's own source_ref.
 */
export async function documentSources(
  db: Db,
  caller: Pick<CallerContext, 'companyId'>,
  docs: SourcedDocument[],
): Promise<Map<string, FileLogSource>> {
  const userIds = [...new Set(docs.flatMap((d) => (d.uploadedBy ? [d.uploadedBy] : [])))];
  const received = docs.filter((d) => d.source === 'email' || d.source === 'ftp').map((d) => d.id);
  const [people, receipts] = await Promise.all([
    userIds.length
      ? db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(and(eq(users.companyId, caller.companyId), inArray(users.id, userIds)))
      : [],
    received.length
      ? db
          .select({ documentId: sourceReceipts.documentId, sender: sourceReceipts.sender })
          .from(sourceReceipts)
          .where(
            and(
              eq(sourceReceipts.companyId, caller.companyId),
              inArray(sourceReceipts.documentId, received),
              eq(sourceReceipts.status, 'taken'),
            ),
          )
      : [],
  ]);
  const emailOf = new Map(people.map((u) => [u.id, u.email]));
  const senderOf = new Map(receipts.map((r) => [r.documentId, r.sender]));
  return new Map(
    docs.map((d): [string, FileLogSource] => {
      const sender = senderOf.get(d.id) ?? null;
      if (d.source === 'email') return [d.id, { kind: d.source, from: sender, location: null }];
      if (d.source === 'ftp') {
        const path = d.sourceRef ? (d.sourceRef.startsWith('/') ? d.sourceRef : `/${d.sourceRef}`) : '';
        return [d.id, { kind: d.source, from: null, location: sender ? `${ftpServerOf(sender)}${path}` : d.sourceRef }];
      }
      return [
        d.id,
        { kind: d.source, from: d.uploadedBy ? (emailOf.get(d.uploadedBy) ?? null) : null, location: null },
      ];
    }),
  );
}
