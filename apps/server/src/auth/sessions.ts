import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ChangeFeed } from '../lib/cache/change-feed';
import type { AppEnv } from '../lib/http/context';
import { UserCopies } from '../lib/cache/user-copies';
import type { Auth } from './auth';

/** Who is signed in; what else the request needs about them is read with `c.get('students')`. */
export type SessionUser = { id: string };
type SessionCopy = { id: string; expiresAt: number };

/** Sessions copied per process; each is forgotten at once when it ends (ADR 006). */
const SESSION_COPIES = 50_000;
/** Even unchanged, a copy is checked again after this, so that better-auth renews the session. */
const SESSION_COPY_MS = 5 * 60_000;
/**
 * Ending a student's sessions (sign-out, a new password) commits in PostgreSQL, which announces
 * it, before better-auth deletes them from Redis: for this long after, their sessions are read
 * afresh on every request instead of being copied from a Redis that may still hold them.
 */
const SESSION_HOLD_OFF_MS = 10_000;

export type Sessions = {
  /** The request's signed-in student: better-auth's answer, copied while the feed is live. */
  read: (c: Context<AppEnv>) => Promise<SessionUser | undefined>;
  forgetUser: (userId: string) => void;
};

/**
 * Who is signed in. The session cookie is signed by better-auth; a copy is kept under the exact
 * cookie value that better-auth accepted, so a forged or altered cookie never finds one.
 */
export function createSessions(auth: Auth, feed: ChangeFeed | undefined): Sessions {
  const copies = new UserCopies<string, SessionCopy>(feed, {
    kind: 'session',
    max: SESSION_COPIES,
    ttlMs: SESSION_COPY_MS,
    holdOffMs: SESSION_HOLD_OFF_MS,
  });
  let cookieName: string | undefined;
  void auth.$context.then((ctx) => {
    cookieName = ctx.authCookies.sessionToken.name;
  });
  const tokenOf = async (c: Context<AppEnv>) => {
    cookieName ??= (await auth.$context).authCookies.sessionToken.name;
    return getCookie(c, cookieName);
  };
  /** A request may carry the cookie twice; better-auth then checks one, not always the first. */
  const sentOnce = (c: Context<AppEnv>, name: string) =>
    (c.req.header('cookie') ?? '').split(';').filter((pair) => pair.trim().startsWith(`${name}=`))
      .length === 1;

  const ask = async (c: Context<AppEnv>, cookie: string) => {
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) return undefined;
    const { id } = found.user;
    return {
      userId: id,
      value: { id, expiresAt: new Date(found.session.expiresAt).getTime() },
      // Copied under this cookie only if it is the one better-auth checked.
      keep:
        cookieName !== undefined &&
        sentOnce(c, cookieName) &&
        cookie.split('.')[0] === found.session.token,
    };
  };

  return {
    read: async (c) => {
      const token = await tokenOf(c);
      if (!token) return undefined;
      let copy = await copies.get(token, () => ask(c, token));
      if (copy && copy.expiresAt <= c.get('now')().getTime()) {
        // Expired: better-auth decides (and deletes it).
        copies.forgetUser(copy.id);
        copy = (await ask(c, token))?.value;
      }
      if (!copy) return undefined;
      return { id: copy.id };
    },
    forgetUser: (userId) => copies.forgetUser(userId),
  };
}
