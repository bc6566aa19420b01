import { sql } from 'drizzle-orm';
import { type Db, preparedSql } from '../../db/client';
import { glossaryName, glossaryTerm, studyNote, unit } from '../../db/schema/index';
import type { Confusion, NoteKind } from '../../db/schema/tutor';

// Retrieval in PostgreSQL (issue 28, ADR 020): a glossary term by the name a student gave it
// (exact, or through a typo with pg_trgm), and the notes that best answer a message (full-text
// search with the `nota20_pt` configuration: Portuguese stems, accents ignored), ranked.

const p = sql.placeholder;

/** A unit as an answer cites it. */
export type UnitRef = { number: number; name: string };

export type TermNote = {
  id: number;
  subjectId: string;
  term: string;
  aliases: string[];
  definition: string;
  example: string;
  confusions: Confusion[];
  questionIds: number[];
  unit: UnitRef;
  /** How well the name matched: 1 for an exact name. */
  score: number;
};

export type Note = {
  kind: NoteKind;
  title: string;
  body: string;
  unit: UnitRef;
  subjectId: string;
  termId: number | null;
  questionId: number | null;
};

/** Lower-case, no accents or punctuation: the form glossary names are kept in. */
export const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const termColumns = sql`t.id, t.subject_id as "subjectId", t.term, t.aliases, t.definition,
  t.example, t.confusions, t.question_ids as "questionIds",
  json_build_object('number', u.number, 'name', u.name) as unit`;

// The closest names: an exact one, then by pg_trgm similarity (a typo), on the names' trigram
// index (issue 28's 50 ms: a scan of every name cost most of an answer).
const termStatement = preparedSql<TermNote>(
  'tutor_find_term',
  sql`select ${termColumns},
      max(case when g.name = ${p('phrase')} then 1 else similarity(g.name, ${p('phrase')}) end)::float8
        as score
    from ${glossaryName} g join ${glossaryTerm} t on t.id = g.term_id
      join ${unit} u on u.id = t.unit_id
    where (${p('subjectId')}::text is null or g.subject_id = ${p('subjectId')})
      and (g.name = ${p('phrase')} or g.name % ${p('phrase')})
    group by t.id, u.id
    order by score desc, length(t.term)
    limit 3`,
);

/** The lowest score a name may have and still be taken for the one the student meant. */
const MIN_TERM_SCORE = 0.4;
/** The longest phrase read as one name, typos and all (the longest names are about this long). */
const MAX_TYPO_PHRASE = 48;
/** A close name (a typo) beats a shorter exact name found inside the phrase. */
const CLOSE_SCORE = 0.6;

// The names said exactly somewhere in the phrase («semivida» in «semivida de um isótopo»).
const exactInsideStatement = preparedSql<TermNote & { matched: string }>(
  'tutor_find_term_inside',
  sql`select ${termColumns}, 1::float8 as score, g.name as matched
    from ${glossaryName} g join ${glossaryTerm} t on t.id = g.term_id
      join ${unit} u on u.id = t.unit_id
    where (${p('subjectId')}::text is null or g.subject_id = ${p('subjectId')})
      and g.name = any(${p('phrases')}::text[])
    limit 20`,
);

/** Every run of consecutive words of a phrase, of at most 6 words. */
function runsOf(phrase: string): string[] {
  const words = phrase.split(' ');
  const runs: string[] = [];
  for (let i = 0; i < words.length; i++)
    for (let j = i + 1; j <= Math.min(words.length, i + 6); j++)
      runs.push(words.slice(i, j).join(' '));
  return runs;
}

/**
 * The glossary term a phrase names, in a subject or in any; undefined when none is close: the
 * phrase itself (exactly or through a typo), else the longest name said inside it.
 */
export async function findTerm(
  db: Db,
  phrase: string,
  subjectId: string | undefined,
): Promise<TermNote | undefined> {
  const wanted = plain(phrase);
  if (!wanted) return undefined;
  const subject = subjectId ?? null;
  // A typo is looked for in a name-sized phrase; a sentence is read for the names inside it.
  const [close] =
    wanted.length <= MAX_TYPO_PHRASE
      ? (await termStatement(db, { phrase: wanted, subjectId: subject })).rows
      : [];
  if (close && close.score >= CLOSE_SCORE) return close;
  // The one said first, then the longest: «fluxos monetários no circuito económico» asks
  // about the flows (Portuguese puts the head of a phrase first).
  const [inside] = wanted.includes(' ')
    ? (await exactInsideStatement(db, { phrases: runsOf(wanted), subjectId: subject })).rows
        .map((r) => ({ r, at: ` ${wanted} `.indexOf(` ${r.matched} `) }))
        .sort((a, b) => a.at - b.at || b.r.matched.length - a.r.matched.length)
    : [];
  if (inside) return inside.r;
  return close && close.score >= MIN_TERM_SCORE ? close : undefined;
}

const termsByIdStatement = preparedSql<TermNote>(
  'tutor_terms_by_id',
  sql`select ${termColumns}, 1::float8 as score
    from ${glossaryTerm} t join ${unit} u on u.id = t.unit_id
    where t.id = any(${p('ids')}::int[])`,
);

export async function termsById(db: Db, ids: readonly number[]): Promise<TermNote[]> {
  if (ids.length === 0) return [];
  const { rows } = await termsByIdStatement(db, { ids });
  return ids.flatMap((id) => rows.find((r) => r.id === id) ?? []);
}

// The term an item tests: one whose items include it (the glossary's own list first).
const termOfItemStatement = preparedSql<TermNote>(
  'tutor_term_of_item',
  sql`select ${termColumns}, 1::float8 as score
    from ${glossaryTerm} t join ${unit} u on u.id = t.unit_id
    where ${p('questionId')}::int = any(t.question_ids)
    order by array_position(t.question_ids, ${p('questionId')}::int), t.id
    limit 1`,
);

export async function termOfItem(db: Db, questionId: number): Promise<TermNote | undefined> {
  const { rows } = await termOfItemStatement(db, { questionId });
  return rows[0];
}

// Every word of the phrase (its stem, accents ignored), ranked by where they are: a term's title
// weighs most. The phrase's lexemes are joined with «&» as given ('simple': already stemmed); any
// one of them alone matched hundreds of explanations and answered nothing.
const searchStatement = preparedSql<Note & { rank: number }>(
  'tutor_search_notes',
  sql`with q as (
      select to_tsquery('simple', array_to_string(tsvector_to_array(
        to_tsvector('nota20_pt', ${p('text')})), ' & ')) as query)
    select n.kind, n.title, n.body, n.subject_id as "subjectId", n.term_id as "termId",
      n.question_id as "questionId", json_build_object('number', u.number, 'name', u.name) as unit,
      ts_rank(n.search, q.query, 1)::float8 as rank
    from ${studyNote} n join ${unit} u on u.id = n.unit_id, q
    where n.search @@ q.query
      and (${p('subjectId')}::text is null or n.subject_id = ${p('subjectId')})
      and n.kind = any(${p('kinds')}::text[])
    order by rank desc, n.id
    limit ${p('limit')}`,
);

/**
 * The notes that best match a message. `kinds` leaves out the items' explanations while a test
 * is open (hint first: an explanation gives an item's key away).
 */
export async function searchNotes(
  db: Db,
  text: string,
  options: { subjectId: string | undefined; kinds: readonly NoteKind[]; limit?: number },
): Promise<Note[]> {
  if (!plain(text)) return [];
  const { rows } = await searchStatement(db, {
    text,
    subjectId: options.subjectId ?? null,
    kinds: options.kinds,
    limit: options.limit ?? 4,
  });
  return rows;
}

const listStatement = preparedSql<TermNote>(
  'glossary_list',
  sql`select ${termColumns}, 1::float8 as score
    from ${glossaryTerm} t join ${unit} u on u.id = t.unit_id
    where t.subject_id = ${p('subjectId')}
    order by u.number, t.term`,
);

// A search of the glossary: the terms whose name is close (a typo), then those whose notes match.
const glossarySearchStatement = preparedSql<TermNote>(
  'glossary_search',
  sql`with q as (select to_tsquery('simple', array_to_string(tsvector_to_array(
        to_tsvector('nota20_pt', ${p('text')})), ' & ')) as query),
    named as (select g.term_id as id, max(similarity(g.name, ${p('phrase')}))::float8 as score
      from ${glossaryName} g
      where g.subject_id = ${p('subjectId')} and g.name % ${p('phrase')}
      group by g.term_id),
    found as (select n.term_id as id, ts_rank(n.search, q.query, 1)::float8 as score
      from ${studyNote} n, q
      where n.kind = 'term' and n.subject_id = ${p('subjectId')} and n.search @@ q.query)
    select ${termColumns}, max(s.score) as score
    from (select * from named union all select * from found) s
      join ${glossaryTerm} t on t.id = s.id join ${unit} u on u.id = t.unit_id
    group by t.id, u.id
    order by max(s.score) desc, t.term
    limit 30`,
);

/** GET /api/glossary: a subject's terms by unit, or those a search finds (best first). */
export async function glossaryOf(
  db: Db,
  subjectId: string,
  q: string | undefined,
): Promise<TermNote[]> {
  const text = q?.trim() ?? '';
  if (!plain(text)) return (await listStatement(db, { subjectId })).rows;
  return (await glossarySearchStatement(db, { subjectId, text, phrase: plain(text) })).rows;
}
