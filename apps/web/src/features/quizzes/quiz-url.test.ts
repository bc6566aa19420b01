import { expect, test } from 'vitest';
import { quizSearch, startRequestFrom, unknownType } from './quiz-url';

test('a thematic choice travels in the address and comes back as the same start request', () => {
  const search = quizSearch({
    type: 'unit',
    subject: 'Economia',
    count: 15,
    minutes: 20,
    units: [4, 1, 7],
  });
  expect(search).toBe('?type=unit&count=15&time=20&subject=Economia&units=4%2C1%2C7');
  expect(startRequestFrom(new URLSearchParams(search))).toEqual({
    type: 'unit',
    subject: 'Economia',
    count: 15,
    minutes: 20,
    units: [4, 1, 7],
  });
});

test('an exam test ignores units; odd values are left for the server to refuse or clamp', () => {
  expect(
    startRequestFrom(new URLSearchParams('type=random&count=5&time=10&subject=Biologia&units=3')),
  ).toEqual({ type: 'random', subject: 'Biologia', count: 5, minutes: 10 });
  expect(startRequestFrom(new URLSearchParams('count=abc&time=-3'))).toEqual({ type: 'random' });
  expect(startRequestFrom(new URLSearchParams('type=unit&subject=Economia&units=x,,2'))).toEqual({
    type: 'unit',
    subject: 'Economia',
    units: [2],
  });
});

test('an unknown type is named so the runner can refuse it', () => {
  expect(unknownType(new URLSearchParams('type=mistery'))).toBe('mistery');
  expect(unknownType(new URLSearchParams('type=unit'))).toBeUndefined();
  expect(unknownType(new URLSearchParams(''))).toBeUndefined();
});

test('a prova-modelo travels as its paper and comes back as a paper start request', () => {
  const search = quizSearch({ type: 'paper', subject: 'Economia', paperId: 'economia-modelo-1' });
  expect(search).toBe('?type=paper&subject=Economia&paper=economia-modelo-1');
  expect(startRequestFrom(new URLSearchParams(search))).toEqual({
    type: 'paper',
    subject: 'Economia',
    paperId: 'economia-modelo-1',
  });
  expect(unknownType(new URLSearchParams(search))).toBeUndefined();
  // A paper id the server could not take is left out: the subject's first paper starts.
  expect(startRequestFrom(new URLSearchParams('type=paper&subject=Economia&paper=../x'))).toEqual({
    type: 'paper',
    subject: 'Economia',
  });
});

test('«Refazer erros» and «Revisão de hoje» travel as their type and subject only', () => {
  for (const type of ['mistakes', 'review'] as const) {
    const search = quizSearch({ type, subject: 'Biologia' });
    expect(search).toBe(`?type=${type}&subject=Biologia`);
    expect(startRequestFrom(new URLSearchParams(search))).toEqual({ type, subject: 'Biologia' });
    expect(unknownType(new URLSearchParams(search))).toBeUndefined();
  }
});

test('the tutor’s «exercício parecido» travels as its term and comes back as a similar start', () => {
  const search = quizSearch({ type: 'similar', subject: 'Economia', term: 1234 });
  expect(search).toBe('?type=similar&subject=Economia&term=1234');
  expect(startRequestFrom(new URLSearchParams(search))).toEqual({
    type: 'similar',
    subject: 'Economia',
    term: 1234,
  });
  expect(unknownType(new URLSearchParams(search))).toBeUndefined();
});
