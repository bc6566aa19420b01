import type { AssistantRequest, ChatTurn, TutorAction } from '@nota20/core/contracts/assistant';
import type { Db } from '../../db/client';
import type { NoteKind } from '../../db/schema/tutor';
import {
  findTerm,
  type Note,
  searchNotes,
  type TermNote,
  termOfItem,
  type UnitRef,
} from '../glossary/public';
import { notebookRows } from '../learning/public';
import { studyPlanOf } from '../plans/public';
import { ownedQuiz } from '../quizzes/public';
import type { Bank } from '../subjects/public';
import {
  openTestItems,
  type TutorContext,
  type TutorItem,
  tutorContext,
  tutorItem,
} from './context';
import { type Intent, itemNumbers, readIntent, VAGUE_TOPIC } from './intents';

// What the tutor knows before it answers (issue 28): the test or item the page names (read from
// the database, owner only), what the message asks, and the notes that answer it, retrieved in
// PostgreSQL. The built-in tutor writes its answer from this; a model gets it as cited context.
// Hint first: while a test is open, no item of it is explained, no explanation note is retrieved,
// and a term's example is held back when the term is tested by one of its items.

/** Where the student stands on a subject: what the notebook and the plan say to study. */
export type StudyAdvice = {
  notebook: { unit: UnitRef; count: number }[];
  notebookTotal: number;
  plan: { unit: UnitRef; mastery: number } | null;
};

export type TutorNotes = {
  intent: Intent;
  subjectId: string | undefined;
  /** A test of the student's not yet handed in: its items are never explained. */
  openTest: { total: number } | null;
  item: TutorItem | undefined;
  /** The terms the message names, best first (one, or two for a difference). */
  terms: TermNote[];
  /** A difference's phrases the glossary does not know. */
  unknown: string[];
  notes: Note[];
  study: StudyAdvice | undefined;
  action: TutorAction | undefined;
  /** The unit whose summary to point to when nothing answers. */
  unit: UnitRef | undefined;
};

export type Prepared = {
  context: TutorContext | undefined;
  notes: TutorNotes;
  subjectName: string | undefined;
};

/** The topic of the student's last message that had one (an «exemplo» after «o que é…»). */
function lastTopic(history: readonly ChatTurn[]): string | null {
  for (const turn of [...history].reverse()) {
    if (turn.role !== 'user') continue;
    const intent = readIntent(turn.content);
    if (intent.kind === 'definition' || intent.kind === 'example') return intent.topic;
    if (intent.kind === 'difference') return intent.a;
  }
  return null;
}

export async function prepareTutor(
  db: Db,
  bank: Bank,
  userId: string,
  request: AssistantRequest & { message: string; now: Date },
): Promise<Prepared> {
  const row = request.quizId ? await ownedQuiz(db, userId, request.quizId) : undefined;
  const context = row?.finished ? await tutorContext(db, row) : undefined;
  const item = request.questionId ? await tutorItem(db, userId, request.questionId) : undefined;
  const open = await openTestItems(db, userId, request.now);
  const openTest =
    row && !row.finished
      ? { total: row.questionIds.length }
      : item && open.has(item.id)
        ? { total: 0 }
        : null;
  const subjectId =
    context?.subjectId ??
    row?.subjectId ??
    item?.subjectId ??
    (request.discipline && bank.subjectById.has(request.discipline)
      ? request.discipline
      : undefined);
  const subjectName = subjectId ? bank.subjectById.get(subjectId)?.name : undefined;
  const intent = readIntent(request.message, { written: item?.type === 'written' });
  const kinds: NoteKind[] = openTest ? ['term', 'summary'] : ['term', 'summary', 'explanation'];

  const notes: TutorNotes = {
    intent,
    subjectId,
    openTest,
    item: openTest ? undefined : item,
    terms: [],
    unknown: [],
    notes: [],
    study: undefined,
    action: undefined,
    unit: item?.unit ?? context?.questions[0]?.unit,
  };
  const term = async (phrase: string | null) =>
    phrase && !VAGUE_TOPIC.test(phrase) ? findTerm(db, phrase, subjectId) : undefined;
  /** The item a message or the page names: «a 3» of the test, or the page's item. */
  const namedItem = () => {
    const n = itemNumbers(request.message)[0];
    if (context && n !== undefined) return context.questions.find((q) => q.n === n);
    return item;
  };

  switch (intent.kind) {
    case 'definition':
    case 'search': {
      const phrase = intent.kind === 'definition' ? intent.topic : intent.text;
      const found = await term(phrase);
      if (found) notes.terms.push(found);
      else notes.notes = await searchNotes(db, phrase, { subjectId, kinds, limit: 3 });
      break;
    }
    case 'difference': {
      // «investimento bruto e líquido»: the second may name the first's noun too; the closer
      // of the two readings wins («taxa de juro e inflação» stays «inflação»).
      const head = intent.a.split(' ');
      const alone = await term(intent.b);
      const joined =
        head.length > 1 && !intent.b.includes(' ') && (alone?.score ?? 0) < 1
          ? await term(`${head.slice(0, -1).join(' ')} ${intent.b}`)
          : undefined;
      const second = joined && joined.score > (alone?.score ?? 0) ? joined : alone;
      for (const [phrase, found] of [
        [intent.a, await term(intent.a)],
        [intent.b, second],
      ] as const) {
        if (found && !notes.terms.some((t) => t.id === found.id)) notes.terms.push(found);
        else if (!found) notes.unknown.push(phrase);
      }
      if (notes.terms.length === 0)
        notes.notes = await searchNotes(db, `${intent.a} ${intent.b}`, {
          subjectId,
          kinds,
          limit: 3,
        });
      break;
    }
    case 'example': {
      const asked = intent.topic ?? lastTopic(request.history ?? []);
      const found =
        (await term(asked)) ??
        (namedItem() && !openTest
          ? await termOfItem(db, (namedItem() as TutorItem).id)
          : undefined);
      if (found) notes.terms.push(found);
      break;
    }
    case 'similar': {
      const source = intent.n !== null || !intent.topic ? namedItem() : undefined;
      const found =
        (source ? await termOfItem(db, source.id) : undefined) ??
        (await term(intent.topic ?? lastTopic(request.history ?? [])));
      if (found) {
        notes.terms.push(found);
        notes.action = {
          kind: 'similar',
          subject: found.subjectId,
          term: found.id,
          label: `Começar: perguntas sobre «${found.term}»`,
        };
      }
      if (source?.unit) notes.unit = source.unit;
      break;
    }
    case 'explain':
    case 'assess': {
      // While the test is open, the concept of the item asked about, never the item.
      if (openTest && row && !row.finished) {
        const n = intent.kind === 'explain' ? intent.numbers[0] : intent.n;
        const id = n === undefined || n === null ? undefined : row.questionIds[n - 1];
        const found = id === undefined ? undefined : await termOfItem(db, id);
        if (found) notes.terms.push(found);
      }
      break;
    }
    case 'study':
    case 'next': {
      // «Que teste faço a seguir?» after a test is answered from the test alone.
      if (subjectId && (intent.kind === 'study' || !context))
        notes.study = await studyAdvice(db, bank, userId, subjectId, request.now);
      break;
    }
    default:
      break;
  }

  // Hint first: a term's example may retell an item of the open test.
  if (openTest) {
    notes.terms = notes.terms.map((t) =>
      t.questionIds.some((id) => open.has(id)) ? { ...t, example: '' } : t,
    );
  }
  if (!notes.unit && notes.terms[0]) notes.unit = notes.terms[0].unit;
  if (!notes.unit && notes.notes[0]) notes.unit = notes.notes[0].unit;
  return { context, notes, subjectName };
}

/** The units with most items in «Os meus erros», and the plan's next unit to master. */
async function studyAdvice(
  db: Db,
  bank: Bank,
  userId: string,
  subjectId: string,
  now: Date,
): Promise<StudyAdvice> {
  const [rows, plan] = await Promise.all([
    notebookRows(db, userId, subjectId),
    studyPlanOf(db, userId, subjectId, now),
  ]);
  const units = [...(bank.units.get(subjectId)?.values() ?? [])];
  const byUnit = new Map<number, { unit: UnitRef; count: number }>();
  for (const r of rows) {
    const q = bank.questionById.get(r.questionId);
    const u = q && units.find((x) => x.id === q.unitId);
    if (!u) continue;
    const entry = byUnit.get(u.number) ?? { unit: { number: u.number, name: u.name }, count: 0 };
    entry.count += 1;
    byUnit.set(u.number, entry);
  }
  return {
    notebook: [...byUnit.values()].sort(
      (a, b) => b.count - a.count || a.unit.number - b.unit.number,
    ),
    notebookTotal: rows.length,
    plan,
  };
}
