import { type CoreReferenceLookupKind, coreReferenceLookupKinds } from '@clinic/api-contract';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';

/** The lookup kinds: api-contract holds the one list, which the column's values follow. */
export const lookupKinds = coreReferenceLookupKinds;
export type LookupKind = CoreReferenceLookupKind;

/** Every lookup list in one table: each item is a name with an optional code and extra fields. */
export const lookupItems = pgTable(
  'lookup_items',
  {
    id: idColumn(),
    kind: text('kind', { enum: lookupKinds }).notNull(),
    name: text('name').notNull(),
    code: text('code'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Kind-specific fields, e.g. a diagnosis status colour or a vital sign's unit. */
    extra: jsonb('extra').notNull().default({}),
  },
  (t) => [index('lookup_items_kind_idx').on(t.kind, t.sortOrder)],
);
