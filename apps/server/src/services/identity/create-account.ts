import type { AccessModule } from '@paperbridge/contracts';
import type { Db } from '../../db/database.ts';
import { companies, users } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors/domain-error.ts';
import { normalizeEmail } from './normalize-email.ts';
import { findUserByEmail } from './find-user.ts';

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this e-mail already exists.';

export interface NewAccount {
  email: string;
  passwordHash?: string | null;
  emailVerified?: boolean;
  externalSubject?: string | null;
  /** the operator CLI creates a ready company; sign-up leaves it to SaveDetails and the features page */
  company?: { companyName: string; country: string; accessModules: AccessModule[]; registered: boolean };
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** A person's first appearance: their company row (the tenant) and their user, together or not at all. */
export async function createAccount(db: Db, input: NewAccount): Promise<{ userId: string; companyId: string }> {
  const email = normalizeEmail(input.email);
  if (await findUserByEmail(db, email)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      const c = input.company;
      const [company] = await tx
        .insert(companies)
        .values({
          email,
          companyName: c?.companyName ?? '',
          country: c?.country ?? '',
          accessModules: c?.accessModules ?? [],
          featuresChosenAt: c?.registered ? now : null,
          registeredAt: c?.registered ? now : null,
        })
        .returning({ id: companies.id });
      const [user] = await tx
        .insert(users)
        .values({
          companyId: company!.id,
          email,
          passwordHash: input.passwordHash ?? null,
          emailVerified: input.emailVerified ?? false,
          externalSubject: input.externalSubject ?? null,
        })
        .returning({ id: users.id });
      return { userId: user!.id, companyId: company!.id };
    });
  } catch (err) {
    // two sign-ups racing for one address: the unique index decides
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
    throw err;
  }
}
