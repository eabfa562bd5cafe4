export * from './common';
export * from './documentGroups';
export * from './documentInbox';
export * from './documents';
export * from './formGroups';
export * from './forms';
export * from './preparedDocument';
export * from './versions';
