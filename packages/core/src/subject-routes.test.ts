import { expect, test } from 'vitest';
import { subjectSlug } from './subject-routes';

test('a subject route is its id in lower case', () => {
  expect(subjectSlug('Economia')).toBe('economia');
  expect(subjectSlug('Biologia')).toBe('biologia');
});
