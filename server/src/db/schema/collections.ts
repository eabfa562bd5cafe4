import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { staffUsers } from './staffUsers';

/** Named lists that form options can reference as {{collections.name}}. */
export const collections = pgTable(
  'collections',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /** The list's values, e.g. [{ text, value }] or plain strings. */
    items: jsonb('items').notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('collections_name_idx').on(t.name)],
);

/** A staff user's saved response for one component of one form (the saved-response menu). */
export const userResponses = pgTable(
  'user_responses',
  {
    id: idColumn(),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    formId: uuid('form_id').notNull(),
    componentId: text('component_id').notNull(),
    response: text('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('user_responses_lookup_idx').on(t.staffUserId, t.formId, t.componentId)],
);
