import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DateOrder, DecimalMark } from '@paperbridge/contracts';

/**
 * The tenant. A company row is created with its first user at sign-up and is
 * "registered" once SaveDetails has run (registeredAt set).
 */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  isCompany: boolean('is_company').notNull().default(true),
  companyName: text('company_name').notNull().default(''),
  contactName: text('contact_name').notNull().default(''),
  contactNumber: text('contact_number').notNull().default(''),
  address1: text('address1').notNull().default(''),
  address2: text('address2').notNull().default(''),
  suburb: text('suburb').notNull().default(''),
  state: text('state').notNull().default(''),
  country: text('country').notNull().default(''),
  postCode: text('post_code').notNull().default(''),
  abn: text('abn').notNull().default(''),
  email: text('email').notNull(),
  phoneNumber: text('phone_number'),
  // Regional settings (issue 30 point 5): null = the country's default (defaultLocaleFor).
  currency: text('currency'),
  dateOrder: text('date_order').$type<DateOrder>(),
  decimalMark: text('decimal_mark').$type<DecimalMark>(),
  accessModules: jsonb('access_modules').$type<string[]>().notNull().default([]),
  featuresChosenAt: timestamp('features_chosen_at', { withTimezone: true }),
  registeredAt: timestamp('registered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
