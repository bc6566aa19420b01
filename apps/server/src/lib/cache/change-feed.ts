import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from '../logger';

/** The channel the triggers of migration 0006 notify on. */
export const CHANGES_CHANNEL = 'nota20_changes';

/**
 * What changed: one of a student's sessions (renewed or ended), a student's own data (their row,
 * linked accounts, finished tests), or shared content (every copy must go).
 */
export type Change = { kind: 'session' | 'user'; userId: string } | { kind: 'all' };

export type ChangeFeed = {
  /**
   * True while the feed hears every change. Caches serve copies only then: a change announced
   * while the feed was down is lost, so copies are dropped on every (re)connection.
   */
  readonly live: boolean;
  /** Calls `listener` with every change, and with { kind: 'all' } when the feed (re)connects. */
  subscribe: (listener: (change: Change) => void) => void;
  /**
   * Resolves once every change committed before the call has reached the listeners
   * (PostgreSQL delivers notifications in commit order; this sends one and waits for it).
   */
  sync: () => Promise<void>;
  close: () => Promise<void>;
};

const RECONNECT_MS = [100, 500, 1000, 2000, 5000];
/** A feed that does not hear its own probe within this time is treated as lost. */
const PROBE_EVERY_MS = 5_000;
const PROBE_TIMEOUT_MS = 3_000;

/** The database took a probe but the feed never heard it: the feed is not delivering. */
class NotHeard extends Error {
  constructor() {
    super('change feed: probe not heard back');
  }
}

export function parseChange(payload: string): Change | undefined {
  if (payload === 'all') return { kind: 'all' };
  const colon = payload.indexOf(':');
  const kind = payload.slice(0, colon);
  const userId = payload.slice(colon + 1);
  if ((kind === 'session' || kind === 'user') && userId) return { kind, userId };
  return undefined;
}

/**
 * Listens on a connection of its own (not from the pool) to the database behind `pool`, and
 * reconnects when it drops. It sends a probe every few seconds, so that a connection that
 * silently stopped delivering is noticed too.
 */
export function listenForChanges(pool: pg.Pool, logger: Logger): ChangeFeed {
  const listeners: ((change: Change) => void)[] = [];
  const waiting = new Map<string, () => void>();
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let attempt = 0;
  let probeTimer: NodeJS.Timeout | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const emit = (change: Change) => {
    for (const listener of listeners) listener(change);
  };

  /** `gone` stopped delivering: drop every copy and connect again. */
  const lost = (gone: pg.Client, reason: unknown) => {
    // A connection already replaced (a dead socket erroring late) must not end its successor.
    if (client !== gone) return;
    client = undefined;
    if (live) logger.warn({ err: reason }, 'Feed de alterações perdido: caches desligadas');
    live = false;
    emit({ kind: 'all' });
    clearInterval(probeTimer);
    gone.removeAllListeners('notification');
    gone.end().catch(() => {});
    scheduleConnect();
  };

  const scheduleConnect = () => {
    if (closed) return;
    const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)] ?? 5000;
    reconnectTimer = setTimeout(() => void connect(), delay);
    reconnectTimer.unref();
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ ...pool.options, keepAlive: true });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('connection ended')));
    next.on('notification', (message) => {
      const payload = message.payload ?? '';
      if (payload.startsWith('sync:')) {
        waiting.get(payload)?.();
        return;
      }
      const change = parseChange(payload);
      if (change) emit(change);
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
      // LISTEN also succeeds where notifications never arrive (a transaction-mode pooler):
      // the feed goes live only once it has heard a notification of its own.
      await sync(PROBE_TIMEOUT_MS);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => {});
      await next.end().catch(() => {});
      if (attempt === 0) logger.warn({ err: error }, 'Feed de alterações sem ligação: a tentar');
      scheduleConnect();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    attempt = 0;
    // Whatever was copied before this connection may have changed unheard.
    emit({ kind: 'all' });
    live = true;
    logger.info('Feed de alterações a ouvir: cópias em memória ligadas');
    probeTimer = setInterval(() => {
      sync(PROBE_TIMEOUT_MS).catch((error: unknown) => {
        // A probe the pool could not send (all connections busy, say) proves nothing.
        if (error instanceof NotHeard) lost(next, error);
      });
    }, PROBE_EVERY_MS);
    probeTimer.unref();
  };

  /**
   * Sends a notification of its own and waits for the feed to hear it: `timeoutMs` counts from
   * when PostgreSQL took it (committed), so a wait for a pool connection is not held against it.
   */
  const sync = async (timeoutMs = 10_000): Promise<void> => {
    const payload = `sync:${randomUUID()}`;
    let heard!: () => void;
    const arrived = new Promise<void>((resolve) => (heard = resolve));
    waiting.set(payload, heard);
    let timer: NodeJS.Timeout | undefined;
    try {
      await pool.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, payload]);
      await Promise.race([
        arrived,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new NotHeard()), timeoutMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
      waiting.delete(payload);
    }
  };

  void connect();

  return {
    get live() {
      return live;
    },
    subscribe: (listener) => {
      listeners.push(listener);
    },
    sync: () => sync(),
    close: async () => {
      closed = true;
      live = false;
      clearTimeout(reconnectTimer);
      clearInterval(probeTimer);
      const last = client;
      client = undefined;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => {});
        await last.end().catch(() => {});
      }
    },
  };
}
