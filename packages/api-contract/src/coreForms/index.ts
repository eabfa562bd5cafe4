export * from './common';
export * from './documentGroups';
export * from './documents';
export * from './formGroups';
export * from './forms';
export * from './versions';
