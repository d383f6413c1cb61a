import { parseArgs } from 'node:util';
import { ConfigError } from '../config/config.ts';
import { CliError } from './cli-error.ts';
import { openCliDatabase } from './open-cli-database.ts';
import { userCreateCommand } from './user-create.command.ts';
import { tokenCommand } from './token.command.ts';

const USAGE = `Usage: npm run paperbridge -- <command>

  user create --email E --password P --company C [--country AU]
      a verified user with a registered company (all modules); prints the user id
  token --email E
      prints a bearer token for that user (the security PIN step counts as done)

Uses the server's environment (DATA_DIR, DATABASE_URL, APP_SECRET). With the embedded
database (no DATABASE_URL) stop the server first: PGlite serves one process at a time.`;

const commands: Record<string, (db: Parameters<typeof tokenCommand>[0], options: Record<string, string | undefined>) => Promise<string>> = {
  'user create': userCreateCommand,
  token: tokenCommand,
};

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      company: { type: 'string' },
      country: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const { help, ...options } = values;
  const name = positionals.join(' ');
  const command = commands[name];
  if (help || !command) {
    (help ? console.log : console.error)(USAGE);
    return help ? 0 : 2;
  }
  const { database } = await openCliDatabase();
  try {
    // stdout carries only the answer (a token can be captured with $(...)); messages go to stderr
    process.stdout.write(`${await command(database.db, options)}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof CliError || err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    if ((err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${(err as Error).message}\n\n${USAGE}`);
      process.exit(2);
    }
    console.error(err);
    process.exit(1);
  },
);
