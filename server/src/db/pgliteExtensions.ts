import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

/**
 * The contrib extensions our migrations create, loaded into every embedded database: PGlite
 * only has an extension whose code was handed to it when it started (PostgreSQL ships them).
 * btree_gist: the exclusion constraints against double booking (migration 0021).
 */
export const pgliteExtensions = { btree_gist };
