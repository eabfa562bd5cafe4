export * from './documents';
export * from './profile';
export * from './requestDocuments';
