import type { Db } from '../../db/database.ts';
import { invalid, notFound } from '../../lib/errors/domain-error.ts';
import { createSession } from '../sessions/create-session.ts';
import { findUserByEmail } from '../identity/find-user.ts';

/** `token --email E`: a bearer token for an app session whose PIN step is already satisfied (24 h, sliding). */
export async function createOperatorToken(db: Db, options: Record<string, string | undefined>): Promise<string> {
  if (!options.email) throw invalid('--email is required');
  const user = await findUserByEmail(db, options.email);
  if (!user) throw notFound(`No user with the e-mail ${options.email}`);
  const { token } = await createSession(db, { userId: user.id, companyId: user.companyId, pinVerified: true });
  return token;
}
