import { createRoute } from '@hono/zod-openapi';
import {
  NationalExamListSchema,
  PaperListSchema,
  SubjectIdParamSchema,
  SubjectListSchema,
  WorksheetParamsSchema,
  WorksheetSchema,
} from '@nota20/core/contracts/subjects';
import { z } from 'zod';
import { createRouter } from '../../lib/http/router';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses';
import { getWorksheet, listExams, listPapers, listSubjects, readFigure } from './service';
import type { QuestionBank } from './bank';

// Public catalogue data changes only when content is synced; let browsers keep it briefly.
const PUBLIC_CACHE = 'public, max-age=60';

const subjectsRoute = createRoute({
  method: 'get',
  path: '/subjects',
  summary: 'Subjects with their units',
  responses: { 200: jsonResponse(SubjectListSchema, 'The subjects, in catalogue order') },
});

const examsRoute = createRoute({
  method: 'get',
  path: '/subjects/{subjectId}/exams',
  summary: "A subject's national exam papers and marking criteria, newest year first",
  request: { params: SubjectIdParamSchema },
  responses: {
    200: jsonResponse(NationalExamListSchema, 'The exams'),
    404: errorResponse('Unknown subject'),
  },
});

const worksheetRoute = createRoute({
  method: 'get',
  path: '/subjects/{subjectId}/units/{unidade}/questions',
  summary: "A unit's worksheet: its questions sorted by number, with answers and explanations",
  request: { params: WorksheetParamsSchema },
  responses: {
    200: jsonResponse(WorksheetSchema, 'The worksheet'),
    400: errorResponse('The unit is not a number'),
    404: errorResponse('Unknown subject or unit'),
  },
});

const papersRoute = createRoute({
  method: 'get',
  path: '/subjects/{subjectId}/papers',
  summary: "The subject's provas-modelo: items, optional items, how many count, points, minutes",
  request: { params: SubjectIdParamSchema },
  responses: {
    200: jsonResponse(PaperListSchema, 'The papers'),
    404: errorResponse('Unknown subject'),
  },
});

const figureRoute = createRoute({
  method: 'get',
  path: '/figures/{file}',
  summary: "A question's figure (an SVG drawn by Nota20)",
  request: { params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/) }) },
  responses: {
    200: { content: { 'image/svg+xml': { schema: z.string() } }, description: 'The figure' },
    404: errorResponse('No such figure'),
  },
});

export function subjectRoutes(bank: QuestionBank) {
  return createRouter()
    .openapi(subjectsRoute, async (c) => {
      c.header('Cache-Control', PUBLIC_CACHE);
      return c.json({ items: await listSubjects(bank) }, 200);
    })
    .openapi(examsRoute, async (c) => {
      const { subjectId } = c.req.valid('param');
      c.header('Cache-Control', PUBLIC_CACHE);
      return c.json({ items: await listExams(c.get('db'), subjectId) }, 200);
    })
    .openapi(worksheetRoute, async (c) => {
      const { subjectId, unidade } = c.req.valid('param');
      c.header('Cache-Control', PUBLIC_CACHE);
      return c.json(await getWorksheet(bank, subjectId, unidade), 200);
    })
    .openapi(papersRoute, async (c) => {
      const { subjectId } = c.req.valid('param');
      c.header('Cache-Control', PUBLIC_CACHE);
      return c.json({ items: await listPapers(bank, subjectId) }, 200);
    })
    .openapi(figureRoute, (c) => {
      const svg = readFigure(c.req.valid('param').file);
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(svg, 200);
    });
}
