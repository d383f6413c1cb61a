export * from './process-log.contracts.ts';
export * from './process-log-messages.ts';
