import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from './change-feed';

/**
 * A value read from the database, and the student whose rows it came from; `keep: false` returns
 * it without copying it.
 */
export type Owned<V> = { value: V; userId: string; keep?: boolean };

/** A read under way, and whether a change may have made it stale. */
type Ticket = { userId: string | undefined; stale: boolean };

/**
 * In-process copies of values that each belong to one student (a session, their own data),
 * forgotten as soon as the change feed announces a change of their kind (`kind`: 'session' or
 * 'user') for that student (ADR 006). Without a live feed nothing is copied: every call reads the
 * database.
 *
 * A read that was under way when a change to its student was announced is not kept, even though
 * it is returned (it may have been read before the change committed): the next call reads again.
 */
export class UserCopies<K extends string, V extends object> {
  readonly #entries: LRUCache<K, Owned<V>>;
  readonly #keysByUser = new Map<string, Set<K>>();
  /** Reads under way (they are few: in flight only). */
  readonly #pending = new Set<Ticket>();
  readonly #feed: ChangeFeed | undefined;
  /** Whether a key is the student's id (their data), so that a read's student is known ahead. */
  readonly #keyIsUser: boolean;
  readonly #holdOffMs: number;
  /** When each student's latest change was heard, for `holdOffMs` (oldest first). */
  readonly #changedAt = new Map<string, number>();

  constructor(
    feed: ChangeFeed | undefined,
    options: {
      kind: 'session' | 'user';
      max: number;
      ttlMs: number;
      size?: (value: V) => number;
      /**
       * For this long after a change to a student, their reads are returned but not copied: for
       * writers that announce a change before they finish it (better-auth deletes a session's
       * rows, then its Redis copy).
       */
      holdOffMs?: number;
    },
  ) {
    this.#feed = feed;
    this.#keyIsUser = options.kind === 'user';
    this.#holdOffMs = options.holdOffMs ?? 0;
    this.#entries = new LRUCache<K, Owned<V>>({
      ttl: options.ttlMs,
      ...(options.size
        ? { maxSize: options.max, sizeCalculation: (entry) => options.size?.(entry.value) ?? 1 }
        : { max: options.max }),
      dispose: (entry, key) => {
        const keys = this.#keysByUser.get(entry.userId);
        keys?.delete(key);
        if (keys?.size === 0) this.#keysByUser.delete(entry.userId);
      },
    });
    feed?.subscribe((change) => {
      if (change.kind === 'all') this.clear();
      else if (change.kind === options.kind) this.forgetUser(change.userId);
    });
  }

  /**
   * The copy of `key`, or `read()`'s value (copied when the feed is live). `read` resolves to
   * undefined when there is nothing to copy (no such session, say).
   */
  async get(key: K, read: () => Promise<Owned<V> | undefined>): Promise<V | undefined> {
    if (!this.#feed?.live) return (await read())?.value;
    const hit = this.#entries.get(key);
    if (hit) return hit.value;
    const ticket: Ticket = { userId: this.#keyIsUser ? key : undefined, stale: false };
    this.#pending.add(ticket);
    try {
      const found = await read();
      if (
        found &&
        found.keep !== false &&
        !ticket.stale &&
        this.#feed.live &&
        !this.#heldOff(found.userId)
      ) {
        this.#entries.set(key, found);
        let keys = this.#keysByUser.get(found.userId);
        if (!keys) this.#keysByUser.set(found.userId, (keys = new Set()));
        keys.add(key);
      }
      return found?.value;
    } finally {
      this.#pending.delete(ticket);
    }
  }

  /** The copy of `key`, if one is held; never reads. */
  peek(key: K): V | undefined {
    return this.#feed?.live ? this.#entries.peek(key)?.value : undefined;
  }

  /** Whether `userId` changed too recently for their reads to be copied. */
  #heldOff(userId: string): boolean {
    if (this.#holdOffMs === 0) return false;
    const now = Date.now();
    for (const [id, at] of this.#changedAt) {
      if (now - at < this.#holdOffMs) break;
      this.#changedAt.delete(id);
    }
    return this.#changedAt.has(userId);
  }

  /** Drops every copy of `userId`'s values (and keeps no read that is under way). */
  forgetUser(userId: string): void {
    if (this.#holdOffMs > 0) {
      // Re-inserted, so the map stays in the order of the changes.
      this.#changedAt.delete(userId);
      this.#changedAt.set(userId, Date.now());
    }
    for (const ticket of this.#pending) {
      // A session's student is known only once it is read: any change may concern it.
      if (ticket.userId === undefined || ticket.userId === userId) ticket.stale = true;
    }
    const keys = this.#keysByUser.get(userId);
    if (!keys) return;
    for (const key of [...keys]) this.#entries.delete(key);
  }

  clear(): void {
    for (const ticket of this.#pending) ticket.stale = true;
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
