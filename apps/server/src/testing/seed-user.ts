import { randomBytes } from 'node:crypto';
import type { AccessModule } from '@paperbridge/contracts';
import type { Db } from '../db/database.ts';
import { companies, users } from '../db/schema/index.ts';
import { createSession } from '../services/sessions/create-session.ts';

export interface SeedUserOptions {
  email?: string;
  emailVerified?: boolean;
  /** company details saved (SaveDetails done) */
  registered?: boolean;
  /** features chosen (SaveConfigurationDetails done); implies registered */
  featuresChosen?: boolean;
  /** the session's SMS PIN already verified (admin calls allowed) */
  pinVerified?: boolean;
  country?: string;
  accessModules?: AccessModule[];
}

export interface SeededUser {
  companyId: string;
  userId: string;
  sessionId: string;
  token: string;
  email: string;
}

/** A registered Australian company, as SaveDetails stores it. */
export const SEED_COMPANY = {
  isCompany: true,
  companyName: 'Acme Paper Pty Ltd',
  contactName: 'Jane Citizen',
  contactNumber: '412345678',
  address1: '1 George Street',
  suburb: 'Brisbane City',
  state: 'QLD',
  country: 'AU',
  postCode: '4000',
  abn: '51 824 753 556',
} as const;

/**
 * A company, its user and an app session straight through the database (tests only;
 * the real sign-up goes through the identity provider and CheckFirstLogin).
 */
export async function seedUser(db: Db, opts: SeedUserOptions = {}): Promise<SeededUser> {
  const email = opts.email ?? `user-${randomBytes(5).toString('hex')}@example.com`;
  const registered = opts.registered ?? opts.featuresChosen ?? false;
  const now = new Date();
  const [company] = await db
    .insert(companies)
    .values({
      email,
      ...(registered ? { ...SEED_COMPANY, country: opts.country ?? SEED_COMPANY.country, registeredAt: now } : {}),
      accessModules: opts.accessModules ?? (registered ? ['ICR', 'DA'] : []),
      featuresChosenAt: opts.featuresChosen ? now : null,
    })
    .returning({ id: companies.id });
  const [user] = await db
    .insert(users)
    .values({ companyId: company!.id, email, emailVerified: opts.emailVerified ?? true })
    .returning({ id: users.id });
  const session = await createSession(db, {
    userId: user!.id,
    companyId: company!.id,
    pinVerified: opts.pinVerified ?? false,
  });
  return { companyId: company!.id, userId: user!.id, sessionId: session.sessionId, token: session.token, email };
}
