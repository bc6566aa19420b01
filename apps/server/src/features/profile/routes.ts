import {
  DeleteMeSchema,
  MeSchema,
  UpdateMeSchema,
  UpdatePreferencesSchema,
} from '@nota20/core/contracts/me';
import { MESSAGES } from '@nota20/core/messages';
import type { Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import type { AppEnv } from '../../lib/http/context';
import { AppError } from '../../lib/http/errors';
import { errorResponse, jsonBody, jsonResponse } from '../../lib/http/openapi-responses';
import { createRouter } from '../../lib/http/router';
import { deleteAccount, exportAccount, FRESH_SIGN_IN_MS, passwordHashOf } from './account-data';
import { getMe, updateMe, updatePreferences, type ProfileOptions } from './service';
import { studentRoute } from '../../auth/require-user';
import type { Students } from '../students/public';

const getMeRoute = studentRoute({
  method: 'get',
  path: '/me',
  summary: "The signed-in student's profile",
  responses: { 200: jsonResponse(MeSchema, 'Profile'), 401: errorResponse('No session') },
});

const patchMeRoute = studentRoute({
  method: 'patch',
  path: '/me',
  summary: 'Update name, username or school (the e-mail is read-only)',
  request: { body: jsonBody(UpdateMeSchema) },
  responses: {
    200: jsonResponse(MeSchema, 'Updated profile'),
    400: errorResponse('Invalid values'),
    401: errorResponse('No session'),
    409: errorResponse('Username taken'),
  },
});

const patchPreferencesRoute = studentRoute({
  method: 'patch',
  path: '/me/preferences',
  summary: 'Update theme and language',
  request: { body: jsonBody(UpdatePreferencesSchema) },
  responses: {
    200: jsonResponse(MeSchema, 'Updated profile'),
    400: errorResponse('Invalid values'),
    401: errorResponse('No session'),
  },
});

const exportRoute = studentRoute({
  method: 'get',
  path: '/me/export',
  summary:
    'Everything held about the student (profile, tests with answers, plans, feedback, sessions), as a JSON attachment',
  responses: {
    200: jsonResponse(z.record(z.string(), z.unknown()), 'The data, as a download'),
    401: errorResponse('No session'),
  },
});

const deleteRoute = studentRoute({
  method: 'delete',
  path: '/me',
  summary:
    'Delete the account and all its data in one transaction: the password, or for an account without one a sign-in in the last 5 minutes',
  request: { body: jsonBody(DeleteMeSchema) },
  responses: {
    204: { description: 'Deleted; the e-mail is free again' },
    401: errorResponse('No session'),
    403: errorResponse('Wrong password, or the sign-in is not recent enough'),
    429: errorResponse('Too many tries'),
  },
});

/** Tries at the password by DELETE /api/me, per student: a stolen session may not guess it. */
const DELETE_WINDOW_SECONDS = 15 * 60;
const DELETE_MAX_TRIES = 10;

const options = (c: Context<AppEnv>): ProfileOptions => ({
  now: c.get('now')(),
  sendsEmail: c.get('config').SMTP_URL !== undefined,
});

/** Every route is a studentRoute: `c.get('user')` is always set here. */
export function profileRoutes({ auth, students }: { auth: Auth; students: Students }) {
  return createRouter()
    .openapi(getMeRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getMe(students, c.get('user').id, options(c)), 200);
    })
    .openapi(patchMeRoute, async (c) =>
      c.json(
        await updateMe(c.get('db'), students, c.get('user').id, c.req.valid('json'), options(c)),
        200,
      ),
    )
    .openapi(patchPreferencesRoute, async (c) =>
      c.json(
        await updatePreferences(
          c.get('db'),
          students,
          c.get('user').id,
          c.req.valid('json'),
          options(c),
        ),
        200,
      ),
    )
    .openapi(exportRoute, async (c) => {
      const now = c.get('now')();
      const data = await exportAccount(c.get('db'), c.get('user').id, now);
      c.header('Cache-Control', 'no-store');
      c.header(
        'Content-Disposition',
        `attachment; filename="nota20-dados-${now.toISOString().slice(0, 10)}.json"`,
      );
      return c.json(data, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const db = c.get('db');
      const userId = c.get('user').id;
      const hit = await c
        .get('limiter')
        .hit(`apagar:${userId}`, DELETE_WINDOW_SECONDS, DELETE_MAX_TRIES);
      if (!hit.allowed) {
        throw new AppError(
          'RATE_LIMITED',
          MESSAGES.rateLimited(Math.ceil(hit.retryAfterSeconds / 60)),
          undefined,
          hit.retryAfterSeconds,
        );
      }
      const context = await auth.$context;
      const hash = await passwordHashOf(db, userId);
      if (hash) {
        const password = c.req.valid('json').password ?? '';
        if (!(await context.password.verify({ hash, password })))
          throw new AppError('FORBIDDEN', MESSAGES.accountDeleteWrongPassword);
      } else {
        const found = await auth.api.getSession({
          headers: c.req.raw.headers,
          query: { disableCookieCache: true },
        });
        const signedInAt = found ? new Date(found.session.createdAt).getTime() : 0;
        if (c.get('now')().getTime() - signedInAt > FRESH_SIGN_IN_MS)
          throw new AppError('FORBIDDEN', MESSAGES.accountDeleteNeedsFreshSignIn);
      }
      const email = (await students.data(userId))?.user.email ?? '';
      await deleteAccount({ db, auth, sessions: c.get('sessions'), students, userId, email });
      const cookie = context.authCookies.sessionToken;
      deleteCookie(c, cookie.name, { path: '/', secure: cookie.attributes.secure === true });
      return c.body(null, 204);
    });
}
