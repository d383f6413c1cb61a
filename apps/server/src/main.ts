import pino from 'pino';
import { ConfigError, loadConfig } from './config/config.ts';
import { addressNotice } from './config/address-notice.ts';
import { buildApp } from './http/build-app.ts';
import { closeContext, createContext } from './create-context.ts';
import { startEmailReceiver } from './services/email-source/start-email-receiver.ts';
import { startTempFileSweeper } from './connectors/storage/temp-file-sweeper.ts';

/** `--role api|worker|all` (default all): API and workers in one process, or split for scale. */
function parseRole(argv: string[]): 'api' | 'worker' | 'all' {
  const i = argv.indexOf('--role');
  const value = i >= 0 ? argv[i + 1] : (argv.find((a) => a.startsWith('--role='))?.split('=')[1] ?? 'all');
  if (value !== 'api' && value !== 'worker' && value !== 'all') {
    console.error(`Unknown --role ${value}: use api, worker or all`);
    process.exit(2);
  }
  return value;
}

async function main() {
  const role = parseRole(process.argv.slice(2));
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const log = pino({ level: config.logLevel });
  const ctx = await createContext(config, log);
  // what a killed process left half-written in storage, at start-up and hourly
  const tempFileSweeper = startTempFileSweeper(ctx);
  if (role !== 'api') await ctx.jobs.startWorkers(ctx);
  // the e-mail source's SMTP receiver runs with the workers (off unless INBOUND_SMTP_PORT is set)
  const emailReceiver = role !== 'api' ? await startEmailReceiver(ctx) : null;
  const app = role !== 'worker' ? await buildApp(ctx) : null;
  if (app) {
    await app.listen({ port: config.port, host: config.host });
    log.info(`Paperbridge is running on ${config.publicUrl} (role ${role}, database ${ctx.database.kind})`);
    // without PUBLIC_URL a warning: the operator should set it for e-mailed links and a fixed address
    if (config.publicUrlSet || config.production) log.info(addressNotice(config));
    else log.warn(addressNotice(config));
    if (config.devTools && !config.listensOnLoopback && !config.devToolsKey) {
      log.warn(
        `The development outbox is off: the server listens on ${config.host}, beyond this machine. Use HOST=127.0.0.1, or DEV_TOOLS_KEY (docs/operations.md).`,
      );
    }
  } else {
    log.info(`Paperbridge worker started (database ${ctx.database.kind})`);
  }
  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    tempFileSweeper.stop();
    await app?.close();
    await emailReceiver?.close();
    await closeContext(ctx);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
