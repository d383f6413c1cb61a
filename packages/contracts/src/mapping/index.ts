export * from './mapping-messages.ts';
export * from './doc-types.contracts.ts';
export * from './doc-fields.contracts.ts';
export * from './sample.contracts.ts';
export * from './submit-configuration.contracts.ts';
export * from './configuration.contracts.ts';
export * from './config-name.contracts.ts';
export * from './ftp-check.contracts.ts';
