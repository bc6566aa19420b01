import { index, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';

export const school = pgTable(
  'school',
  {
    id: serial('id').primaryKey(),
    /** DGEEC school code where known: the key shared by the official school lists. */
    code: text('code').unique(),
    nome: text('nome').notNull(),
    concelho: text('concelho').notNull(),
    distrito: text('distrito').notNull(),
    /** "nome concelho" lower-cased without accents, so "evora" finds "Évora". */
    search: text('search').notNull().default(''),
  },
  (t) => [
    // Municipality names repeat across regions (Lagoa, Calheta), so the district is part of the key.
    unique('school_nome_concelho_distrito_uq').on(t.nome, t.concelho, t.distrito),
    index('school_concelho_idx').on(t.concelho),
  ],
);
