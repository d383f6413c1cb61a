import { z } from 'zod';
import { ACCESS_MODULES, passwordSchema } from '@paperbridge/contracts';
import type { Db } from '../../db/database.ts';
import { invalid } from '../../lib/errors/domain-error.ts';
import { createAccount } from '../identity/create-account.ts';
import { hashPassword } from '../identity/password-hash.ts';

const input = z.object({
  email: z.email('--email must be an e-mail address'),
  password: passwordSchema,
  company: z.string().trim().min(1, '--company is required'),
  country: z.string().trim().toUpperCase().default('AU'),
});

/**
 * `user create --email E --password P --company C [--country AU]`: a ready account (verified e-mail,
 * registered company, all three modules, features chosen) for operators, demos and tests. Answers the user id.
 */
export async function createOperatorUser(db: Db, options: Record<string, string | undefined>): Promise<string> {
  const parsed = input.safeParse(options);
  if (!parsed.success) throw invalid(parsed.error.issues.map((i) => i.message).join('; '));
  const { email, password, company, country } = parsed.data;
  const { userId } = await createAccount(db, {
    email,
    passwordHash: await hashPassword(password),
    emailVerified: true,
    company: { companyName: company, country, accessModules: [...ACCESS_MODULES], registered: true },
  });
  return userId;
}
