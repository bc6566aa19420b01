import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { session, verification } from '../db/schema/index';
import type { Logger } from '../lib/logger';

/** How often expired sessions, links and counters are deleted (each process does it). */
export const PURGE_EVERY_MS = 60 * 60_000;
/** Request counters older than this are of no use to any limit (the longest window is 1 hour). */
const COUNTERS_KEPT_MS = 24 * 60 * 60_000;

/**
 * Deletes what has expired: sessions, verification rows (password-reset and confirmation links)
 * and old request counters. Nothing else needs them, and they hold addresses and user agents.
 */
export async function purgeExpired(db: Db, now: Date) {
  const sessions = await db.delete(session).where(lt(session.expiresAt, now));
  const links = await db.delete(verification).where(lt(verification.expiresAt, now));
  const counters = await db.execute(
    sql`delete from rate_limit where last_request < ${now.getTime() - COUNTERS_KEPT_MS}`,
  );
  return {
    sessions: sessions.rowCount ?? 0,
    verifications: links.rowCount ?? 0,
    counters: counters.rowCount ?? 0,
  };
}

/** Purges now and then every PURGE_EVERY_MS; the returned function stops it. */
export function schedulePurge(db: Db, logger: Logger): () => void {
  const run = () =>
    purgeExpired(db, new Date()).then(
      (deleted) => logger.info(deleted, 'Sessões, ligações e contadores expirados apagados'),
      (error: unknown) => logger.warn({ err: error }, 'Falha ao apagar sessões expiradas'),
    );
  const first = setTimeout(run, 10_000);
  const every = setInterval(run, PURGE_EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
