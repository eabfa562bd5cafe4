export * from './instrumentLibrary';
export * from './instrumentModel';
