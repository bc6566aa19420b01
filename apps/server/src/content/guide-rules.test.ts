import { expect, test } from 'vitest';
import {
  bankProblems,
  checkGuide,
  guideDocumentProblems,
  guideItemProblems,
  keyEchoesStem,
  keyIsUniquelyLongest,
  subjectProblems,
  unitFigures,
} from './guide-rules';
import type { ChoiceQuestionFile, ContentBundle, QuestionFile } from './schema';

const EXPLAINED = 'A opção (B) está correta porque… A (A) não, a (C) não e a (D) também não.';

function choice(number: number, overrides: Partial<ChoiceQuestionFile> = {}): ChoiceQuestionFile {
  return {
    type: 'choice',
    number,
    concept: `Conceito ${number}`,
    difficulty: 2,
    text: 'Qual das seguintes hipóteses explica o resultado?',
    options: { A: 'Hipótese 1', B: 'Hipótese 2', C: 'Hipótese 3', D: 'Hipótese 4' },
    correct: 'B',
    explanation: EXPLAINED,
    ...overrides,
  };
}

test('the explanation of a multiple-choice item says why every other option is wrong', () => {
  expect(guideItemProblems(choice(1))).toEqual([]);
  expect(
    guideItemProblems(choice(1, { explanation: 'A opção (B) está correta; a (A) não.' })),
  ).toEqual(['a explicação não diz porque está errada cada opção: falta (C), (D)']);
});

test('a numeric item says how to round, and a written item how much to write', () => {
  const numeric: QuestionFile = {
    type: 'numeric',
    number: 1,
    concept: 'Semivida',
    difficulty: 2,
    text: 'Calcula a idade da rocha, em milhões de anos.',
    unit: 'M.a.',
    value: 2600,
    tolerance: 1,
    explanation: 'Duas semividas: 2600 M.a.',
  };
  expect(guideItemProblems(numeric)).toEqual(['a pergunta numérica não diz como arredondar']);
  expect(
    guideItemProblems({ ...numeric, text: `${numeric.text} Apresenta o valor às unidades.` }),
  ).toEqual([]);
  const written: QuestionFile = {
    type: 'written',
    number: 2,
    length: 'restrita',
    concept: 'Atualismo',
    difficulty: 3,
    text: 'Explica o princípio do atualismo.',
    criteria: [
      { id: 'conteudo', name: 'Conteúdo', levels: [{ level: 1, points: 8, descriptor: '…' }] },
    ],
    modelAnswer: '…',
    keyIdeas: [{ idea: 'causas atuais', words: [['atuais']] }],
    explanation: '…',
  };
  expect(guideItemProblems(written)).toEqual([
    'a pergunta de resposta escrita não diz quanto escrever',
  ]);
  expect(guideItemProblems({ ...written, text: 'Explica, em cerca de 60 palavras, …' })).toEqual(
    [],
  );
});

test('real data are dated; invented data and original texts say so', () => {
  const table = {
    id: 'x',
    kind: 'table' as const,
    title: 'Sismos',
    table: { head: ['Ano'], rows: [['1969']] },
  };
  expect(guideDocumentProblems({ ...table, source: 'IPMA' })).toHaveLength(1);
  expect(guideDocumentProblems({ ...table, source: 'IPMA', year: '2024' })).toEqual([]);
  expect(guideDocumentProblems({ ...table, source: 'Nota20, dados fictícios' })).toEqual([]);
  expect(guideDocumentProblems({ ...table, source: 'Texto original (Nota20)' })).toEqual([]);
});

test('a key longer than every distractor, or echoing the stem most, is counted', () => {
  expect(keyIsUniquelyLongest(choice(1))).toBe(false);
  expect(
    keyIsUniquelyLongest(choice(1, { options: { A: 'a', B: 'a mais longa', C: 'c', D: 'd' } })),
  ).toBe(true);
  const echo = choice(1, {
    text: 'Que processo forma os magmas basálticos nas dorsais?',
    options: {
      A: 'Arrefecimento lento',
      B: 'Fusão parcial do manto que forma magmas basálticos nas dorsais',
      C: 'Subducção de crusta',
      D: 'Metamorfismo',
    },
  });
  expect(keyEchoesStem(echo)).toBe(true);
});

test('a unit held to its subject’s bank rules says what it lacks', () => {
  const items = [choice(1), choice(2, { group: 'doc' })];
  const f = unitFigures('Biologia', 3, items);
  expect(f).toMatchObject({ items: 2, onDocument: 1, choice: 2, experimental: 0 });
  expect(
    bankProblems(f, { minItems: 24, minWritten: 3, minExperimental: 1, documentShare: 0.6 }),
  ).toEqual([
    'tem 2 itens; precisa de 24',
    'tem 0 itens de resposta escrita; precisa de 3',
    'tem 0 itens de atividade experimental; precisa de 1',
    '1 de 2 itens assentam num documento (50 %); precisa de 60 %',
  ]);
  expect(bankProblems(f, { minItems: 2, documentShare: 0.5 })).toEqual([]);
});

test('over a subject: the key as the longest option at most 28 %, keys spread, few recall items', () => {
  const even = (['A', 'B', 'C', 'D'] as const).flatMap((correct, i) =>
    [0, 1, 2, 3, 4].map((j) => choice(i * 5 + j + 1, { correct })),
  );
  expect(subjectProblems([unitFigures('Biologia', 1, even)])).toEqual([]);
  // Fewer than 20 multiple-choice items: a share says nothing yet.
  const few = even.slice(0, 19).map((q) => ({ ...q, correct: 'B' as const }));
  expect(subjectProblems([unitFigures('Biologia', 1, few)])).toEqual([]);
  const longest = even.map((q, i) =>
    i < 8 ? { ...q, options: { ...q.options, [q.correct]: 'Uma opção bem mais comprida' } } : q,
  );
  expect(subjectProblems([unitFigures('Biologia', 1, longest)])).toEqual([
    'a chave é a opção mais longa em 40 % dos itens de escolha múltipla (máximo 28 %)',
  ]);
  const allB = even.map((q) => ({ ...q, correct: 'B' as const, difficulty: 1 as const }));
  expect(subjectProblems([unitFigures('Biologia', 1, allB)])).toEqual([
    'a chave é (A) em 0 % dos itens (entre 20 % e 30 %)',
    'a chave é (B) em 100 % dos itens (entre 20 % e 30 %)',
    'a chave é (C) em 0 % dos itens (entre 20 % e 30 %)',
    'a chave é (D) em 0 % dos itens (entre 20 % e 30 %)',
    '100 % dos itens são de dificuldade 1 (memorização); no máximo 33 %',
  ]);
});

test('absolute words only ever in distractors are reported over the subject', () => {
  const items = (['A', 'B', 'C', 'D'] as const).flatMap((correct, i) =>
    [0, 1, 2, 3, 4].map((j) =>
      choice(i * 5 + j + 1, {
        correct,
        options: {
          A: 'Ocorre sempre assim',
          B: 'Ocorre nunca assim',
          C: 'Ocorre apenas assim',
          D: 'Ocorre necessariamente',
          [correct]: 'Ocorre em certas condições',
        },
      }),
    ),
  );
  expect(subjectProblems([unitFigures('Biologia', 1, items)])).toContain(
    'palavras absolutas (sempre, nunca, apenas…) estão na chave em só 0 dos 20 itens que as usam (mínimo 20 %)',
  );
});

test('only a subject that declares its bank rules is held to them; the guide’s figures hold for all', () => {
  const bundle = (bank?: object): ContentBundle => ({
    subjects: [
      {
        id: 'Biologia',
        name: 'Biologia e Geologia',
        practice: true,
        catalogue: true,
        ...(bank ? { bank } : {}),
        units: [{ number: 1, year: 10, name: 'Vulcanologia', bank: { minItems: 4 } }],
      },
    ],
    exams: [],
    questionFiles: [
      {
        subject: 'Biologia',
        unit: 1,
        file: 'questions/biologia/unit-01.json',
        questions: (['A', 'B', 'C', 'D'] as const).flatMap((correct, i) =>
          [0, 1, 2, 3, 4].map((j) => choice(i * 5 + j + 1, { correct })),
        ),
      },
    ],
    papers: [],
    summaries: [],
    glossary: [],
    figures: new Set(),
    schools: [],
  });
  expect(checkGuide(bundle())).toEqual([]);
  // Without bank rules, a subject's multiple choice is still held to the guide's figures.
  const allB = bundle();
  const file = allB.questionFiles[0];
  if (!file) throw new Error('no file');
  file.questions = file.questions.map((q) => (q.type === 'choice' ? { ...q, correct: 'B' } : q));
  expect(checkGuide(allB).map((p) => p.problem)).toContain(
    'a chave é (B) em 100 % dos itens (entre 20 % e 30 %)',
  );
  // The unit's own figure (4 items) wins over the subject's (24); the subject's others hold.
  expect(checkGuide(bundle({ minItems: 24, minWritten: 1 }))).toEqual([
    {
      file: 'questions/biologia/unit-01.json',
      problem: 'tem 0 itens de resposta escrita; precisa de 1',
    },
  ]);
});
