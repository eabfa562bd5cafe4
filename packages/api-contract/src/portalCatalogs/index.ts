export * from './catalogs';
