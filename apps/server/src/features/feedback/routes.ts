import { createRoute } from '@hono/zod-openapi';
import {
  CreateContactSchema,
  CreateFeedbackSchema,
  FeedbackCreatedSchema,
} from '@nota20/core/contracts/feedback';
import type { Context } from 'hono';
import type { Sessions } from '../../auth/sessions';
import type { AppEnv } from '../../lib/context';
import { errorResponse, jsonBody, jsonResponse } from '../../lib/openapi-responses';
import { createRouter } from '../../lib/router';
import { createContact, createFeedback } from './service';

const feedbackRoute = createRoute({
  method: 'post',
  path: '/feedback',
  summary: 'Send feedback (type, message, urgency, device metadata); signed-in users are noted',
  request: { body: jsonBody(CreateFeedbackSchema) },
  responses: {
    201: jsonResponse(FeedbackCreatedSchema, 'Stored, pending'),
    400: errorResponse('Invalid input'),
    413: errorResponse('Too large'),
    429: errorResponse('Too many from this address'),
  },
});

const contactRoute = createRoute({
  method: 'post',
  path: '/contact',
  summary: 'Send a contact-form message (stored as feedback of type Contacto)',
  request: { body: jsonBody(CreateContactSchema) },
  responses: {
    201: jsonResponse(FeedbackCreatedSchema, 'Stored, pending'),
    400: errorResponse('Invalid input'),
    429: errorResponse('Too many from this address'),
  },
});

/** Public: anyone may write; a session, when there is one, attaches the user id. */
export function feedbackRoutes(sessions: Sessions) {
  const who = async (c: Context<AppEnv>) => {
    const found = await sessions.read(c);
    return { ip: c.get('clientIp'), ...(found ? { userId: found.id } : {}) };
  };
  return createRouter()
    .openapi(feedbackRoute, async (c) => {
      const created = await createFeedback(
        c.get('db'),
        c.get('limiter'),
        c.req.valid('json'),
        await who(c),
      );
      return c.json(created, 201);
    })
    .openapi(contactRoute, async (c) => {
      const created = await createContact(
        c.get('db'),
        c.get('limiter'),
        c.req.valid('json'),
        await who(c),
      );
      return c.json(created, 201);
    });
}
