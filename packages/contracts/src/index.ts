export * from './envelope.ts';
export * from './countries.ts';
export * from './modules.ts';
export * from './validation-messages.ts';
export * from './auth.contracts.ts';
export * from './common.contracts.ts';
export * from './engine/index.ts';
