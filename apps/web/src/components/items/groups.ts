import type { DocumentInfo } from '@nota20/core/contracts/items';

/** Items in order, gathered under the document each run of them shares (or none). */
export type ItemRun<T> = { document?: DocumentInfo; items: T[] };

/**
 * Consecutive items with the same `groupId` form one run, under the document the first of them
 * carries (the API sends it once per run).
 */
export function runsOf<T extends { groupId?: string | undefined; document?: DocumentInfo }>(
  items: readonly T[],
): ItemRun<T>[] {
  const runs: ItemRun<T>[] = [];
  for (const item of items) {
    const last = runs.at(-1);
    if (item.groupId && last?.items[0]?.groupId === item.groupId) last.items.push(item);
    else runs.push({ ...(item.document ? { document: item.document } : {}), items: [item] });
  }
  return runs;
}
