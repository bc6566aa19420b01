import type { ItemType } from '@nota20/core/items';
import type { QuestionRow } from '../subjects/public';

/** `count` items of `pool` drawn at random, without repeats. */
export function draw<T>(pool: readonly T[], count: number): T[] {
  const items = pool.slice();
  const n = Math.min(count, items.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(Math.random() * (items.length - i));
    const picked = items[j] as T;
    items[j] = items[i] as T;
    items[i] = picked;
  }
  return items.slice(0, n);
}

/**
 * The item types a test of the bank draws. Until the test runner answers every type, a test of
 * the bank is multiple choice; the other types are in the worksheets.
 */
export const TEST_TYPES: readonly ItemType[] = ['choice'];

/**
 * A test's questions from the bank: up to `count`, at random, of `types`, the items of one
 * document kept together and in order (a block counts as its items).
 */
export function drawTest(
  pool: readonly QuestionRow[],
  count: number,
  types: readonly ItemType[] = TEST_TYPES,
): QuestionRow[] {
  const blocks: QuestionRow[][] = [];
  for (const q of pool) {
    if (!types.includes(q.type)) continue;
    const last = blocks.at(-1);
    if (q.groupId && last?.[0]?.groupId === q.groupId) last.push(q);
    else blocks.push([q]);
  }
  // Items on their own (every block one item) draw as before.
  if (blocks.every((b) => b.length === 1)) return draw(blocks.flat(), count);
  const picked: QuestionRow[] = [];
  for (const block of draw(blocks, blocks.length)) {
    if (picked.length + block.length <= count) picked.push(...block);
    if (picked.length === count) break;
  }
  return picked;
}
