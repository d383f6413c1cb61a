import type { Db } from '../db/database.ts';
import { createSession } from '../services/sessions/create-session.ts';
import { findUserByEmail } from '../services/identity/find-user.ts';
import { CliError } from './cli-error.ts';

/** `token --email E`: a bearer token for an app session whose PIN step is already satisfied (24 h, sliding). */
export async function tokenCommand(db: Db, options: Record<string, string | undefined>): Promise<string> {
  if (!options.email) throw new CliError('--email is required');
  const user = await findUserByEmail(db, options.email);
  if (!user) throw new CliError(`No user with the e-mail ${options.email}`);
  const { token } = await createSession(db, { userId: user.id, companyId: user.companyId, pinVerified: true });
  return token;
}
