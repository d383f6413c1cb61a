import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { storageFor } from '../storage/storage-for.ts';

/**
 * Whether a user wants the bell's notifications by e-mail (the profile's Notifications card).
 *
 * Where it lives, and why: users and companies have no column for settings and this round adds no
 * migration, so the choice is a small JSON file in the company's own storage area (company-scoped by
 * the adapter like every file, durable on disk or S3). This module is the only reader and writer: a
 * `users.notify_by_email` column replaces it in one place (docs/delivery.md "Notifications").
 */
const keyOf = (userId: string) => `settings/users/${userId}/notifications.json`;
const fileSchema = z.object({ email: z.boolean() });

type UserRef = { companyId: string; userId: string };

export async function readEmailPreference(ctx: Pick<AppContext, 'config'>, user: UserRef): Promise<boolean> {
  const bytes = await storageFor(ctx).get(user.companyId, keyOf(user.userId));
  if (!bytes) return false;
  try {
    const parsed = fileSchema.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success && parsed.data.email;
  } catch {
    // an unreadable file counts as "not asked": the profile shows it off and the next save rewrites it
    return false;
  }
}

export async function writeEmailPreference(ctx: Pick<AppContext, 'config'>, user: UserRef, email: boolean): Promise<void> {
  await storageFor(ctx).put(user.companyId, keyOf(user.userId), Buffer.from(JSON.stringify({ email })), 'application/json');
}

/** The verified addresses of a company's users who asked for notification e-mails. */
export async function notificationRecipients(ctx: Pick<AppContext, 'config' | 'db'>, companyId: string): Promise<string[]> {
  const list = await ctx.db.select({ id: users.id, email: users.email }).from(users).where(and(eq(users.companyId, companyId), eq(users.emailVerified, true)));
  const out: string[] = [];
  for (const u of list) if (await readEmailPreference(ctx, { companyId, userId: u.id })) out.push(u.email);
  return out;
}
