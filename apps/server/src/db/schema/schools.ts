import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const school = pgTable(
  'school',
  {
    id: serial('id').primaryKey(),
    /** DGEEC school code where known: the key shared by the official school lists. */
    code: text('code').unique(),
    nome: text('nome').notNull(),
    concelho: text('concelho').notNull(),
    distrito: text('distrito').notNull(),
  },
  (t) => [index('school_concelho_idx').on(t.concelho)],
);
