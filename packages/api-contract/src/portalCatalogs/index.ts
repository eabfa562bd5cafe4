export * from './catalogs';
export * from './intakeForms';
