import { and, eq, notInArray } from 'drizzle-orm';
import type { DocumentState } from '@paperbridge/contracts';
import type { Db } from '../../apps/server/src/db/database.ts';
import { documents } from '../../apps/server/src/db/schema/index.ts';

/** The mapping's API token, from the e-mail a worker sends when the mapping is saved (the development outbox). */
export async function mappingApiToken(url: string, email: string): Promise<string> {
  for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
    const outbox = (await (await fetch(`${url}/api/Dev/Outbox?to=${encodeURIComponent(email)}`)).json()) as {
      result: { subject: string; body: string }[];
    };
    const body = outbox.result.find((m) => m.subject.includes('API token'))?.body;
    const token = body && /Security token: (pb_live_\S+)/.exec(body)?.[1];
    if (token) return token;
  }
  throw new Error('the API token e-mail did not arrive in 60 s');
}

/** documents of the company not yet in one of the `final` states */
export async function documentsNotFinal(db: Db, companyId: string, final: readonly DocumentState[]): Promise<number> {
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), notInArray(documents.status, [...final])));
  return rows.length;
}
