export * from './auditTrail';
export * from './recordViews';
