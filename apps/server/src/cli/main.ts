import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/config.ts';
import { isDomainError } from '../lib/errors/domain-error.ts';
import { runOperatorCommand } from '../services/operator/operator-commands.ts';
import { CliError } from './cli-error.ts';
import { openCliDatabase } from './open-cli-database.ts';
import { remoteCommand, remoteProcess, runningServer } from './operator-client.ts';
import { processLocally } from './process.command.ts';

const USAGE = `Usage: npm run paperbridge -- <command>

  user create --email E --password P --company C [--country AU]
      a verified user with a registered company (all modules); prints the user id
  token --email E
      prints a bearer token for that user (the security PIN step counts as done)
  process FILE --mapping NAME --email E
      runs one document through the pipeline with that user's mapping; prints the result as JSON
  db migrate
      brings the database up to date and exits (before starting several processes at once, or to
      prepare a data folder)

Uses the server's environment (DATA_DIR, DATABASE_URL, APP_SECRET). While the server runs, the
commands go through it (it left its address in DATA_DIR/operator.json); otherwise the CLI opens
the database itself.`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      company: { type: 'string' },
      country: { type: 'string' },
      mapping: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const { help, ...options } = values;
  const name = positionals[0] === 'process' ? 'process' : positionals.join(' ');
  if (help || !['user create', 'token', 'process', 'db migrate'].includes(name)) {
    (help ? console.log : console.error)(USAGE);
    return help ? 0 : 2;
  }
  if (name === 'db migrate') {
    // openCliDatabase migrates, and refuses an embedded database a running server holds
    const { database } = await openCliDatabase();
    await database.close();
    console.error('The database is up to date.');
    return 0;
  }
  const config = loadConfig();
  const server = await runningServer(config.dataDir);
  // stdout carries only the answer (a token can be captured with $(...)); messages go to stderr
  if (name === 'process') {
    const file = positionals[1];
    if (!file || !options.mapping || !options.email)
      throw new CliError('process needs FILE, --mapping NAME and --email E');
    const fields = { email: options.email, mapping: options.mapping };
    const result = server ? await remoteProcess(server, file, fields) : await processLocally(config, file, fields);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  }
  if (server) {
    process.stdout.write(`${await remoteCommand(server, name, options)}\n`);
    return 0;
  }
  const { database } = await openCliDatabase();
  try {
    process.stdout.write(`${await runOperatorCommand(database.db, name, options)}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof CliError || err instanceof ConfigError || isDomainError(err)) {
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
