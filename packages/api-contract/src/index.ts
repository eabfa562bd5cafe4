export * from './common/errorReply';
export * from './health/health';
export * from './portal/systemSettings';
