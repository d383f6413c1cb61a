export * from './companies.schema.ts';
export * from './users.schema.ts';
export * from './app-sessions.schema.ts';
export * from './outbox.schema.ts';
