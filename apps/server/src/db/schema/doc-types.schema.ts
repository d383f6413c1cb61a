import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.ts';

/** The four document types; seeded with stable ids by migration (see docs/mapping.md). */
export const docTypes = pgTable('doc_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * Document fields: the standard set of each type (company_id null, seeded with stable ids below
 * 100000) and the companies' own fields of the customised type (ids from 100000).
 */
export const docFields = pgTable(
  'doc_fields',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    docTypeId: integer('doc_type_id')
      .notNull()
      .references(() => docTypes.id),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'header' (Form tab) or 'column' (line-item column) */
    kind: text('kind').$type<'header' | 'column'>().notNull().default('header'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('doc_fields_type_company_idx').on(t.docTypeId, t.companyId),
    uniqueIndex('doc_fields_company_name_unique').on(t.companyId, t.docTypeId, t.name),
  ],
);
