import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context.ts';
import { users } from '../../db/schema/index.ts';

/** Whether a user wants the bell's notifications by e-mail (the profile's Notifications card; `users.notify_by_email`). */
type UserRef = { companyId: string; userId: string };

export async function readEmailPreference(ctx: Pick<AppContext, 'db'>, user: UserRef): Promise<boolean> {
  const [row] = await ctx.db
    .select({ on: users.notifyByEmail })
    .from(users)
    .where(and(eq(users.id, user.userId), eq(users.companyId, user.companyId)));
  return row?.on ?? false;
}

export async function writeEmailPreference(ctx: Pick<AppContext, 'db'>, user: UserRef, email: boolean): Promise<void> {
  await ctx.db
    .update(users)
    .set({ notifyByEmail: email })
    .where(and(eq(users.id, user.userId), eq(users.companyId, user.companyId)));
}

/** The verified addresses of a company's users who asked for notification e-mails. */
export async function notificationRecipients(ctx: Pick<AppContext, 'db'>, companyId: string): Promise<string[]> {
  const list = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.emailVerified, true), eq(users.notifyByEmail, true)));
  return list.map((u) => u.email);
}
