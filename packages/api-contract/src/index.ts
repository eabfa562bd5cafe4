export * from './common/errorReply';
export * from './common/paging';
export * from './core/staffAuth';
export * from './health/health';
export * from './portal/systemSettings';
