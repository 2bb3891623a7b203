export * from './modules';
export * from './leads';
export * from './outbox';
export * from './auth';
export * from './shipments';
export * from './account-limits';
