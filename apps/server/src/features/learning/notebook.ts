import { NOTEBOOK_EXIT_DAYS } from '@nota20/core/learning';
import type { Mistakes } from '@nota20/core/contracts/learning';
import { ANSWER_FIELD, decodeAnswer } from '@nota20/core/items';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { studentItem } from '../../db/schema/index';
import { type Bank, worksheetItem } from '../subjects/public';
import { practiceSubject } from './exam-dates';

/** The student's notebook rows of a subject, the most recently answered first. */
export async function notebookRows(db: Db, userId: string, subjectId: string) {
  return db
    .select({
      questionId: studentItem.questionId,
      timesWrong: studentItem.timesWrong,
      answeredAt: studentItem.answeredAt,
      lastAnswer: studentItem.lastAnswer,
      rightDays: studentItem.rightDays,
    })
    .from(studentItem)
    .where(
      and(
        eq(studentItem.userId, userId),
        eq(studentItem.subjectId, subjectId),
        eq(studentItem.inNotebook, true),
      ),
    )
    .orderBy(desc(studentItem.answeredAt));
}

/** GET /api/mistakes: «Os meus erros», grouped by unit (in the programme's order). */
export async function getMistakes(
  db: Db,
  bank: Bank,
  userId: string,
  subjectId: string,
): Promise<Mistakes> {
  practiceSubject(bank, subjectId);
  const rows = await notebookRows(db, userId, subjectId);
  const unitOf = new Map(
    [...(bank.units.get(subjectId)?.values() ?? [])].map((u) => [u.id, u] as const),
  );
  const items: Mistakes['items'] = [];
  for (const row of rows) {
    const q = bank.questionById.get(row.questionId);
    const unit = q && unitOf.get(q.unitId);
    if (!q || !unit) continue;
    const answer = decodeAnswer(q.type, row.lastAnswer) as Record<string, unknown>;
    const field = ANSWER_FIELD[q.type];
    items.push({
      questionId: q.id,
      unit: unit.number,
      unitName: unit.name,
      timesWrong: row.timesWrong,
      lastAnsweredAt: (row.answeredAt ?? new Date(0)).toISOString(),
      rightDays: row.rightDays.length,
      selected:
        q.type === 'choice'
          ? ((answer.selected as Mistakes['items'][number]['selected']) ?? null)
          : null,
      ...(q.type === 'choice' ? {} : { [field]: answer[field] ?? null }),
      question: worksheetItem(q, true),
    });
  }
  items.sort((a, b) => a.unit - b.unit);
  return { subject: subjectId, exitDays: NOTEBOOK_EXIT_DAYS, items };
}
