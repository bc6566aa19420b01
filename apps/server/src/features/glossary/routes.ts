import { createRoute } from '@hono/zod-openapi';
import { GlossaryQuerySchema, GlossaryResponseSchema } from '@nota20/core/contracts/assistant';
import { MESSAGES } from '@nota20/core/messages';
import { AppError } from '../../lib/http/errors';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses';
import { createRouter } from '../../lib/http/router';
import type { QuestionBank } from '../subjects/public';
import { glossaryOf } from './retrieval';

const glossaryRoute = createRoute({
  method: 'get',
  path: '/glossary',
  summary:
    "A subject's glossary (issue 28): every term by unit, or with q the terms a search finds, best first (typos and missing accents allowed)",
  request: { query: GlossaryQuerySchema },
  responses: {
    200: jsonResponse(GlossaryResponseSchema, 'The terms'),
    404: errorResponse('Unknown subject'),
  },
});

/** Public, like the worksheets: the glossary is study material, not the student's. */
export function glossaryRoutes(bank: QuestionBank) {
  return createRouter().openapi(glossaryRoute, async (c) => {
    const { subject, q } = c.req.valid('query');
    if (!(await bank.get()).subjectById.has(subject))
      throw new AppError('NOT_FOUND', MESSAGES.subjectNotFound);
    const terms = await glossaryOf(c.get('db'), subject, q);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(
      {
        items: terms.map((t) => ({
          id: t.id,
          term: t.term,
          aliases: t.aliases,
          definition: t.definition,
          example: t.example,
          unit: t.unit,
          confusions: t.confusions,
          items: t.questionIds.length,
        })),
      },
      200,
    );
  });
}
