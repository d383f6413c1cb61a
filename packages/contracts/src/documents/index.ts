export * from './document-states.ts';
export * from './upload-messages.ts';
export * from './approval-data.contracts.ts';
export * from './manual-upload.contracts.ts';
export * from './milestone.contracts.ts';
export * from './api-v1.contracts.ts';
export * from './mobile-capture.contracts.ts';
export * from './email-source.contracts.ts';
