import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { checkContent, normaliseText } from './check';
import { formatProblem, readContent } from './load';
import type { ChoiceQuestionFile, ContentBundle, QuestionFile } from './schema';

const TOPICS = ['', 'a escassez', 'o mercado', 'a moeda', 'a inflação', 'a poupança'];

function question(number: number, overrides: Partial<ChoiceQuestionFile> = {}): ChoiceQuestionFile {
  return {
    type: 'choice',
    number,
    concept: 'Custo de oportunidade',
    difficulty: 1,
    text: `Que afirmação sobre ${TOPICS[number] ?? `o tema ${number}`} está certa?`,
    options: { A: 'Primeira', B: 'Segunda', C: 'Terceira', D: 'Quarta' },
    correct: 'B',
    explanation: 'A opção (B) está correta; (A), (C) e (D) não.',
    ...overrides,
  };
}

function bundle(questions: QuestionFile[], unit = 1): ContentBundle {
  return {
    papers: [],
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
    summaries: [
      {
        subject: 'Economia',
        file: 'summaries/economia.json',
        units: [{ number: 1, keyPoints: ['Um', 'Dois', 'Três'] }],
      },
    ],
    figures: new Set(['curva.svg']),
    schools: [],
    glossary: [],
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
  const problems = checkContent(
    bundle([question(1, { explanation: 'Porque sim; (A), (C) e (D) não.' })]),
  );
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
    bundle([
      question(1, {
        figure: { file: 'nao-existe.svg', alt: 'Uma curva de procura com inclinação negativa' },
      }),
    ]),
  );
  expect(problems.map((p) => p.problem)).toEqual([
    'a figura nao-existe.svg não existe em content/figures',
  ]);
});

test('normaliseText ignores case, accents and punctuation', () => {
  expect(normaliseText('  Preços, e   MERCADOS! ')).toBe('precos e mercados');
});

const BAD_CONTENT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test/fixtures/bad-content',
);

test('a fixture with a missing field and a correct option outside A–D fails naming file, question and field', () => {
  const { bundle, problems } = readContent(BAD_CONTENT);
  problems.push(...checkContent(bundle));
  expect(problems.map(formatProblem)).toEqual([
    '  questions/economia/unit-01.json (pergunta 1): questions.0.explanation: campo em falta',
    expect.stringMatching(
      /^ {2}questions\/economia\/unit-01\.json \(pergunta 2\): questions\.1\.correct: /,
    ),
  ]);
});

test('a correct option that points at an empty option is named as such', () => {
  const problems = checkContent(
    bundle([question(1, { options: { A: 'Um', B: '', C: 'Três', D: 'Quatro' }, correct: 'B' })]),
  );
  expect(problems.map((p) => p.problem)).toEqual([
    'a resposta correta (B) aponta para uma opção vazia',
    'a opção B está vazia',
  ]);
});

test('a reworded question with the same answer is a near duplicate; a shared stem pattern is not', () => {
  const family = { A: 'Produzir', B: 'Redistribuir', C: 'Consumir bens e serviços', D: 'Investir' };
  const near = checkContent(
    bundle([
      question(1, {
        text: 'Qual é a função económica principal do agente Famílias?',
        options: family,
        correct: 'C',
        explanation: '(C); (A), (B) e (D) não.',
      }),
      question(2, {
        text: 'A função económica principal das Famílias é',
        options: family,
        correct: 'C',
        explanation: '(C); (A), (B) e (D) não.',
      }),
    ]),
  );
  expect(near.map((p) => p.problem)).toEqual([
    'texto quase igual ao de questions/economia/unit-01.json pergunta 1',
  ]);
  const distinct = checkContent(
    bundle([
      question(1, {
        text: 'A inflação pode ser definida como',
        options: { A: 'subida geral e continuada dos preços', B: 'x', C: 'y', D: 'z' },
        correct: 'A',
        explanation: '(A); (B), (C) e (D) não.',
      }),
      question(2, {
        text: 'A integração económica pode ser definida como',
        options: { A: 'eliminação de barreiras entre países', B: 'x', C: 'y', D: 'z' },
        correct: 'A',
        explanation: '(A); (B), (C) e (D) não.',
      }),
    ]),
  );
  expect(distinct).toEqual([]);
});

test('every catalogue unit needs its RESUMOS, once, and only for units that exist', () => {
  const content = bundle([question(1)]);
  expect(checkContent({ ...content, summaries: [] })).toContainEqual({
    file: 'summaries',
    problem: 'falta o resumo de Economia/1',
  });
  const twice = checkContent({
    ...content,
    summaries: [
      ...content.summaries,
      {
        subject: 'Economia',
        file: 'summaries/outra.json',
        units: [
          { number: 1, keyPoints: ['a', 'b', 'c'] },
          { number: 9, keyPoints: ['a', 'b', 'c'] },
        ],
      },
    ],
  });
  expect(twice).toContainEqual({
    file: 'summaries/outra.json',
    problem: 'o resumo de Economia/1 já está em summaries/economia.json',
  });
  expect(twice).toContainEqual({
    file: 'summaries/outra.json',
    problem: 'resumo de uma unidade inexistente: Economia/9',
  });
});
