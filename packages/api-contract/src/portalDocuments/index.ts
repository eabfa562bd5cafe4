export * from './documents';
export * from './liveDocumentCompleted';
export * from './profile';
export * from './requestDocuments';
