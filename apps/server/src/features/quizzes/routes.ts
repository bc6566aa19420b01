import { createRoute } from '@hono/zod-openapi';
import {
  QuizListSchema,
  QuizResultSchema,
  SaveAnswerSchema,
  StartedQuizSchema,
  StartQuizSchema,
  SubmitQuizSchema,
} from '@nota20/core/contracts/quizzes';
import { z } from 'zod';
import { jsonPartsResponse } from '../../lib/json-body';
import { errorResponse, jsonBody, jsonResponse } from '../../lib/openapi-responses';
import { createRouter } from '../../lib/router';
import {
  listQuizzes,
  quizProgress,
  quizResult,
  saveAnswer,
  startQuiz,
  submitQuiz,
} from './service';

const IdParam = z.object({ id: z.uuid() });
const owner = {
  401: errorResponse('No session'),
  403: errorResponse('Another student’s quiz'),
  404: errorResponse('No such quiz'),
};

const startRoute = createRoute({
  method: 'post',
  path: '/quizzes',
  summary: 'Start a test: random questions of a subject or units, without answers, with a deadline',
  request: { body: jsonBody(StartQuizSchema) },
  responses: {
    201: jsonResponse(StartedQuizSchema, 'Started'),
    400: errorResponse('Invalid or missing subject/units'),
    401: errorResponse('No session'),
    404: errorResponse('No questions for the units'),
    409: errorResponse('No lives left (says when the next one returns)'),
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/quizzes',
  summary: "The student's finished tests, newest first",
  responses: { 200: jsonResponse(QuizListSchema, 'History'), 401: errorResponse('No session') },
});

const resultRoute = createRoute({
  method: 'get',
  path: '/quizzes/{id}',
  summary: 'A finished test with answers and explanations (owner only)',
  request: { params: IdParam },
  responses: { 200: jsonResponse(QuizResultSchema, 'Result'), ...owner },
});

const progressRoute = createRoute({
  method: 'get',
  path: '/quizzes/{id}/progress',
  summary: 'An unfinished test as it stands (questions, saved answers, deadline), to resume it',
  request: { params: IdParam },
  responses: {
    200: jsonResponse(StartedQuizSchema.extend({ finished: z.boolean() }), 'Progress'),
    ...owner,
  },
});

const answerRoute = createRoute({
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

const submitRoute = createRoute({
  method: 'post',
  path: '/quizzes/{id}/submit',
  summary: 'Grade the test on the server (idempotent)',
  request: { params: IdParam, body: jsonBody(SubmitQuizSchema) },
  responses: { 200: jsonResponse(QuizResultSchema, 'Result'), ...owner },
});

/** Mounted behind requireUser; every query is also scoped to the user (ownedQuiz, user_id). */
export const quizRoutes = createRouter()
  .openapi(startRoute, async (c) =>
    jsonPartsResponse(
      c,
      await startQuiz(
        c.get('db'),
        c.get('students'),
        c.get('bank'),
        c.get('openQuizzes'),
        c.get('user').id,
        c.req.valid('json'),
        c.get('now')(),
      ),
      201,
    ),
  )
  .openapi(listRoute, async (c) =>
    c.json({ items: await listQuizzes(c.get('students'), c.get('user').id) }, 200),
  )
  .openapi(resultRoute, async (c) =>
    jsonPartsResponse(
      c,
      await quizResult(c.get('db'), c.get('bank'), c.get('user').id, c.req.valid('param').id),
      200,
    ),
  )
  .openapi(progressRoute, async (c) =>
    jsonPartsResponse(
      c,
      await quizProgress(
        c.get('db'),
        c.get('bank'),
        c.get('user').id,
        c.req.valid('param').id,
        c.get('now')(),
      ),
      200,
    ),
  )
  .openapi(answerRoute, async (c) => {
    const { id, n } = c.req.valid('param');
    await saveAnswer(
      c.get('db'),
      c.get('openQuizzes'),
      c.get('user').id,
      id,
      n,
      c.req.valid('json').selected,
      c.get('now')(),
    );
    return c.body(null, 204);
  })
  .openapi(submitRoute, async (c) => {
    const userId = c.get('user').id;
    const result = await submitQuiz(
      c.get('db'),
      c.get('bank'),
      c.get('openQuizzes'),
      userId,
      c.req.valid('param').id,
      c.req.valid('json'),
      c.get('now')(),
    );
    // The finished test is in the student's history from their next request on.
    c.get('students').forgetUser(userId);
    return jsonPartsResponse(c, result, 200);
  });
