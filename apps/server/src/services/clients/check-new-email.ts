import { CLIENT_MSG } from '@paperbridge/contracts';
import type { CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { findClientByEmail } from './find-client.ts';

/** CheckNewEmail: true when none of the company's clients has this e-mail yet. */
export async function checkNewEmail(
  db: Db,
  caller: CallerContext,
  email: string,
): Promise<{ result: boolean; message: string }> {
  const taken = await findClientByEmail(db, caller, email);
  return taken
    ? { result: false, message: CLIENT_MSG.emailInUse }
    : { result: true, message: CLIENT_MSG.emailAvailable };
}
