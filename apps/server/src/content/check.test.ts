import { expect, test } from 'vitest';
import { checkContent, normaliseText } from './check';
import { readContent } from './load';
import type { ContentBundle, QuestionFile } from './schema';

function question(number: number, overrides: Partial<QuestionFile> = {}): QuestionFile {
  return {
    number,
    concept: 'Custo de oportunidade',
    difficulty: 1,
    text: `Pergunta número ${number} sobre um conceito diferente ${'x'.repeat(number)}?`,
    options: { A: 'Primeira', B: 'Segunda', C: 'Terceira', D: 'Quarta' },
    correct: 'B',
    explanation: 'A opção (B) está correta; (A), (C) e (D) não.',
    ...overrides,
  };
}

function bundle(questions: QuestionFile[], unit = 1): ContentBundle {
  return {
    subjects: [
      {
        id: 'Economia',
        name: 'Economia A',
        practice: true,
        catalogue: true,
        units: [{ number: 1, year: 10, name: 'I - A atividade económica e a ciência económica' }],
      },
    ],
    exams: [],
    questionFiles: [
      { subject: 'Economia', unit, file: 'questions/economia/unit-01.json', questions },
    ],
    figures: new Set(['curva.svg']),
  };
}

test('the shipped content passes the checker', () => {
  const { bundle: content, problems } = readContent();
  expect(problems).toEqual([]);
  expect(checkContent(content)).toEqual([]);
});

test('a well-formed unit has no problems', () => {
  expect(checkContent(bundle([question(1), question(2)]))).toEqual([]);
});

test('names the file and question when two options are the same', () => {
  const problems = checkContent(
    bundle([question(1, { options: { A: 'Igual', B: 'igual ', C: 'Outra', D: 'Mais uma' } })]),
  );
  expect(problems).toEqual([
    { file: 'questions/economia/unit-01.json', question: 1, problem: 'há duas opções iguais' },
  ]);
});

test('options that differ only by a sign are different', () => {
  const options = { A: '300 €', B: '−300 €', C: '2100 €', D: '4500 €' };
  expect(checkContent(bundle([question(1, { options })]))).toEqual([]);
});

test('an explanation must name the correct option', () => {
  const problems = checkContent(bundle([question(1, { explanation: 'Porque sim.' })]));
  expect(problems.map((p) => p.problem)).toEqual([
    'a explicação não menciona a opção correta "(B)"',
  ]);
});

test('numbering gaps and duplicates are reported', () => {
  const problems = checkContent(
    bundle([question(1), question(3), question(3, { text: 'Outra pergunta?' })]),
  );
  expect(problems.map((p) => p.problem)).toEqual(
    expect.arrayContaining(['número de pergunta repetido', 'falta a pergunta número 2']),
  );
});

test('duplicate question texts are found after normalising case, accents and punctuation', () => {
  const problems = checkContent(
    bundle([
      question(1, { text: 'O que é a Economia?' }),
      question(2, { text: 'o que e a economia' }),
    ]),
  );
  expect(problems).toEqual([
    {
      file: 'questions/economia/unit-01.json',
      question: 2,
      problem: 'texto igual ao de questions/economia/unit-01.json pergunta 1',
    },
  ]);
});

test('a unit that the catalogue does not know is rejected', () => {
  const problems = checkContent(bundle([question(1)], 13));
  expect(problems.map((p) => p.problem)).toContain(
    'a unidade 13 de Economia não existe no catálogo',
  );
});

test('a figure that does not exist is rejected', () => {
  const problems = checkContent(
    bundle([question(1, { figure: { file: 'nao-existe.svg', alt: 'Uma curva' } })]),
  );
  expect(problems.map((p) => p.problem)).toEqual([
    'a figura nao-existe.svg não existe em content/figures',
  ]);
});

test('normaliseText ignores case, accents and punctuation', () => {
  expect(normaliseText('  Preços, e   MERCADOS! ')).toBe('precos e mercados');
});
