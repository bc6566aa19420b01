import { expect, test } from 'vitest';
import type { Change, ChangeFeed } from './change-feed';
import { UserCopies } from './user-copies';

/** A feed driven by the test: `live` and `announce` stand for what PostgreSQL would deliver. */
function handFeed() {
  const listeners: ((change: Change) => void)[] = [];
  const feed = {
    live: true,
    subscribe: (listener: (change: Change) => void) => listeners.push(listener),
    sync: async () => {},
    close: async () => {},
  };
  const announce = (change: Change) => listeners.forEach((listener) => listener(change));
  return { feed: feed as ChangeFeed & { live: boolean }, announce };
}

/** A read that counts how often the database was asked. */
function counted(userId: string, value: object) {
  const read = async () => {
    read.calls++;
    return { userId, value };
  };
  read.calls = 0;
  return read;
}

test('copies while the feed is live; reads every time while it is not', async () => {
  const { feed } = handFeed();
  const cache = new UserCopies<string, object>(feed, { kind: 'session', max: 10, ttlMs: 60_000 });
  const read = counted('ana', { lives: 3 });
  expect(await cache.get('k', read)).toEqual({ lives: 3 });
  expect(await cache.get('k', read)).toEqual({ lives: 3 });
  expect(read.calls).toBe(1);

  feed.live = false;
  await cache.get('k', read);
  await cache.get('k', read);
  expect(read.calls).toBe(3);
  expect(cache.peek('k')).toBeUndefined();
});

test("a change of the cache's kind to one student forgets that student's copies, no one else's", async () => {
  const { feed, announce } = handFeed();
  const cache = new UserCopies<string, object>(feed, { kind: 'session', max: 10, ttlMs: 60_000 });
  const ana1 = counted('ana', { session: 1 });
  const ana2 = counted('ana', { session: 2 });
  const rui = counted('rui', { session: 3 });
  await cache.get('a1', ana1);
  await cache.get('a2', ana2);
  await cache.get('r', rui);

  // Ana's own data changed: her sessions stand.
  announce({ kind: 'user', userId: 'ana' });
  expect(cache.peek('a1')).toEqual({ session: 1 });
  announce({ kind: 'session', userId: 'ana' });
  expect(cache.peek('a1')).toBeUndefined();
  expect(cache.peek('a2')).toBeUndefined();
  expect(cache.peek('r')).toEqual({ session: 3 });

  announce({ kind: 'all' });
  expect(cache.size).toBe(0);
});

test('a session read under way when a session changes is returned, not kept', async () => {
  const { feed, announce } = handFeed();
  const cache = new UserCopies<string, object>(feed, { kind: 'session', max: 10, ttlMs: 60_000 });
  let finish: () => void = () => {};
  const slow = () =>
    new Promise<{ userId: string; value: object }>((resolve) => {
      finish = () => resolve({ userId: 'ana', value: { lives: 3 } });
    });
  const pending = cache.get('k', slow);
  // Whose session is being read is known only once it is read: any session change counts.
  announce({ kind: 'session', userId: 'rui' });
  finish();
  expect(await pending).toEqual({ lives: 3 });
  expect(cache.peek('k')).toBeUndefined();
});

test('nothing found is not copied; the size bound evicts the least recently used', async () => {
  const { feed } = handFeed();
  const cache = new UserCopies<string, { rows: number }>(feed, {
    kind: 'user',
    max: 10,
    ttlMs: 60_000,
    size: (value) => value.rows,
  });
  const none = async () => undefined;
  expect(await cache.get('nobody', none)).toBeUndefined();
  expect(cache.size).toBe(0);

  await cache.get('a', async () => ({ userId: 'a', value: { rows: 4 } }));
  await cache.get('b', async () => ({ userId: 'b', value: { rows: 4 } }));
  await cache.get('a', none); // a is now the most recently used
  await cache.get('c', async () => ({ userId: 'c', value: { rows: 4 } }));
  expect(cache.peek('a')).toEqual({ rows: 4 });
  expect(cache.peek('b')).toBeUndefined();
  expect(cache.peek('c')).toEqual({ rows: 4 });
});

test("a student's data read under way is not kept after a change to that student only", async () => {
  const { feed, announce } = handFeed();
  const cache = new UserCopies<string, object>(feed, { kind: 'user', max: 10, ttlMs: 60_000 });
  const later = () => {
    let finish: () => void = () => {};
    const read = (userId: string) => () =>
      new Promise<{ userId: string; value: object }>((resolve) => {
        finish = () => resolve({ userId, value: { lives: 3 } });
      });
    return { read, finish: () => finish() };
  };
  const ana = later();
  const anaRead = cache.get('ana', ana.read('ana'));
  const rui = later();
  const ruiRead = cache.get('rui', rui.read('rui'));
  announce({ kind: 'user', userId: 'rui' });
  ana.finish();
  rui.finish();
  await Promise.all([anaRead, ruiRead]);
  expect(cache.peek('ana')).toEqual({ lives: 3 });
  expect(cache.peek('rui')).toBeUndefined();
});

test('with a hold-off, a student who just changed is read afresh each time until it has passed', async () => {
  const { feed, announce } = handFeed();
  const cache = new UserCopies<string, object>(feed, {
    kind: 'session',
    max: 10,
    ttlMs: 60_000,
    holdOffMs: 200,
  });
  const ana = counted('ana', { session: 1 });
  const rui = counted('rui', { session: 2 });
  announce({ kind: 'session', userId: 'ana' });
  await cache.get('a', ana);
  await cache.get('a', ana);
  expect(ana.calls).toBe(2);
  // Nobody else is held off.
  await cache.get('r', rui);
  await cache.get('r', rui);
  expect(rui.calls).toBe(1);

  await new Promise((r) => setTimeout(r, 250));
  await cache.get('a', ana);
  await cache.get('a', ana);
  expect(ana.calls).toBe(3);
});
