import type { ItemType } from '@nota20/core/items';
import { oncePer } from '../../lib/cache/once-per';
import type { QuestionRow } from '../subjects/public';

/**
 * The item types a test of the bank draws. Until the banks hold enough items of the other
 * types, a test of the bank is multiple choice; the other types are in the worksheets and the
 * provas-modelo (ADR 017).
 */
export const TEST_TYPES: readonly ItemType[] = ['choice'];

/**
 * A unit's items of TEST_TYPES as blocks: the items of one document together and in order, an
 * item on its own a block of one. Made once per unit's list (a copy of the bank's): making them
 * on every start cost more than the rest of drawing a test.
 */
export const testBlocksOf = oncePer((items: readonly QuestionRow[]) => {
  const blocks: QuestionRow[][] = [];
  for (const q of items) {
    if (!TEST_TYPES.includes(q.type)) continue;
    const last = blocks.at(-1);
    if (q.groupId && last?.[0]?.groupId === q.groupId) last.push(q);
    else blocks.push([q]);
  }
  return blocks;
});

/**
 * A test's questions, up to `count` items, a block counting as its items: the blocks the student
 * has never been given first, in random order, then the others from the one seen longest ago
 * (issue 27). A block that no longer fits is passed over for a smaller one.
 */
export function drawTest(
  blocks: readonly (readonly QuestionRow[])[],
  count: number,
  seen: ReadonlyMap<number, number> = new Map(),
): QuestionRow[] {
  const keyed = blocks.map((block) => {
    let last = 0;
    for (const q of block) last = Math.max(last, seen.get(q.id) ?? 0);
    return { block, last, tie: Math.random() };
  });
  keyed.sort((a, b) => a.last - b.last || a.tie - b.tie);
  const picked: QuestionRow[] = [];
  for (const { block } of keyed) {
    if (picked.length >= count) break;
    if (picked.length + block.length <= count) picked.push(...block);
  }
  return picked;
}
