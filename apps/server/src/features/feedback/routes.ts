import { createRoute } from '@hono/zod-openapi';
import {
  CreateContactSchema,
  CreateFeedbackSchema,
  CreateSupportSchema,
  FeedbackCreatedSchema,
} from '@nota20/core/contracts/feedback';
import { MESSAGES } from '@nota20/core/messages';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/http/context';
import { errorResponse, jsonBody, jsonResponse } from '../../lib/http/openapi-responses';
import { createRouter } from '../../lib/http/router';
import { studentRoute } from '../../auth/require-user';
import type { Config } from '../../config';
import { AppError } from '../../lib/http/errors';
import type { Mailer } from '../../lib/mailer';
import type { Students } from '../students/public';
import { createContact, createFeedback, createSupport, type TeamInbox } from './service';

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

const supportRoute = studentRoute({
  method: 'post',
  path: '/support',
  summary:
    'Centro de ajuda: a signed-in student writes to the team (stored as feedback of type Suporte, e-mailed when SMTP is configured)',
  request: { body: jsonBody(CreateSupportSchema) },
  responses: {
    201: jsonResponse(FeedbackCreatedSchema, 'Stored, pending'),
    400: errorResponse('Invalid input'),
    401: errorResponse('No session'),
    429: errorResponse('Too many from this address'),
  },
});

/** Public: anyone may write; a session, when there is one, attaches the user id. */
const who = async (c: Context<AppEnv>) => {
  const found = await c.get('sessions').read(c);
  return { ip: c.get('clientIp'), ...(found ? { userId: found.id } : {}) };
};

export type FeedbackDeps = {
  mailer: Mailer;
  config: Pick<Config, 'CONTACT_EMAIL' | 'SMTP_URL'>;
  students: Students;
};

export function feedbackRoutes({ mailer, config, students }: FeedbackDeps) {
  const inbox = (c: Context<AppEnv>): TeamInbox => ({
    mailer,
    to: config.CONTACT_EMAIL,
    smtp: Boolean(config.SMTP_URL),
    log: c.get('log'),
  });
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
        inbox(c),
        c.req.valid('json'),
        await who(c),
      );
      return c.json(created, 201);
    })
    .openapi(supportRoute, async (c) => {
      const userId = c.get('user').id;
      const student = await students.data(userId);
      if (!student) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
      const created = await createSupport(
        c.get('db'),
        c.get('limiter'),
        inbox(c),
        c.req.valid('json'),
        { userId, name: student.user.name, email: student.user.email, ip: c.get('clientIp') },
      );
      return c.json(created, 201);
    });
}
