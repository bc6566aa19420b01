import { expect, test } from 'vitest';
import { unitLabel } from './units';

test('a unit is named by its number, and by its science where the subject has two', () => {
  expect(unitLabel({ number: 9 })).toBe('Unidade 9');
  expect(unitLabel({ number: 3, domain: 'Geologia' })).toBe('Unidade 3 · Geologia');
});
