export * from './dashboard-messages.ts';
export * from './dashboard-filter.contracts.ts';
export * from './dashboard-list.contracts.ts';
export * from './analytics.contracts.ts';
export * from './first-steps.contracts.ts';
