import { use, useState, type KeyboardEvent } from 'react';

/**
 * A chunk that did not arrive (offline, or a new version was deployed and the old chunk is
 * gone): the error boundaries tell it apart from a page that broke, as loading the page again
 * is what helps.
 */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A chunk failed to load', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * A chunk loaded on demand, then kept: `preload()` starts it (when the page knows it will be
 * needed, or the student shows they are about to use it), `loaded()` has it once it is in.
 */
export type LazyModule<M> = { preload: () => Promise<M>; loaded: () => M | undefined };

/** A promise that says it has settled in the two fields React's use() reads first. */
type Settled<M> = Promise<M> & { status?: 'fulfilled'; value?: M };

export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let module: M | undefined;
  let loading: Settled<M> | undefined;
  return {
    preload: () => {
      if (loading) return loading;
      const attempt: Settled<M> = load().then(
        (m) => {
          module = m;
          // From now on use() returns it at once instead of suspending.
          attempt.status = 'fulfilled';
          attempt.value = m;
          return m;
        },
        (error: unknown) => {
          loading = undefined; // the next attempt asks again
          throw new ChunkLoadError(error);
        },
      );
      return (loading = attempt);
    },
    loaded: () => module,
  };
}

/**
 * The module, in render: at once when it is in (no Suspense fallback, and none of React's
 * 300 ms pause before revealing what suspended), suspending only while it is on its way.
 * use() is called on every render, as React requires, and returns a chunk that is in at once.
 */
export function useLazyModule<M>(module: LazyModule<M>): M {
  return use(module.preload());
}

/** What the student was doing with a stand-in trigger when the real widget arrived. */
export type Intent = { pointer: boolean; focus: boolean; press: boolean };

/**
 * For a widget whose library loads on first use (a menu, a tooltip): until it is in, a
 * look-alike trigger stands in, and pointing at it, focusing or pressing it starts the load.
 * `intent` says what the student was doing meanwhile, so the widget can open and take focus
 * as if it had been there all along.
 */
export function useStandIn<M>(module: LazyModule<M>) {
  const [loaded, setLoaded] = useState(module.loaded);
  const [intent, setIntent] = useState<Intent>({ pointer: false, focus: false, press: false });
  const note = (change: Partial<Intent>) => {
    setIntent((current) => ({ ...current, ...change }));
    if (Object.values(change).some(Boolean)) {
      module.preload().then(
        (m) => setLoaded(() => m),
        () => undefined, // the stand-in stays; the next intent tries again
      );
    }
  };
  const triggerProps = {
    onPointerEnter: () => note({ pointer: true }),
    onPointerLeave: () => note({ pointer: false }),
    onFocus: () => note({ focus: true }),
    onBlur: () => note({ focus: false }),
    onClick: () => note({ press: true }),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        note({ press: true });
      }
    },
  };
  return { loaded, intent, triggerProps };
}
