export * from './instrumentForm';
export * from './instrumentLibrary';
export * from './instrumentModel';
