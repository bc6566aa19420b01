import type { QuizResult, StartedQuiz } from '@nota20/core/contracts/quizzes';
import type { Answer } from '@nota20/core/items';
import { expect } from 'vitest';
import type { PaperFile, QuestionFile } from '../src/content/schema';
import { rightAnswer } from './item-answers';
import { jsonRequest, type TestUser } from './session';

type App = { request: (url: string, init?: RequestInit) => Response | Promise<Response> };

/**
 * A student takes a prova-modelo through HTTP, answering each item by `answerOf` (worked out from
 * the content file). A written answer given as the model answer is then self-assessed at its top
 * level, as the results page lets the student do.
 */
export async function takePaper(
  app: App,
  student: TestUser,
  paper: PaperFile,
  answerOf: (item: PaperFile['items'][number], index: number) => Answer,
): Promise<QuizResult> {
  const started = await app.request(
    '/api/quizzes',
    jsonRequest('POST', { type: 'paper', paperId: paper.id }, { cookie: student.cookie }),
  );
  expect(started.status).toBe(201);
  const quiz = (await started.json()) as StartedQuiz;
  expect(quiz.questions.map((q) => q.question_text)).toEqual(paper.items.map((i) => i.text));
  const answers: Record<string, Answer> = Object.fromEntries(
    paper.items.map((item, i) => [String(i + 1), answerOf(item, i)]),
  );
  const submitted = await app.request(
    `/api/quizzes/${quiz.id}/submit`,
    jsonRequest('POST', { answers }, { cookie: student.cookie }),
  );
  expect(submitted.status).toBe(200);
  let result = (await submitted.json()) as QuizResult;
  for (const [i, item] of paper.items.entries()) {
    const answer = answers[String(i + 1)];
    const isModel =
      item.type === 'written' && answer && 'text' in answer && answer.text === rightText(item);
    if (item.type !== 'written' || !isModel) continue;
    const levels = Object.fromEntries(item.criteria.map((c) => [c.id, c.levels.at(-1)?.level]));
    const assessed = await app.request(
      `/api/quizzes/${quiz.id}/answers/${i + 1}/assessment`,
      jsonRequest('PUT', { levels }, { cookie: student.cookie }),
    );
    expect(assessed.status).toBe(200);
    result = (await assessed.json()) as QuizResult;
  }
  return result;
}

const rightText = (item: QuestionFile) => {
  const right = rightAnswer(item);
  return 'text' in right ? right.text : undefined;
};
