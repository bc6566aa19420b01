import { expect, test } from 'vitest';
import {
  answerFits,
  AnswerSchema,
  criteriaMax,
  decodeAnswer,
  encodeAnswer,
  type ItemKey,
  paperGrade,
  paperTotal,
  parseDecimal,
  scoreAnswer,
} from './items';

const written: ItemKey = {
  type: 'written',
  criteria: [
    {
      id: 'conteudo',
      name: 'Conteúdo',
      levels: [
        { level: 1, points: 4, descriptor: 'uma ideia' },
        { level: 2, points: 8, descriptor: 'duas ideias' },
        { level: 3, points: 12, descriptor: 'três ideias' },
      ],
    },
    {
      id: 'linguagem',
      name: 'Linguagem',
      levels: [
        { level: 1, points: 2, descriptor: 'erros' },
        { level: 2, points: 4, descriptor: 'sem erros' },
      ],
    },
  ],
  modelAnswer: '…',
  keyIdeas: [],
};

test('a number is read as a Portuguese student types it: comma or point, spaces, a minus sign', () => {
  expect(parseDecimal('12,5')).toBe(12.5);
  expect(parseDecimal('12.5')).toBe(12.5);
  expect(parseDecimal(' 1 234,5 ')).toBe(1234.5);
  expect(parseDecimal('1.234,5')).toBe(1234.5);
  expect(parseDecimal('−3,2')).toBe(-3.2);
  expect(parseDecimal(',5')).toBe(0.5);
  expect(parseDecimal('12,5%')).toBeNaN();
  expect(parseDecimal('doze')).toBeNaN();
  expect(parseDecimal('')).toBeNaN();
});

test('multiple choice and ordering are all or nothing', () => {
  expect(scoreAnswer({ type: 'choice', correct: 'C' }, 'C', 5)).toEqual({
    awarded: 5,
    max: 5,
    full: true,
    status: 'graded',
  });
  expect(scoreAnswer({ type: 'choice', correct: 'C' }, 'B', 5).awarded).toBe(0);
  expect(scoreAnswer({ type: 'choice', correct: 'C' }, null, 5).awarded).toBe(0);
  const order: ItemKey = { type: 'ordering', order: 'CEBAD' };
  expect(scoreAnswer(order, 'CEBAD', 8).awarded).toBe(8);
  // One pair swapped is still wrong, as the exams score it.
  expect(scoreAnswer(order, 'CEBDA', 8).awarded).toBe(0);
  expect(scoreAnswer(order, null, 8).awarded).toBe(0);
});

test('matching scores by the item’s levels of correct pairs', () => {
  const key: ItemKey = {
    type: 'matching',
    pairs: { a: '3', b: '1', c: '7', d: '2', e: '5' },
    levels: [
      { correct: 5, points: 8 },
      { correct: 3, points: 4 },
    ],
  };
  expect(scoreAnswer(key, 'a3 b1 c7 d2 e5', 8)).toMatchObject({ awarded: 8, full: true });
  expect(scoreAnswer(key, 'a3 b1 c7 d5 e2', 8)).toMatchObject({ awarded: 4, full: false });
  expect(scoreAnswer(key, 'a3 b1 c8 d5 e2', 8).awarded).toBe(0);
  expect(scoreAnswer(key, null, 8).awarded).toBe(0);
});

test('numeric answers count within the tolerance, commas included', () => {
  const key: ItemKey = { type: 'numeric', value: 3.6, tolerance: 0.05 };
  expect(scoreAnswer(key, '3,6', 10).awarded).toBe(10);
  expect(scoreAnswer(key, '3.64', 10).awarded).toBe(10);
  expect(scoreAnswer(key, '3,7', 10).awarded).toBe(0);
  expect(scoreAnswer(key, 'três', 10).awarded).toBe(0);
  expect(scoreAnswer({ type: 'numeric', value: 0.3, tolerance: 0 }, '0,3', 5).awarded).toBe(5);
});

test('a written item is pending until the student assesses it, then scores the levels chosen', () => {
  expect(criteriaMax(written.type === 'written' ? written.criteria : [])).toBe(16);
  expect(scoreAnswer(written, 'O PIB…', 16)).toEqual({
    awarded: 0,
    max: 16,
    full: false,
    status: 'pending-self-assessment',
  });
  expect(scoreAnswer(written, 'O PIB…', 16, { conteudo: 2, linguagem: 2 })).toMatchObject({
    awarded: 12,
    status: 'graded',
  });
  expect(scoreAnswer(written, 'O PIB…', 16, { conteudo: 3, linguagem: 2 }).full).toBe(true);
  // A level the criteria do not have scores nothing for that parameter.
  expect(scoreAnswer(written, 'O PIB…', 16, { conteudo: 9 }).awarded).toBe(0);
  // Left blank: nothing to assess, 0 at once.
  expect(scoreAnswer(written, null, 16)).toMatchObject({ awarded: 0, status: 'graded' });
});

test('answers are kept as one string each and read back the same', () => {
  for (const answer of [
    { selected: 'B' as const },
    { order: 'CEBAD' },
    { pairs: { a: '3' as const, c: '1' as const } },
    { value: '12,5' },
    { text: 'Uma resposta\ncom duas linhas.' },
  ]) {
    const kept = encodeAnswer(answer);
    const type = (['choice', 'ordering', 'matching', 'numeric', 'written'] as const)[
      ['selected', 'order', 'pairs', 'value', 'text'].indexOf(Object.keys(answer)[0] ?? '')
    ];
    expect(decodeAnswer(type ?? 'choice', kept)).toEqual(answer);
  }
  expect(encodeAnswer({ pairs: {} })).toBeNull();
  expect(encodeAnswer({ value: '  ' })).toBeNull();
  expect(encodeAnswer({ text: '   ' })).toBeNull();
});

test('an answer must have the shape of its item’s type', () => {
  expect(answerFits('ordering', { order: 'ABCDE' })).toBe(true);
  expect(answerFits('ordering', { selected: 'A' })).toBe(false);
  expect(AnswerSchema.safeParse({ order: 'ABCD' }).success).toBe(false);
  expect(AnswerSchema.safeParse({ order: 'ABCDF' }).success).toBe(false);
  expect(AnswerSchema.safeParse({ pairs: { f: '1' } }).success).toBe(false);
  expect(AnswerSchema.safeParse({ text: 'x'.repeat(5001) }).success).toBe(false);
});

test('a paper counts the compulsory items and the best of the optional ones', () => {
  const item = (awarded: number, optional: boolean, status = 'graded' as const) => ({
    awarded,
    max: 10,
    full: awarded === 10,
    status,
    optional,
  });
  const scores = [
    item(10, false),
    item(0, false),
    item(4, true),
    item(10, true),
    item(6, true),
    { ...item(0, true), status: 'pending-self-assessment' as const },
  ];
  const total = paperTotal(scores, 2);
  expect(total.counted).toEqual([true, true, false, true, true, false]);
  expect(total.points).toBe(26);
  expect(total.pending).toBe(10);
  expect(paperGrade(167)).toBe(16.7);
  expect(paperGrade(200)).toBe(20);
});
