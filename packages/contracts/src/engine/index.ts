export * from './document-model.ts';
export * from './template.ts';
export * from './page-words.ts';
