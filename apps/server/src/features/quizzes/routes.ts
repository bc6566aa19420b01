import {
  AssessmentSchema,
  QuizListSchema,
  QuizResultSchema,
  SaveAnswerSchema,
  StartedQuizSchema,
  StartQuizSchema,
  SubmitQuizSchema,
} from '@nota20/core/contracts/quizzes';
import {
  ANSWER_FIELD,
  type Answer,
  encodeAnswer,
  ITEM_TYPES,
  type ItemType,
} from '@nota20/core/items';
import { z } from 'zod';
import { jsonPartsResponse } from '../../lib/http/json-body';
import { errorResponse, jsonBody, jsonResponse } from '../../lib/http/openapi-responses';
import { createRouter } from '../../lib/http/router';
import { quizResultJson, startedQuizJson } from './bodies';
import { assessAnswer } from './assess';
import { listQuizzes, quizProgress, quizResult } from './read';
import { writeAnswer } from './store';
import { startQuiz } from './start';
import { submitQuiz } from './submit';
import { studentRoute } from '../../auth/require-user';
import type { QuestionBank } from '../subjects/public';
import type { Students } from '../students/public';
import { createSeenCopies } from '../learning/public';

const IdParam = z.object({ id: z.uuid() });

/** Which item type an answer is for, by the field it sends. */
function typeOfAnswer(answer: Answer): ItemType {
  const field = Object.keys(answer)[0];
  const type = ITEM_TYPES.find((t) => ANSWER_FIELD[t] === field);
  return type ?? 'choice';
}
const owner = {
  401: errorResponse('No session'),
  403: errorResponse('Another student’s quiz'),
  404: errorResponse('No such quiz'),
};

const startRoute = studentRoute({
  method: 'post',
  path: '/quizzes',
  summary: 'Start a test: random questions of a subject or units, without answers, with a deadline',
  request: { body: jsonBody(StartQuizSchema) },
  responses: {
    201: jsonResponse(StartedQuizSchema, 'Started'),
    400: errorResponse('Invalid or missing subject/units'),
    401: errorResponse('No session'),
    404: errorResponse('No questions for the units'),
    409: errorResponse('No lives left (says when the next one returns), or too many open tests'),
  },
});

const listRoute = studentRoute({
  method: 'get',
  path: '/quizzes',
  summary: "The student's finished tests, newest first",
  responses: { 200: jsonResponse(QuizListSchema, 'History'), 401: errorResponse('No session') },
});

const resultRoute = studentRoute({
  method: 'get',
  path: '/quizzes/{id}',
  summary: 'A finished test with answers and explanations (owner only)',
  request: { params: IdParam },
  responses: { 200: jsonResponse(QuizResultSchema, 'Result'), ...owner },
});

const progressRoute = studentRoute({
  method: 'get',
  path: '/quizzes/{id}/progress',
  summary: 'An unfinished test as it stands (questions, saved answers, deadline), to resume it',
  request: { params: IdParam },
  responses: {
    200: jsonResponse(StartedQuizSchema.extend({ finished: z.boolean() }), 'Progress'),
    ...owner,
  },
});

const answerRoute = studentRoute({
  method: 'put',
  path: '/quizzes/{id}/answers/{n}',
  summary: 'Autosave one answer',
  request: {
    params: IdParam.extend({ n: z.coerce.number().int().min(1).max(30) }),
    body: jsonBody(SaveAnswerSchema),
  },
  responses: {
    204: { description: 'Saved' },
    ...owner,
    409: errorResponse('Finished or past the deadline'),
  },
});

const assessRoute = studentRoute({
  method: 'put',
  path: '/quizzes/{id}/answers/{n}/assessment',
  summary:
    "The student's own level per parameter of a written answer's criteria, after hand-in: its points count from then on",
  request: {
    params: IdParam.extend({ n: z.coerce.number().int().min(1).max(30) }),
    body: jsonBody(AssessmentSchema),
  },
  responses: {
    200: jsonResponse(QuizResultSchema, 'The updated result'),
    400: errorResponse('Not a written item, or a level its criteria do not have'),
    ...owner,
    409: errorResponse('Not handed in yet'),
  },
});

const submitRoute = studentRoute({
  method: 'post',
  path: '/quizzes/{id}/submit',
  summary: 'Grade the test on the server (idempotent)',
  request: { params: IdParam, body: jsonBody(SubmitQuizSchema) },
  responses: { 200: jsonResponse(QuizResultSchema, 'Result'), ...owner },
});

/** What the quiz routes work with (made once per app). */
export type QuizDeps = { students: Students; bank: QuestionBank };

/**
 * Every route is a studentRoute; every query is also scoped to the user (ownedQuiz, user_id).
 * The services return domain values; only here do they become JSON (bodies.ts).
 */
export function quizRoutes({ students, bank }: QuizDeps) {
  const seen = createSeenCopies();
  return createRouter()
    .openapi(startRoute, async (c) => {
      const started = await startQuiz({
        db: c.get('db'),
        students,
        seen,
        bank,
        userId: c.get('user').id,
        input: c.req.valid('json'),
        now: c.get('now')(),
      });
      return jsonPartsResponse(c, startedQuizJson(started), 201);
    })
    .openapi(listRoute, async (c) =>
      c.json({ items: await listQuizzes(students, c.get('user').id) }, 200),
    )
    .openapi(resultRoute, async (c) => {
      const result = await quizResult(c.get('db'), bank, c.get('user').id, c.req.valid('param').id);
      return jsonPartsResponse(c, quizResultJson(result), 200);
    })
    .openapi(progressRoute, async (c) => {
      const { id } = c.req.valid('param');
      const progress = await quizProgress(c.get('db'), bank, c.get('user').id, id, c.get('now')());
      return jsonPartsResponse(c, startedQuizJson(progress), 200);
    })
    .openapi(answerRoute, async (c) => {
      const { id, n } = c.req.valid('param');
      const answer = c.req.valid('json');
      const type = typeOfAnswer(answer);
      await writeAnswer(
        c.get('db'),
        c.get('user').id,
        id,
        n,
        { type, kept: encodeAnswer(answer) },
        c.get('now')(),
      );
      return c.body(null, 204);
    })
    .openapi(assessRoute, async (c) => {
      const { id, n } = c.req.valid('param');
      const result = await assessAnswer({
        db: c.get('db'),
        bank,
        students,
        userId: c.get('user').id,
        quizId: id,
        n,
        input: c.req.valid('json'),
        now: c.get('now')(),
      });
      return jsonPartsResponse(c, quizResultJson(result), 200);
    })
    .openapi(submitRoute, async (c) => {
      const result = await submitQuiz({
        db: c.get('db'),
        bank,
        students,
        seen,
        userId: c.get('user').id,
        quizId: c.req.valid('param').id,
        body: c.req.valid('json'),
        now: c.get('now')(),
      });
      return jsonPartsResponse(c, quizResultJson(result), 200);
    });
}
