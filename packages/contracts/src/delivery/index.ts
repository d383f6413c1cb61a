export * from './process-log.contracts.ts';
export * from './refused-log.contracts.ts';
export * from './process-log-messages.ts';
