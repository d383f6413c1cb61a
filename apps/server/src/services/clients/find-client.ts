import { eq } from 'drizzle-orm';
import type { CallerContext } from '../../db/company-scope.ts';
import { inCompany } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { clients } from '../../db/schema/index.ts';

export type ClientRecord = typeof clients.$inferSelect;

export async function findClientByEmail(db: Db, caller: CallerContext, email: string): Promise<ClientRecord | null> {
  const [c] = await db
    .select()
    .from(clients)
    .where(inCompany(clients, caller, eq(clients.email, email.trim().toLowerCase())));
  return c ?? null;
}

export async function findClientById(db: Db, caller: CallerContext, id: string): Promise<ClientRecord | null> {
  const [c] = await db
    .select()
    .from(clients)
    .where(inCompany(clients, caller, eq(clients.id, id)));
  return c ?? null;
}
