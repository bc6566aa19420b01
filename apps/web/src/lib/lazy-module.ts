import { use, useState, type KeyboardEvent } from 'react';

/**
 * A chunk loaded on demand, then kept: `preload()` starts it (when the page knows it will be
 * needed, or the student shows they are about to use it), `loaded()` has it once it is in.
 */
export type LazyModule<M> = { preload: () => Promise<M>; loaded: () => M | undefined };

export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    preload: () =>
      (loading ??= load().then(
        (m) => (module = m),
        (error: unknown) => {
          loading = undefined; // the next attempt asks again
          throw error;
        },
      )),
    loaded: () => module,
  };
}

/**
 * The module, in render: at once when it is in (no Suspense fallback, and none of React's
 * 300 ms pause before revealing what suspended), suspending only while it is on its way.
 */
export function useLazyModule<M>(module: LazyModule<M>): M {
  return module.loaded() ?? use(module.preload());
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
