export * from './patients';
export * from './signIn';
