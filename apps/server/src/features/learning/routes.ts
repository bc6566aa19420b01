import {
  CreateReportSchema,
  ExamDateBodySchema,
  ExamDateSchema,
  MistakesSchema,
  ReportSchema,
  ReviewSummarySchema,
  SubjectQuerySchema,
} from '@nota20/core/contracts/learning';
import { z } from 'zod';
import { studentRoute } from '../../auth/require-user';
import { errorResponse, jsonBody, jsonResponse } from '../../lib/http/openapi-responses';
import { createRouter } from '../../lib/http/router';
import type { QuestionBank } from '../subjects/public';
import { setExamDate } from './exam-dates';
import { getMistakes } from './notebook';
import { createReport } from './reports';
import { getReview } from './review';

const signedIn = { 401: errorResponse('No session'), 404: errorResponse('Unknown subject') };

const mistakesRoute = studentRoute({
  method: 'get',
  path: '/mistakes',
  summary: '«Os meus erros»: every item the student got wrong or left blank, by unit',
  request: { query: SubjectQuerySchema },
  responses: { 200: jsonResponse(MistakesSchema, 'The notebook'), ...signedIn },
});

const reviewRoute = studentRoute({
  method: 'get',
  path: '/review',
  summary: '«Revisão de hoje»: cards due today, the exam date, the recall expected on exam day',
  request: { query: SubjectQuerySchema },
  responses: { 200: jsonResponse(ReviewSummarySchema, 'Today'), ...signedIn },
});

const examDateRoute = studentRoute({
  method: 'put',
  path: '/me/exam-dates/{subject}',
  summary: "The student's own exam date for a subject (its 1.ª fase date otherwise)",
  request: {
    params: z.object({ subject: z.string().min(1).max(40) }),
    body: jsonBody(ExamDateBodySchema),
  },
  responses: {
    200: jsonResponse(ExamDateSchema, 'Saved'),
    400: errorResponse('Not a date, past, or more than two years ahead'),
    ...signedIn,
  },
});

const reportRoute = studentRoute({
  method: 'post',
  path: '/questions/{id}/reports',
  summary: '«Reportar esta pergunta»: a reason and a comment, once per student and item',
  request: {
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: jsonBody(CreateReportSchema),
  },
  responses: {
    201: jsonResponse(ReportSchema, 'Reported'),
    200: jsonResponse(ReportSchema, 'Already reported by this student: the first report'),
    400: errorResponse('No reason, or the comment is too long'),
    401: errorResponse('No session'),
    404: errorResponse('No such question'),
  },
});

/** Every route is a studentRoute and reads or writes only the signed-in student's rows. */
export function learningRoutes(bank: QuestionBank) {
  return createRouter()
    .openapi(mistakesRoute, async (c) =>
      c.json(
        await getMistakes(
          c.get('db'),
          await bank.get(),
          c.get('user').id,
          c.req.valid('query').subject,
        ),
        200,
      ),
    )
    .openapi(reviewRoute, async (c) =>
      c.json(
        await getReview(
          c.get('db'),
          await bank.get(),
          c.get('user').id,
          c.req.valid('query').subject,
          c.get('now')(),
        ),
        200,
      ),
    )
    .openapi(examDateRoute, async (c) =>
      c.json(
        await setExamDate(
          c.get('db'),
          await bank.get(),
          c.get('user').id,
          c.req.valid('param').subject,
          c.req.valid('json').date,
          c.get('now')(),
        ),
        200,
      ),
    )
    .openapi(reportRoute, async (c) => {
      const { created, report } = await createReport(
        c.get('db'),
        await bank.get(),
        c.get('user').id,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return created ? c.json(report, 201) : c.json(report, 200);
    });
}
