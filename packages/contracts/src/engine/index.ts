export * from './document-model.ts';
export * from './template.ts';
