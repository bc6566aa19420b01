import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `step` at first, then `step` more after each paint, in a
 * transition, until all are in. A long list rendered in one go is one long task on a phone
 * (Lighthouse's TBT); in steps, the browser paints and answers input between them.
 */
export function useProgressiveCount(total: number, step: number): number {
  const [count, setCount] = useState(step);
  useEffect(() => {
    if (count >= total) return;
    const next = setTimeout(() => startTransition(() => setCount((c) => c + step)), 0);
    return () => clearTimeout(next);
  }, [count, total, step]);
  return Math.min(count, total);
}
