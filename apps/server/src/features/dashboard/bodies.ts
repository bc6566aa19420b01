import type { Dashboard } from '@nota20/core/contracts/dashboard';
import { oncePer } from '../../lib/cache/once-per';
import { type JsonParts, jsonPiece, openObject } from '../../lib/http/json-body';
import type { StudentData } from '../students/public';
import type { DashboardValue } from './service';

/**
 * The history's JSON, made once per copy of the student's data (it changes only when a test is
 * finished, and the copy with it): a student with hundreds of tests reads the dashboard without
 * serializing and compressing them again (lib/http/json-body.ts). Level 1: without live copies
 * (ADR 006) it is made for every request, as the compression layer would.
 */
const historyPiece = oncePer((history: StudentData['history']) => {
  const items: Dashboard['history'] = history.map((h) => ({
    id: h.id,
    examType: h.examType,
    subject: h.subject,
    grade: h.grade,
    finishTime: h.finishedAt,
    correct: h.correct,
    total: h.total,
  }));
  return jsonPiece(JSON.stringify(items), 1);
});

/** The route layer's JSON of the dashboard: the figures, then the history's piece. */
export function dashboardJson({ figures, history }: DashboardValue): JsonParts<Dashboard> {
  return [openObject(figures, 'history'), historyPiece(history), '}'];
}
