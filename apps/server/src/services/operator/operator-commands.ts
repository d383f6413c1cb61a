import type { Db } from '../../db/database.ts';
import { invalid } from '../../lib/errors/domain-error.ts';
import { createOperatorUser } from './create-operator-user.ts';
import { createOperatorToken } from './create-operator-token.ts';

/** The CLI's database commands, run where the database is: in the CLI, or in the running server for it. */
export async function runOperatorCommand(
  db: Db,
  command: string,
  options: Record<string, string | undefined>,
): Promise<string> {
  if (command === 'user create') return createOperatorUser(db, options);
  if (command === 'token') return createOperatorToken(db, options);
  throw invalid(`Unknown command: ${command}`);
}
