import { type SQL, sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { question, subject, unit } from './subjects';

// What the tutor answers from (issue 28, ADR 020): the glossary, and every note it searches with
// PostgreSQL's full-text search (the `nota20_pt` configuration: Portuguese stemming after
// `unaccent`, created by migration 0016). Both are written from content/ by the content sync.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A confusion a glossary term warns about: «não confundir com…». */
export type Confusion = { term: string; difference: string };

export const glossaryTerm = pgTable(
  'glossary_term',
  {
    id: serial('id').primaryKey(),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subject.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => unit.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    aliases: text('aliases').array().notNull(),
    definition: text('definition').notNull(),
    example: text('example').notNull(),
    confusions: jsonb('confusions').$type<Confusion[]>().notNull(),
    /** Bank items that test it: the ones the glossary names first, then others that name it. */
    questionIds: integer('question_ids').array().notNull(),
  },
  (t) => [unique('glossary_term_subject_term_uq').on(t.subjectId, t.term)],
);

/**
 * Every form a term goes by (the term, its abbreviation, its aliases), lower-case and without
 * accents: what a student's phrase is matched against, exactly or through a typo (pg_trgm's
 * similarity, on a trigram index).
 */
export const glossaryName = pgTable(
  'glossary_name',
  {
    termId: integer('term_id')
      .notNull()
      .references(() => glossaryTerm.id, { onDelete: 'cascade' }),
    subjectId: text('subject_id').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.termId, t.name] }),
    index('glossary_name_name_idx').on(t.name),
    index('glossary_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const NOTE_KINDS = ['term', 'summary', 'explanation'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

/** One searchable note: a glossary term, a unit summary's key point, an item's explanation. */
export const studyNote = pgTable(
  'study_note',
  {
    id: serial('id').primaryKey(),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subject.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => unit.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTE_KINDS }).notNull(),
    termId: integer('term_id').references(() => glossaryTerm.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').references(() => question.id, { onDelete: 'cascade' }),
    /** The term, or the item's concept; weighs more than the body in the ranking. */
    title: text('title').notNull(),
    body: text('body').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('nota20_pt', ${studyNote.title}), 'A') || setweight(to_tsvector('nota20_pt', ${studyNote.body}), 'B')`,
      ),
  },
  (t) => [
    index('study_note_search_idx').using('gin', t.search),
    index('study_note_subject_idx').on(t.subjectId),
    check('study_note_kind', sql`${t.kind} in ('term', 'summary', 'explanation')`),
  ],
);
