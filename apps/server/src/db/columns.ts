import { timestamp } from 'drizzle-orm/pg-core';

/** The columns most tables have, shared by the schema files of every domain. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
