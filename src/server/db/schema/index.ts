export * from './modules';
export * from './leads';
export * from './auth';
export * from './shipments';
export * from './notifications';
export * from './jobs';
export * from './account-limits';
export * from './form-submissions';
