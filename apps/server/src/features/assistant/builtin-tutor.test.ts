import { expect, test } from 'vitest';
import type { TutorNotes } from './ask';
import { builtinReply as replyTo } from './builtin-tutor';
import type { TutorContext, TutorQuestion } from './context';
import { itemNumbers, readIntent } from './intents';

/** What ask.ts gives the tutor for a message about a handed-in test, with no notes found. */
const notesFor = (message: string): TutorNotes => ({
  intent: readIntent(message),
  subjectId: 'Economia',
  openTest: null,
  item: undefined,
  terms: [],
  unknown: [],
  notes: [],
  study: undefined,
  action: undefined,
  unit: undefined,
});
const builtinReply = (message: string, ctx: TutorContext | undefined) =>
  replyTo(ctx, notesFor(message));

const unit4 = {
  number: 4,
  name: 'IV - Preços e mercados',
  keyPoints: [
    'A lei da procura: preço sobe, quantidade procurada desce.',
    'Elasticidade-preço da procura.',
    'Terceiro ponto.',
  ],
};
const unit5 = {
  number: 5,
  name: 'V - Moeda e Inflação',
  keyPoints: ['Inflação é a subida generalizada dos preços.', 'IPC mede o custo de um cabaz.'],
};

const q = (
  n: number,
  selected: 'A' | 'B' | 'C' | 'D' | null,
  correct: 'A' | 'B' | 'C' | 'D',
  unit = unit4,
): TutorQuestion => ({
  id: 100 + n,
  n,
  type: 'choice',
  text: `Enunciado da pergunta ${n}`,
  options: { A: `Opção A${n}`, B: `Opção B${n}`, C: `Opção C${n}`, D: `Opção D${n}` },
  selected,
  correct,
  isCorrect: selected === correct,
  explanation: `A opção (${correct}) está correta porque sim, na pergunta ${n}.`,
  unit,
});

const ctx: TutorContext = {
  subjectId: 'Economia',
  subjectName: 'Economia A',
  grade: 8,
  correct: 2,
  total: 5,
  questions: [
    q(1, 'A', 'A'),
    q(2, 'B', 'C'),
    q(3, 'D', 'B', unit5),
    q(4, null, 'D', unit5),
    q(5, 'C', 'C', unit5),
  ],
};

test('question numbers are read the ways students write them', () => {
  expect(itemNumbers('porque é que a 3 está errada?')).toEqual([3]);
  expect(itemNumbers('Explica a pergunta 12')).toEqual([12]);
  expect(itemNumbers('e a questão nº 4?')).toEqual([4]);
  expect(itemNumbers('#2')).toEqual([2]);
  expect(itemNumbers('3')).toEqual([3]);
  expect(itemNumbers('o que devo estudar para 2 de junho')).toEqual([]);
  expect(itemNumbers('explica a terceira')).toEqual([3]);
  expect(itemNumbers('e a pergunta três?')).toEqual([3]);
  expect(itemNumbers('a vigésima primeira está errada porquê')).toEqual([21]);
  expect(itemNumbers('dá-me um exemplo')).toEqual([]);
});

test('a wrong question is explained: the student’s choice, the correct option and why', () => {
  const reply = builtinReply('porque é que a 3 está errada?', ctx);
  expect(reply).toContain('Pergunta 3');
  expect(reply).toContain('Escolheste (D) «Opção D3»');
  expect(reply).toContain('A resposta correta é a (B) «Opção B3»');
  expect(reply).toContain('Porquê: A opção (B) está correta');
  expect(reply).toContain('Unidade 5');
});

test('a right, a blank and a missing question each get their own answer', () => {
  expect(builtinReply('e a 1?', ctx)).toContain('Acertaste: escolheste (A) «Opção A1»');
  expect(builtinReply('a 4', ctx)).toContain('Deixaste-a em branco. A resposta correta é a (D)');
  expect(builtinReply('explica a 9', ctx)).toContain(
    'Este teste tem 5 perguntas, por isso não há pergunta 9',
  );
});

test('what to study: the units where most went wrong, with what to review from each', () => {
  const reply = builtinReply('O que devo estudar?', ctx);
  const first = reply.indexOf('Unidade 5');
  const second = reply.indexOf('Unidade 4');
  expect(first).toBeGreaterThan(-1);
  expect(second).toBeGreaterThan(first); // unit 5: 2 of 3 wrong; unit 4: 1 of 2
  expect(reply).toContain('falhaste 2 de 3');
  expect(reply).toContain('Inflação é a subida generalizada dos preços.');
  expect(reply).toContain('(2, 3, 4)');
});

test('the next test is a thematic one on the weakest unit; all right suggests a longer exam', () => {
  expect(builtinReply('Que teste faço a seguir?', ctx)).toContain('teste temático da Unidade 5');
  const perfect = {
    ...ctx,
    correct: 5,
    grade: 20,
    questions: ctx.questions.map((x) => ({ ...x, selected: x.correct, isCorrect: true })),
  };
  expect(builtinReply('sugere o próximo teste', perfect)).toContain('exame com 20 perguntas');
  expect(builtinReply('o que estudar?', perfect)).toContain('Acertaste em todas as 5 perguntas');
});

test('the grade, a greeting, and what it cannot answer, said plainly', () => {
  expect(builtinReply('Como correu a minha nota?', ctx)).toBe(
    'Tiveste 8/20 (negativa): acertaste 2 de 5. As perguntas que falhaste foram: 2, 3, 4. Pergunta-me por qualquer uma.',
  );
  expect(builtinReply('Olá', ctx)).toContain('Sou o tutor do Nota20 para Economia A');
  expect(builtinReply('Qual é a capital da Austrália?', ctx)).toMatch(
    /^Não sei responder sobre «Qual é a capital da Austrália»: não encontrei nada nas notas/,
  );
  expect(builtinReply('porque é que a 3 está errada?', undefined)).toMatch(
    /^Diz-me de que pergunta falas/,
  );
});

const written = (
  answer: string | null,
  assessment: Record<string, number> | null,
  awarded: number | null,
): TutorQuestion => ({
  id: 106,
  n: 6,
  type: 'written',
  text: 'Explica por que razão a subida das taxas de juro teve efeitos opostos nas duas famílias.',
  options: {},
  selected: answer,
  correct: 'A prestação aumenta; as poupanças rendem mais.',
  isCorrect: false,
  explanation: 'Quem deve paga juros; quem poupa recebe-os.',
  unit: unit5,
  written: {
    criteria: [
      {
        id: 'conteudo',
        name: 'Conteúdo',
        levels: [
          { level: 1, points: 3, descriptor: 'Refere um dos efeitos.' },
          { level: 2, points: 6, descriptor: 'Explica um efeito e refere o outro.' },
          { level: 3, points: 10, descriptor: 'Explica os dois efeitos.' },
        ],
      },
    ],
    modelAnswer: 'A prestação aumenta; as poupanças rendem mais.',
    keyIdeas: [
      {
        idea: 'A família endividada paga mais juros: a prestação do empréstimo aumenta',
        words: [
          ['prestação', 'juros'],
          ['aumenta', 'sobe'],
        ],
      },
      {
        idea: 'A família com poupanças recebe juros mais altos pelas suas aplicações',
        words: [
          ['depósitos', 'poupanças'],
          ['remuneração', 'render'],
        ],
      },
    ],
    assessment,
    points: { awarded, max: 10 },
  },
});
const withWritten = (q6: TutorQuestion): TutorContext => ({
  ...ctx,
  total: 6,
  questions: [...ctx.questions, q6],
});

test('a written answer: the key ideas found and missing, said to be an estimate, not a grade', () => {
  const answer = 'Com o aumento dos juros, as prestações da casa subiram muito.';
  const reply = builtinReply(
    'avalia a minha resposta à 6',
    withWritten(written(answer, null, null)),
  );
  expect(reply).toContain('Pergunta 6');
  expect(reply).toContain(
    'Ideias-chave que encontrei na tua resposta (1 de 2):\n• «A família endividada paga mais juros: a prestação do empréstimo aumenta» (pelas palavras «prestações», «aumento»)',
  );
  expect(reply).toContain(
    'Ideias-chave que não encontrei:\n• «A família com poupanças recebe juros mais altos pelas suas aplicações»',
  );
  expect(reply).toContain(
    'isto é só uma estimativa automática, feita por correspondência de palavras, e não uma nota',
  );
  expect(reply).toContain('O que conta é a tua própria autoavaliação.');
  expect(reply).toContain('Ainda não te autoavaliaste nesta pergunta (vale até 10 pontos)');
  expect(reply).toContain(
    'Os critérios de classificação (Conteúdo: níveis 1 a 3) e a resposta-modelo',
  );
  // Never the multiple-choice wording.
  expect(reply).not.toContain('não é a resposta certa');
  // «explica», «corrige» and a bare «avalia» (the test's only written item) say the same.
  expect(builtinReply('explica a 6', withWritten(written(answer, null, null)))).toBe(reply);
  expect(builtinReply('corrige a resposta 6', withWritten(written(answer, null, null)))).toBe(
    reply,
  );
  expect(builtinReply('Avalia a minha resposta', withWritten(written(answer, null, null)))).toBe(
    reply,
  );
});

test('a written answer already assessed: the student’s levels are quoted and kept', () => {
  const answer =
    'A prestação aumenta porque os juros sobem; quem tem poupanças vê os depósitos render mais.';
  const reply = builtinReply('avalia a 6', withWritten(written(answer, { conteudo: 2 }, 6)));
  expect(reply).toContain('Encontrei todas as ideias-chave.');
  expect(reply).toContain(
    'Na tua autoavaliação escolheste: Conteúdo — nível 2 (6 pontos). É a tua avaliação e fica como a registaste: eu não a altero. Com ela, tens 6 de 10 pontos nesta pergunta.',
  );
  expect(reply).not.toContain('Ainda não te autoavaliaste');
});

test('a blank written answer has nothing to assess; other questions are unchanged', () => {
  const blank = withWritten(written(null, null, 0));
  expect(builtinReply('avalia a 6', blank)).toContain(
    'Deixaste esta resposta em branco, por isso não há nada para avaliar: vale 0 pontos.',
  );
  expect(builtinReply('corrige a 3', blank)).toContain('A resposta correta é a (B) «Opção B3»');
  expect(builtinReply('Olá', blank)).toContain('«avalia a minha resposta à 6»');
});
