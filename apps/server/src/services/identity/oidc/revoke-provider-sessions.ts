import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { oidcPayloads } from '../../../db/schema/index.ts';

/**
 * "Log out everywhere" at the built-in provider: its sessions, grants, codes and tokens of
 * the account are deleted, so no browser can silently sign in again with the old password.
 */
export async function revokeProviderSessions(db: Db, accountId: string): Promise<void> {
  await db.delete(oidcPayloads).where(eq(oidcPayloads.accountId, accountId));
}
